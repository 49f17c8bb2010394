import { render, screen, within } from '@testing-library/react';
import type { Order, OrderDetailLine } from '@/api/order-client';
import { OrderDetailsView } from './OrderDetailsView';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));

const money = { symbol: 'د.إ', direction: 'right', digits: 2 };
const actions = { track: jest.fn(), cancel: jest.fn(), toCash: jest.fn() };
const home = { contact_person_name: 'Sara Guest', address: 'Burj Khalifa, Downtown Dubai', latitude: '25.1972', longitude: '55.2744' };

const umAli: OrderDetailLine = {
  id: 1,
  item_id: 11,
  price: 24,
  quantity: 6,
  total_add_on_price: 0,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  add_ons: [],
  item_details: { id: 11, name: 'Um Ali', image_full_url: '/media/um-ali.webp' },
};
const storeOrder: Order = {
  id: 100012,
  order_status: 'pending',
  order_amount: 144,
  order_type: 'delivery',
  module_type: 'food',
  delivery_charge: 0,
  delivery_address: home,
  receiver_details: home,
  store: { id: 3, name: 'Cairo Kitchen', address: 'Al Karama, Dubai' },
};

describe('order details', () => {
  it('shows each line’s image, name, options, quantity and price apart', () => {
    render(<OrderDetailsView order={storeOrder} lines={[umAli]} money={money} actions={actions} />);
    const line = within(screen.getByRole('list', { name: 'Items' })).getByRole('listitem');
    expect(line.querySelector('img')).not.toBeNull();
    expect(within(line).getByText('Um Ali')).toBeInTheDocument();
    expect(within(line).getByText('Size: Large')).toBeInTheDocument();
    // the quantity and the amount are separate texts, never 'Um Ali × 6144.00'
    expect(within(line).getByText('Quantity: 6')).toBeInTheDocument();
    expect(within(line).getByText('144.00 د.إ')).toBeInTheDocument();
    expect(line.textContent).not.toContain('× 6');
  });

  it('always shows the item subtotal and the delivery fee, even a free one', () => {
    render(<OrderDetailsView order={storeOrder} lines={[umAli, { ...umAli, id: 2, quantity: 1, total_add_on_price: 5, item_details: { id: 12, name: 'Kunafa' } }]} money={money} actions={actions} />);
    const rowOf = (label: string) => screen.getByText(label).closest('p');
    expect(rowOf('Item subtotal')).toHaveTextContent('173.00 د.إ');
    expect(rowOf('Delivery Fee')).toHaveTextContent('0.00 د.إ');
    // the order's own item total wins over the sum of the lines when the API gives it
    render(<OrderDetailsView order={{ ...storeOrder, id: 7, item_total: 150 }} lines={[umAli]} money={money} actions={actions} />);
    expect(screen.getAllByText('Item subtotal')[1]!.closest('p')).toHaveTextContent('150.00 د.إ');
  });

  it('names the store and the delivery address of a store order, not a sender and a receiver', () => {
    render(<OrderDetailsView order={storeOrder} lines={[umAli]} money={money} actions={actions} />);
    expect(screen.getByText('Store')).toBeInTheDocument();
    expect(screen.getByText('Cairo Kitchen')).toBeInTheDocument();
    expect(screen.getByText('Delivery address')).toBeInTheDocument();
    expect(screen.getByText('Burj Khalifa, Downtown Dubai')).toBeInTheDocument();
    expect(screen.queryByText('Sender')).not.toBeInTheDocument();
    expect(screen.queryByText('Receiver')).not.toBeInTheDocument();
  });

  it('shows a take-away order’s store without a delivery address', () => {
    render(<OrderDetailsView order={{ ...storeOrder, order_type: 'take_away' }} lines={[umAli]} money={money} actions={actions} />);
    expect(screen.getByText('Cairo Kitchen')).toBeInTheDocument();
    expect(screen.queryByText('Delivery address')).not.toBeInTheDocument();
  });

  it('keeps Sender and Receiver for a parcel', () => {
    const parcel: Order = {
      ...storeOrder,
      order_type: 'parcel',
      module_type: 'parcel',
      store: null,
      delivery_address: { contact_person_name: 'Omar Sender', address: 'Deira, Dubai' },
      receiver_details: { contact_person_name: 'Lina Receiver', address: 'Jumeirah, Dubai' },
    };
    render(<OrderDetailsView order={parcel} lines={[]} money={money} actions={actions} />);
    expect(screen.getByText('Sender').parentElement).toHaveTextContent('Omar Sender');
    expect(screen.getByText('Receiver').parentElement).toHaveTextContent('Lina Receiver');
    expect(screen.queryByText('Store')).not.toBeInTheDocument();
  });
});
