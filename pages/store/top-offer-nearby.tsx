import { storeListLoader } from '@/features/store/load-list';
import { StoreListPage } from '@/features/store/StoreListPage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(storeListLoader('top-offer-nearby'), { namespaces: ['catalogue'], cache: 'public' });

export default StoreListPage;
