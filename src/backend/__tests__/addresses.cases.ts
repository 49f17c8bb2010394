import { call, errorCode, type Json } from '../../testing/backend';
import { bearer, post, signUp } from '../../testing/accounts';

const downtown = { latitude: '25.1972', longitude: '55.2744' };
const address = {
  address: 'Downtown Dubai',
  address_type: 'other',
  address_label: 'Gym',
  contact_person_name: 'Sara',
  contact_person_number: '+971501234567',
  house: '12',
  floor: '3',
  road: 'Boulevard',
  additional_information: 'Ring twice',
  ...downtown,
};

const list = async (token: string) => (await call('customer/address/list', { headers: bearer(token) })).body.addresses as Json[];

describe('saved addresses', () => {
  it('adds, lists, updates and deletes an address of the signed-in shopper', async () => {
    const { token } = await signUp('addr');
    const added = await post('customer/address/add', address, bearer(token));
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ message: 'Successfully added!', zone_ids: expect.arrayContaining([expect.any(Number)]) });
    const [saved] = await list(token);
    expect(saved).toMatchObject({ address: 'Downtown Dubai', address_type: 'other', address_label: 'Gym', additional_information: 'Ring twice', house: '12' });
    const id = Number(saved?.id);
    const put = await call(`customer/address/update/${id}`, { method: 'PUT', headers: bearer(token), body: { ...address, address_type: 'office', contact_person_name: 'Sami' } });
    expect(put.body).toMatchObject({ message: 'Successfully updated!' });
    expect((await list(token))[0]).toMatchObject({ address_type: 'office', address_label: null, contact_person_name: 'Sami' });
    const viaPost = await post('customer/address/update', { ...address, id, address_type: 'home' }, bearer(token));
    expect(viaPost.status).toBe(200);
    const del = await call('customer/address/delete', { method: 'DELETE', headers: bearer(token), query: { address_id: String(id) } });
    expect(del.body).toEqual({ message: 'Successfully removed!' });
    expect(await list(token)).toEqual([]);
  });

  it('answers the spec messages for the three required fields', async () => {
    const { token } = await signUp('addrval');
    const res = await post('customer/address/add', { ...downtown }, bearer(token));
    expect(res.status).toBe(403);
    expect((res.body.errors as { message: string }[]).map((e) => e.message)).toEqual(['Address is required', 'Name is required', 'Phone Number is required']);
  });

  it('never touches another shopper’s address, and needs a token', async () => {
    const owner = await signUp('addrowner');
    const other = await signUp('addrother');
    await post('customer/address/add', address, bearer(owner.token));
    const [saved] = await list(owner.token);
    const id = String(saved?.id);
    const steal = await call(`customer/address/update/${id}`, { method: 'PUT', headers: bearer(other.token), body: address });
    expect(steal.status).toBe(404);
    const remove = await call('customer/address/delete', { method: 'DELETE', headers: bearer(other.token), query: { address_id: id } });
    expect(remove.status).toBe(404);
    expect(await list(owner.token)).toHaveLength(1);
    const anonymous = await post('customer/address/add', address);
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous)).toBe('auth-001');
  });
});
