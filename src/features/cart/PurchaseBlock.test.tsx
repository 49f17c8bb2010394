import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Item } from '@/api/catalogue-types';
import { PurchaseBlock } from './PurchaseBlock';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/product/tea', pathname: '/product/[id]', query: {} }) }));
jest.mock('./use-add-to-cart', () => ({
  useAddToCart: () => ({ cart: { lines: [], count: 0 }, submit: jest.fn(), dialog: null, errorText: (e: unknown) => String(e) }),
}));
jest.mock('./use-cart', () => ({ newRequestId: () => 'request-1' }));

const item: Item = { id: 9, slug: 'karak-tea', name: 'Karak Tea', price: 5, store_id: 1, stock: 50 };

function renderBlock() {
  const client = new QueryClient();
  client.setQueryData(['config', { lang: 'en' }], { currency_symbol: 'AED', currency_symbol_direction: 'left', digit_after_decimal_point: 2 });
  render(
    <QueryClientProvider client={client}>
      <PurchaseBlock item={item} moduleType="grocery" availability={{ state: 'available' }} campaign={false} />
    </QueryClientProvider>,
  );
}

describe("the item panel's quantity", () => {
  it('shows a leading zero below 10, like the cart drawer (spec 02 section 9)', () => {
    renderBlock();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    expect((quantity as HTMLInputElement).value).toBe('01');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((quantity as HTMLInputElement).value).toBe('02');
    fireEvent.change(quantity, { target: { value: '12' } });
    expect((quantity as HTMLInputElement).value).toBe('12');
  });
});
