import { fireEvent, render, screen } from '@testing-library/react';
import { TrackOrderForm, validateTracking } from './TrackOrderForm';

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
jest.mock('@/lib/session-context', () => ({ useSession: () => ({ session: { guestId: '77', signedIn: false } }) }));
// the drawer itself is the orders feature's (tested there); here: what it is opened with
jest.mock('@/features/orders', () => ({
  TrackingDrawer: ({ trackKey, parcel }: { trackKey: unknown; parcel?: boolean }) => (
    <div role="dialog" aria-label={parcel ? 'Parcel tracking' : 'Order tracking'}>
      {JSON.stringify(trackKey)}
    </div>
  ),
}));

describe('tracking a parcel from the home page', () => {
  beforeEach(() => push.mockClear());

  it('needs an order id, and a contact number from guests only', () => {
    expect(validateTracking('', '', false)).toEqual({ orderId: 'Need a order id', contact: 'Need a contact number' });
    expect(validateTracking('100012', '', true)).toEqual({});
    expect(validateTracking('100012', ' ', false)).toEqual({ contact: 'Need a contact number' });
  });

  it('shows the messages and does not leave the page on a bad submit', () => {
    render(<TrackOrderForm signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(screen.getByText('Need a order id')).toBeInTheDocument();
    expect(screen.getByText('Need a contact number')).toBeInTheDocument();
    expect(screen.getByLabelText('Order id')).toHaveAttribute('aria-invalid', 'true');
    expect(push).not.toHaveBeenCalled();
  });

  it('opens the parcel tracking drawer with the order id, the guest and the contact', () => {
    render(<TrackOrderForm signedIn={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Order id'), { target: { value: ' 100012 ' } });
    fireEvent.change(screen.getByLabelText('Phone or email'), { target: { value: '+971500000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(screen.getByRole('dialog', { name: 'Parcel tracking' })).toHaveTextContent(JSON.stringify({ orderId: 100012, guestId: '77', contact: '+971500000000' }));
    expect(push).not.toHaveBeenCalled();
  });

  it('is a plain form to /track-order before the script runs', () => {
    render(<TrackOrderForm signedIn={false} />);
    const form = screen.getByRole('form', { name: 'Track your order' });
    expect(form).toHaveAttribute('action', '/track-order');
    expect(form).toHaveAttribute('method', 'get');
  });
});
