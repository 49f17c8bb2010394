import { trackingProblems } from './track-form';

describe('the track-order form', () => {
  it('needs an order id, and a contact number from guests', () => {
    expect(trackingProblems('', '', false)).toEqual({ orderId: 'Need a order id', contact: 'Need a contact number' });
    expect(trackingProblems('12', '', false)).toEqual({ contact: 'Need a contact number' });
    expect(trackingProblems('12', '', true)).toEqual({});
    expect(trackingProblems('12', '+971500000000', false)).toEqual({});
  });
  it('takes only a number as the order id', () => {
    expect(trackingProblems('abc', 'x', false)).toEqual({ orderId: 'Need a order id' });
  });
});
