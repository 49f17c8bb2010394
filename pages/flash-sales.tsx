import { FlashSalesPage } from '@/features/flash-sales/FlashSalesPage';
import { loadFlashSalesPage } from '@/features/flash-sales/load';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage(loadFlashSalesPage, { namespaces: ['catalogue'], cache: 'public' });

export default FlashSalesPage;
