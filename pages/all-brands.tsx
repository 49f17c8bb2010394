import { BrandsPage } from '@/features/brands/BrandsPage';
import { loadBrandsPage } from '@/features/brands/load';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadBrandsPage, { namespaces: ['catalogue'], cache: 'public' });

export default BrandsPage;
