/**
 * Idempotency-Key on every state-changing call (src/backend/idempotency.ts): a write sent twice,
 * in a row or at once, with one key writes once and answers twice the same; another body with the
 * key is refused; a key is its caller's alone; a repeat of a call still running waits for it or
 * answers 409; a claim whose process died is taken over; keys older than a day go.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { customers, idempotencyKeys, newsletterSubscribers } from '../db/schema';
import { ROUTE_LIST } from '../router';
import { fingerprint, useKeyWait } from '../idempotency';
import { claimKey, hashKey, removeOldKeys } from '../services/request-keys';
import { hashToken } from '../services/passwords';
import { call, errorCode, type Json } from '../../testing/backend';
import { bearer, fresh, post, signUp } from '../../testing/accounts';

const address = {
  address: 'Downtown Dubai',
  address_type: 'other',
  contact_person_name: 'Sara',
  contact_person_number: '+971501234567',
  latitude: '25.1972',
  longitude: '55.2744',
};
let seq = 0;
const newKey = (tag: string) => `${tag}-${Date.now()}-${(seq += 1)}`;
const keyed = (key: string, extra: Record<string, string> = {}) => ({ 'idempotency-key': key, ...extra });

async function addressesOf(token: string): Promise<Json[]> {
  return (await call('customer/address/list', { headers: bearer(token) })).body.addresses as Json[];
}

describe('Idempotency-Key', () => {
  it('a sign-up sent twice in a row with one key makes one account and answers the same token twice', async () => {
    const who = fresh('idem-signup');
    const body = { name: 'Twice Over', email: who.email, phone: who.phone, password: 'secret-123', confirm_password: 'secret-123' };
    const key = newKey('signup');
    const first = await post('auth/sign-up', body, keyed(key));
    const again = await post('auth/sign-up', body, keyed(key));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers?.['idempotent-replayed']).toBe('true');
    const db = await getDb();
    expect(await db.select({ id: customers.id }).from(customers).where(eq(customers.email, who.email))).toHaveLength(1);
    // the token answered twice signs in, and the table keeps no answer in the clear
    expect((await call('customer/info', { headers: bearer(String(first.body.token)) })).status).toBe(200);
    const kept = await db.select({ answer: idempotencyKeys.answer }).from(idempotencyKeys).where(sql`${idempotencyKeys.scope} = 'a'`);
    expect(kept.some((row) => row.answer?.toString('latin1').includes(String(first.body.token)))).toBe(false);
  });

  it('an address sent twice at once with one key is added once, and both calls get the same answer', async () => {
    const { token } = await signUp('idem-addr');
    const key = newKey('address');
    const [a, b] = await Promise.all([post('customer/address/add', address, { ...bearer(token), ...keyed(key) }), post('customer/address/add', address, { ...bearer(token), ...keyed(key) })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await addressesOf(token)).toHaveLength(1);
    // without a key, the same call twice is two calls (as before)
    await post('customer/address/add', address, bearer(token));
    await post('customer/address/add', address, bearer(token));
    expect(await addressesOf(token)).toHaveLength(3);
  });

  it('refuses the same key with another body (422, the contract error shape) and writes nothing', async () => {
    const { token } = await signUp('idem-other');
    const key = newKey('other');
    expect((await post('customer/address/add', address, { ...bearer(token), ...keyed(key) })).status).toBe(200);
    const other = await post('customer/address/add', { ...address, address: 'Marina' }, { ...bearer(token), ...keyed(key) });
    expect(other.status).toBe(422);
    expect(errorCode(other)).toBe('idempotency_key');
    const elsewhere = await post('customer/wish-list/add', {}, { ...bearer(token), ...keyed(key) });
    expect([elsewhere.status, errorCode(elsewhere)]).toEqual([422, 'idempotency_key']);
    expect((await addressesOf(token)).map((a) => a.address)).toEqual(['Downtown Dubai']);
    const bad = await post('customer/address/add', address, { ...bearer(token), ...keyed('x'.repeat(256)) });
    expect([bad.status, errorCode(bad)]).toEqual([422, 'idempotency_key']);
  });

  it("a key is its caller's alone: two customers, and a customer's two sign-ins, with one key", async () => {
    const [one, two] = [await signUp('idem-one'), await signUp('idem-two')];
    const key = newKey('shared');
    const a = await post('customer/address/add', address, { ...bearer(one.token), ...keyed(key) });
    const b = await post('customer/address/add', { ...address, address: 'Marina' }, { ...bearer(two.token), ...keyed(key) });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers?.['idempotent-replayed']).toBeUndefined();
    expect((await addressesOf(one.token)).map((x) => x.address)).toEqual(['Downtown Dubai']);
    expect((await addressesOf(two.token)).map((x) => x.address)).toEqual(['Marina']);
    // the same customer signed in again is the same caller
    const again = await post('auth/login', { email_or_phone: one.email, password: 'secret-123', login_type: 'manual', field_type: 'email' });
    const replay = await post('customer/address/add', address, { ...bearer(String(again.body.token)), ...keyed(key) });
    expect(replay.headers?.['idempotent-replayed']).toBe('true');
    expect(await addressesOf(one.token)).toHaveLength(1);
  });

  it('an anonymous call is named by its key alone; a guest by its id', async () => {
    const key = newKey('news');
    const email = fresh('idem-news').email;
    const first = await post('newsletter/subscribe', { email }, keyed(key));
    const again = await post('newsletter/subscribe', { email }, keyed(key));
    expect(again.body).toEqual(first.body);
    expect(again.headers?.['idempotent-replayed']).toBe('true');
    const db = await getDb();
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    const [g1, g2] = [await post('auth/guest/request', {}), await post('auth/guest/request', {})];
    const cartKey = newKey('guest');
    const clear = (guest: unknown) => call('customer/cart/remove', { method: 'DELETE', query: { guest_id: String(guest) }, headers: keyed(cartKey) });
    const [c1, c2] = [await clear(g1.body.guest_id), await clear(g2.body.guest_id)];
    expect([c1.status, c2.status]).toEqual([200, 200]);
    expect(c2.headers?.['idempotent-replayed']).toBeUndefined();
  });

  it('a repeat while the first call still runs waits, then answers 409 with Retry-After; a claim whose process died is taken over', async () => {
    const { token } = await signUp('idem-busy');
    const db = await getDb();
    const key = newKey('busy');
    const caller = { tokenHash: hashToken(token) };
    const print = fingerprint({ method: 'POST', path: 'customer/address/add', query: {}, headers: {}, body: address }, 'POST', 'customer/address/add');
    // another process holds the key and is running the call
    const claim = await claimKey(db, caller, key, print);
    expect(claim.mine).toBe(true);
    const restore = useKeyWait(300);
    try {
      const busy = await post('customer/address/add', address, { ...bearer(token), ...keyed(key) });
      expect(busy.status).toBe(409);
      expect(errorCode(busy)).toBe('idempotency_key');
      expect(busy.headers?.['retry-after']).toBe('1');
    } finally {
      restore();
    }
    expect(await addressesOf(token)).toHaveLength(0);
    // the holder died: its claim is not renewed, and once it lapses the repeat runs the call
    const key2 = newKey('died');
    const dead = await claimKey(db, caller, key2, print);
    await db.update(idempotencyKeys).set({ lockedUntil: new Date(Date.now() - 1000) }).where(sql`${idempotencyKeys.scope} = ${dead.scope} AND ${idempotencyKeys.keyHash} = ${dead.keyHash}`);
    const taken = await post('customer/address/add', address, { ...bearer(token), ...keyed(key2) });
    expect(taken.status).toBe(200);
    expect(await addressesOf(token)).toHaveLength(1);
  });

  it('a call that failed without an answer (5xx) gives its key up, so the retry runs', async () => {
    const { token } = await signUp('idem-retry');
    const key = newKey('retry');
    const db = await getDb();
    // the first try met a full database connection pool: answered 503, nothing written
    const spy = jest.spyOn(db, 'insert').mockImplementationOnce(() => {
      throw Object.assign(new Error('timeout exceeded when trying to connect'), {});
    });
    try {
      const first = await post('customer/address/add', address, { ...bearer(token), ...keyed(key) });
      expect(first.status).toBe(503);
    } finally {
      spy.mockRestore();
    }
    const retry = await post('customer/address/add', address, { ...bearer(token), ...keyed(key) });
    expect(retry.status).toBe(200);
    expect(retry.headers?.['idempotent-replayed']).toBeUndefined();
    expect(await addressesOf(token)).toHaveLength(1);
  });

  it('every state-changing route takes a key: a second call with it gets the first answer again', async () => {
    const { token } = await signUp('idem-every');
    const writes = ROUTE_LIST.filter((r) => r.method !== 'GET');
    // signing out and removing the account last, so the others run signed in
    const last = (p: string) => (p === 'auth/logout' || p === 'customer/remove-account' ? 1 : 0);
    const ordered = [...writes].sort((a, b) => last(a.path) - last(b.path));
    const unkept: string[] = [];
    for (const route of ordered) {
      const path = route.path.replace(/:\w+/g, '1');
      const key = newKey(`every-${route.method}-${path}`);
      const send = () => call(path, { method: route.method, headers: { ...bearer(token), ...keyed(key) }, body: {} });
      const first = await send();
      const again = await send();
      if (first.status >= 500 || first.status === 429) unkept.push(`${route.method} ${route.path} ${first.status}`);
      else {
        expect({ route: `${route.method} ${route.path}`, status: again.status, body: again.body, replayed: again.headers?.['idempotent-replayed'] }).toEqual({
          route: `${route.method} ${route.path}`,
          status: first.status,
          body: first.body,
          replayed: 'true',
        });
      }
    }
    expect(unkept).toEqual([]);
    expect(writes.length).toBeGreaterThanOrEqual(50);
  });

  it('keys older than a day are removed by the sweep', async () => {
    const db = await getDb();
    const key = newKey('old');
    await post('newsletter/subscribe', { email: fresh('idem-old').email }, keyed(key));
    await db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(idempotencyKeys.keyHash, hashKey(key)));
    expect(await removeOldKeys(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.keyHash, hashKey(key)))).toHaveLength(0);
  });
});
