import { canCancel, isFinal, stepOf, timeline, trackingPoint } from './timeline';

const base = { pending: '2026-11-23T10:00:00Z', created_at: '2026-11-23T10:00:00Z', confirmed: null, accepted: null, processing: null, handover: null, picked_up: null, delivered: null };

describe('the tracking timeline', () => {
  it('maps every lifecycle status onto the four steps', () => {
    expect(['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'].map(stepOf)).toEqual([1, 2, 2, 2, 3, 4]);
    expect(stepOf('canceled')).toBe(0);
    expect(stepOf('failed')).toBe(0);
  });

  it('marks a pending order placed, with its time, and nothing after', () => {
    const steps = timeline({ ...base, order_status: 'pending' });
    expect(steps.map((s) => s.label)).toEqual(['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered']);
    expect(steps.map((s) => s.done)).toEqual([true, false, false, false]);
    expect(steps[0]?.at).toBe('2026-11-23T10:00:00Z');
    expect(steps[1]?.at).toBeNull();
  });

  it('counts processing and handover as confirmed, timed by the confirmation', () => {
    const steps = timeline({ ...base, order_status: 'handover', confirmed: '2026-11-23T10:01:00Z', processing: '2026-11-23T10:02:00Z', handover: '2026-11-23T10:05:00Z' });
    expect(steps.map((s) => s.done)).toEqual([true, true, false, false]);
    expect(steps[1]?.at).toBe('2026-11-23T10:01:00Z');
  });

  it('shows every step with its time once delivered', () => {
    const steps = timeline({ ...base, order_status: 'delivered', confirmed: 'c', picked_up: 'p', delivered: 'd' });
    expect(steps.map((s) => s.done)).toEqual([true, true, true, true]);
    expect(steps.map((s) => s.at)).toEqual(['2026-11-23T10:00:00Z', 'c', 'p', 'd']);
  });

  it('falls back to the creation time when pending carries none', () => {
    expect(timeline({ ...base, pending: null, order_status: 'pending' })[0]?.at).toBe('2026-11-23T10:00:00Z');
  });

  it('never shows a step the order has not reached, even when a time is present', () => {
    expect(timeline({ ...base, order_status: 'canceled', confirmed: 'c' }).every((s) => !s.done && s.at === null)).toBe(true);
  });

  it('stops polling at a final status only', () => {
    expect(isFinal('delivered')).toBe(true);
    expect(isFinal('canceled')).toBe(true);
    expect(isFinal('picked_up')).toBe(false);
    expect(isFinal('pending')).toBe(false);
  });

  it('lets the shopper cancel until the order is handed over, and a failed payment', () => {
    expect(canCancel('pending')).toBe(true);
    expect(canCancel('confirmed')).toBe(true);
    expect(canCancel('processing')).toBe(true);
    expect(canCancel('failed')).toBe(true);
    expect(canCancel('handover')).toBe(false);
    expect(canCancel('picked_up')).toBe(false);
    expect(canCancel('delivered')).toBe(false);
  });
});

describe('the tracking map point', () => {
  const receiver = { latitude: '25.2', longitude: '55.3', address: 'Home' };
  it('follows the delivery man while the order is picked up', () => {
    expect(trackingPoint({ order_status: 'picked_up', delivery_man: { lat: '25.1', lng: '55.1' }, receiver_details: receiver })).toEqual({ lat: 25.1, lng: 55.1, who: 'delivery_man' });
  });
  it('shows the receiver otherwise, or while the delivery man has no position', () => {
    expect(trackingPoint({ order_status: 'confirmed', delivery_man: { lat: '25.1', lng: '55.1' }, receiver_details: receiver })).toEqual({ lat: 25.2, lng: 55.3, who: 'receiver' });
    expect(trackingPoint({ order_status: 'picked_up', delivery_man: { lat: null, lng: null }, delivery_address: receiver })).toEqual({ lat: 25.2, lng: 55.3, who: 'receiver' });
  });
  it('has no point without coordinates', () => {
    expect(trackingPoint({ order_status: 'pending', delivery_address: { address: 'x' } })).toBeNull();
  });
});
