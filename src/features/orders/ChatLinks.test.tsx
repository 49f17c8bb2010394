import { render, screen } from '@testing-library/react';
import type { Order } from '@/api/order-client';
import { EMPTY_SESSION } from '@/lib/session';
import { SessionProvider } from '@/lib/session-context';
import { ChatLinks } from './ChatLinks';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));

const order: Pick<Order, 'store' | 'delivery_man' | 'order_type'> = { order_type: 'delivery', store: { id: 3, name: 'Cairo Kitchen' }, delivery_man: { id: 5, f_name: 'Omar' } };

describe('chat from an order', () => {
  it('offers the rider (once assigned) and the store to a signed-in shopper', () => {
    render(
      <SessionProvider server={{ ...EMPTY_SESSION, signedIn: true }}>
        <ChatLinks order={order} />
      </SessionProvider>,
    );
    expect(screen.getByRole('link', { name: 'Chat with the rider' })).toHaveAttribute('href', '/profile?page=inbox&type=delivery_man&id=5&routeName=delivery_man_id&chatFrom=order');
    expect(screen.getByRole('link', { name: 'Chat with the store' })).toHaveAttribute('href', '/profile?page=inbox&type=vendor&id=3&routeName=vendor_id&chatFrom=order');
  });

  it('no rider yet: the store only; a guest: nothing', () => {
    const { unmount } = render(
      <SessionProvider server={{ ...EMPTY_SESSION, signedIn: true }}>
        <ChatLinks order={{ ...order, delivery_man: null }} />
      </SessionProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Chat with the rider' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat with the store' })).toBeInTheDocument();
    unmount();
    render(<ChatLinks order={order} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
