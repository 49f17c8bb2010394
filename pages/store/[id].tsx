import { loadStorePage } from '@/features/store/load';
import { StorePage } from '@/features/store/StorePage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadStorePage, { namespaces: ['catalogue'], cache: 'public', sharedBy: { point: false, account: false } });

export default StorePage;
