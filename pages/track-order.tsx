import { loadTrackOrderPage } from '@/features/orders/load-track';
import { TrackOrderPage, type TrackOrderPageProps } from '@/features/orders/TrackOrderPage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage<TrackOrderPageProps>(loadTrackOrderPage, { namespaces: ['orders'], cache: 'private' });

export default TrackOrderPage;
