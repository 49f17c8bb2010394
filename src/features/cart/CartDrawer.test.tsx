import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CartLineFull } from '@/api/cart';
import { toast } from '@/components/toast';
import CartDrawer from './CartDrawer';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/home', pathname: '/home', query: {}, push: jest.fn() }) }));
jest.mock('next/image', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/toast', () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock('@/features/auth', () => ({ GuestPromptDialog: () => null, SignInLauncher: () => null }));
let selfDelivery: boolean | undefined;
jest.mock('./cart-subtotal', () => ({ useCartSubtotal: () => ({ subtotal: 5, toStoreDiscount: null, selfDelivery }) }));
jest.mock('./use-add-to-cart', () => ({ useCartErrorText: () => (e: { message: string }) => e.message }));

const line = {
  id: 41,
  item_id: 9,
  model: 'Item',
  quantity: 1,
  price: 5,
  discounted_price: 5,
  total_price: 5,
  store_id: 1,
  module_id: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  add_ons: [],
  item: { id: 9, name: 'Karak Tea', price: 5, stock: 20, module_type: 'grocery' },
} as unknown as CartLineFull;
const remove = jest.fn(async () => ({ ok: true as const }));
jest.mock('./use-cart', () => ({ useCart: () => ({ lines: [line], signedIn: true, remove, setQuantity: jest.fn() }) }));

function drawer() {
  // the config as the page brought it: nothing is asked of the network
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['config', { lang: 'en' }], { free_delivery_over: 100, digit_after_decimal_point: 2, currency_symbol: '$' });
  return render(
    <QueryClientProvider client={client}>
      <CartDrawer open onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the cart drawer', () => {
  it('shows how much more gives free delivery when the marketplace delivers the cart', () => {
    selfDelivery = false;
    drawer();
    expect(screen.getByRole('progressbar', { name: 'Free delivery progress' })).toBeInTheDocument();
    expect(screen.getByText(/more for free delivery/)).toBeInTheDocument();
  });

  it("promises no free delivery over an amount for a store that delivers itself (its own terms apply), nor before the store's details arrive", () => {
    selfDelivery = true;
    const { unmount } = drawer();
    expect(screen.queryByRole('progressbar', { name: 'Free delivery progress' })).toBeNull();
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
    unmount();
    selfDelivery = undefined;
    drawer();
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
  });

  it("says 'Cart item remove successfully' when a line is removed (spec 02, section 8)", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CartDrawer open onClose={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Karak Tea' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cart item remove successfully', { id: 'cart-removed' }));
    expect(remove).toHaveBeenCalledWith(line);
  });
});
