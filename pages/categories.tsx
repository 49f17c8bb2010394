import { CategoriesPage } from '@/features/categories/CategoriesPage';
import { loadCategoriesPage } from '@/features/categories/load';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadCategoriesPage, { namespaces: ['catalogue'], cache: 'public' });

export default CategoriesPage;
