import { parcelCategoryHref, parcelCategoryIdOf } from '@/lib/links';
import { draftFromFields, draftProblems, emptyParty, fieldsOfDraft, parcelPlaceBody, partyFromSaved, paymentMethodsFor } from './rules';
import { decodeDraft, encodeDraft } from './form-draft';

const form = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    parcel_category_id: '2',
    sender_name: 'Sara',
    sender_phone: '+971500002222',
    sender_address: 'Burj Khalifa',
    sender_lat: '25.1972',
    sender_lng: '55.2744',
    receiver_name: 'Rami',
    receiver_phone: '+971500003333',
    receiver_address: 'Dubai Marina',
    receiver_lat: '25.08',
    receiver_lng: '55.14',
    receiver_floor: '3',
    charge_payer: 'receiver',
    payment_method: 'wallet',
    delivery_instruction: 'Keep it upright',
    order_note: 'Blue door',
    idempotency_key: 'abcdef12-3456',
    ...extra,
  });

describe('the booking form', () => {
  it('reads the fields, and gives them back the same', () => {
    const d = draftFromFields(form());
    expect(d).toMatchObject({ categoryId: 2, payer: 'receiver', method: 'wallet', key: 'abcdef12-3456', receiver: { name: 'Rami', floor: '3', lat: '25.08' } });
    expect(draftFromFields(new URLSearchParams(fieldsOfDraft(d)))).toEqual(d);
  });

  it('drops what it cannot trust (an odd payer, method or key)', () => {
    expect(draftFromFields(form({ charge_payer: 'friend', payment_method: 'cheque', idempotency_key: '<x>' }))).toMatchObject({ payer: 'sender', method: 'cash_on_delivery', key: '' });
  });

  it('names what is missing for each party, in the spec’s words', () => {
    expect(draftProblems(draftFromFields(form()))).toEqual({});
    expect(draftProblems(draftFromFields(form({ sender_phone: '', receiver_name: '', receiver_address: '', receiver_phone: 'call me' })))).toEqual({
      sender_phone: 'Phone Number is required',
      receiver_name: 'Name is required',
      receiver_phone: 'Must be a valid phone number',
      receiver_address: 'Drop-off address is required',
    });
  });

  it('sends 6amMart’s parcel fields, the receiver as a JSON string, and cash for a paying receiver', () => {
    const body = parcelPlaceBody(draftFromFields(form()), { total: 71.6, distanceKm: 24.4, senderZoneId: 1, receiverZoneId: 2 }, '77');
    expect(body).toMatchObject({ order_type: 'parcel', cart: '[]', parcel_category_id: 2, charge_payer: 'receiver', payment_method: 'cash_on_delivery', sender_zone_id: 1, order_amount: 71.6, guest_id: '77', contact_person_number: '+971500002222', latitude: '25.1972' });
    expect(JSON.parse(String(body.receiver_details))).toMatchObject({ contact_person_name: 'Rami', zone_id: 2, latitude: '25.08', floor: '3' });
  });

  it('fills a party from a saved address, keeping what the address does not say', () => {
    const typed = { ...emptyParty(), name: 'Layla', phone: '+971500001111', house: 'old' };
    expect(partyFromSaved({ address: 'Villa 9, Jumeirah', latitude: 25.2, longitude: '55.25', house: '9', contact_person_name: null }, typed)).toEqual({
      name: 'Layla', phone: '+971500001111', email: '', address: 'Villa 9, Jumeirah', lat: '25.2', lng: '55.25', house: '9', floor: '', road: '',
    });
  });

  it('offers the payer’s methods only', () => {
    const config = { cash_on_delivery: true, digital_payment: true, customer_wallet_status: 1 };
    expect(paymentMethodsFor('receiver', config, null, true)).toEqual(['cash_on_delivery']);
    expect(paymentMethodsFor('sender', config, { cash_on_delivery: true, digital_payment: false }, false)).toEqual(['cash_on_delivery']);
  });

  it('keeps a draft through its cookie, and refuses a cookie that is not one', () => {
    const state = { draft: draftFromFields(form()), quote: null, message: 'Pick the drop-off point on the map.' };
    expect(decodeDraft(encodeDraft(state))).toEqual(state);
    expect(decodeDraft('not-base64-json')).toBeNull();
    expect(decodeDraft(undefined)).toBeNull();
  });
});

describe('the booking page’s address', () => {
  it('is the category’s id and English name, found by the id alone', () => {
    expect(parcelCategoryHref({ id: 4, name: 'Food & Groceries' })).toBe('/parcel/4-food-and-groceries');
    expect(parcelCategoryHref({ id: 4, name: 'طعام وبقالة' })).toBe('/parcel/4');
    expect(parcelCategoryIdOf('4-food-and-groceries')).toBe(4);
    expect(parcelCategoryIdOf('4')).toBe(4);
    expect(parcelCategoryIdOf('food')).toBeNull();
    expect(parcelCategoryIdOf(['4'])).toBeNull();
  });
});
