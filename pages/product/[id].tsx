import { loadProductPage } from '@/features/item/load';
import { ProductPage } from '@/features/item/ProductPage';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadProductPage, { namespaces: ['catalogue'], cache: 'public', sharedBy: { point: false, account: false } });

export default ProductPage;
