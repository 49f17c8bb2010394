import { fireEvent, render, screen } from '@testing-library/react';
import { TrackOrderForm, validateTracking } from './TrackOrderForm';

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ push }) }));
jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

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

  it('opens tracking with the order id and contact', () => {
    render(<TrackOrderForm signedIn={false} />);
    fireEvent.change(screen.getByLabelText('Order id'), { target: { value: ' 100012 ' } });
    fireEvent.change(screen.getByLabelText('Phone or email'), { target: { value: '+971500000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(push).toHaveBeenCalledWith({ pathname: '/track-order', query: { order_id: '100012', contact_number: '+971500000000' } });
  });
});
