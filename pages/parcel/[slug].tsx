import { loadParcelPage } from '@/features/parcel/load';
import { ParcelBookingPage, type ParcelBookingPageProps } from '@/features/parcel/ParcelBookingPage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage<ParcelBookingPageProps>(loadParcelPage, { namespaces: ['parcel'], cache: 'private' });

export default ParcelBookingPage;
