import { prescriptionOrderForm } from './prescription-body';

describe('a prescription order (spec 01: the prescription order fields)', () => {
  it('sends the store, the distance, the address and point, the photos, the note, the contact, the tip and the guest, paid on delivery', () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'rx.png', { type: 'image/png' });
    const form = prescriptionOrderForm({
      storeId: 12,
      distanceKm: 2.45678,
      address: { lat: 25.2, lng: 55.27, address: 'Villa 7, Al Wasl Road' },
      addressType: 'home',
      contact: { name: 'Sara Guest', phone: '+971501234567' },
      note: ' ring twice ',
      tip: 5,
      guestId: '77',
      images: [photo, photo],
    });
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      store_id: '12',
      distance: '2.457',
      address: 'Villa 7, Al Wasl Road',
      longitude: '55.27',
      latitude: '25.2',
      address_type: 'home',
      order_note: 'ring twice',
      contact_person_name: 'Sara Guest',
      contact_person_number: '+971501234567',
      dm_tips: '5',
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      guest_id: '77',
    });
    expect(form.getAll('order_attachment[]')).toHaveLength(2);
  });
});
