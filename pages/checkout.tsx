import { CheckoutPage, type CheckoutPageProps } from '@/features/checkout/CheckoutPage';
import { loadCheckoutPage } from '@/features/checkout/load';
import { loadPrescriptionPage, type PrescriptionOrderPageProps } from '@/features/checkout/load-prescription';
import { PrescriptionOrderPage } from '@/features/checkout/PrescriptionOrderPage';
import { serverPage } from '@/server/page';

type Props = CheckoutPageProps | PrescriptionOrderPageProps;

// page=prescription: a pharmacy order with a prescription's photos and no cart; the others: the cart, Buy Now or a campaign item
export const getServerSideProps = serverPage<Props>((ctx) => (ctx.gssp.query.page === 'prescription' ? loadPrescriptionPage(ctx) : loadCheckoutPage(ctx)), {
  namespaces: ['checkout', 'auth'],
  cache: 'private',
});

export default function Checkout(props: Props) {
  return props.kind === 'prescription' ? <PrescriptionOrderPage {...props} /> : <CheckoutPage {...props} />;
}
