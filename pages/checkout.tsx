import { CheckoutPage, type CheckoutPageProps } from '@/features/checkout/CheckoutPage';
import { loadCheckoutPage } from '@/features/checkout/load';
import { serverPage } from '@/server/page';

export const getServerSideProps = serverPage<CheckoutPageProps>(loadCheckoutPage, { namespaces: ['checkout', 'auth'], cache: 'private' });

export default CheckoutPage;
