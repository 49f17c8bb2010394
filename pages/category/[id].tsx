import { CategoryPage } from '@/features/categories/CategoryPage';
import { loadCategoryPage } from '@/features/categories/load';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadCategoryPage, { namespaces: ['catalogue'], cache: 'public' });

export default CategoryPage;
