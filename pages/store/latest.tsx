import { storeListLoader } from '@/features/store/load-list';
import { StoreListPage } from '@/features/store/StoreListPage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(storeListLoader('latest'), { namespaces: ['catalogue'], cache: 'public' });

export default StoreListPage;
