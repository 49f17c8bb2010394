import { QueryClient } from '@tanstack/react-query';
import type { CartLineFull, CartLineInput } from '@/api/cart';
import { cartListQuery } from '@/api/customer';
import { bindHttp, type ApiScope, type Http } from '@/api/http';
import { CART_OUTBOX_KEY, keepCartChange, pendingCartChanges, type PendingCartChange } from './cart-outbox';
import { applyCartChange, keepGuestId, replayCartChanges, type CartSyncContext } from './cart-sync';

const scope: ApiScope = { lang: 'en', zoneIds: [1], moduleId: 2 };
const input: CartLineInput = { model: 'Item', item_id: 7, quantity: 1, add_on_ids: [], add_on_qtys: [], variation: [] };
const line = (quantity: number): CartLineFull => ({ id: 11, item_id: 7, quantity } as CartLineFull);

/** An HTTP stand-in: answers each call with `answer`, recording what was sent. */
function fakeHttp(answer: (path: string, body: unknown, call: number) => unknown) {
  const calls: { path: string; body: unknown }[] = [];
  const respond = (path: string, body: unknown) => {
    calls.push({ path, body });
    try {
      return Promise.resolve({ data: answer(path, body, calls.length) });
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const http = {
    get: (path: string) => respond(path, undefined),
    post: (path: string, body: unknown) => respond(path, body),
    put: (path: string, body: unknown) => respond(path, body),
    delete: (path: string, config?: { params?: unknown }) => respond(path, config?.params),
  } as unknown as Http;
  return { http, calls };
}

const networkDown = () => Object.assign(new Error('Network Error'), { isAxiosError: true, response: undefined });
const refused = (status: number, code: string) => Object.assign(new Error('refused'), { isAxiosError: true, response: { status, data: { errors: [{ code, message: code }] }, headers: {} } });

function context(client: QueryClient, owner: CartSyncContext['owner']): CartSyncContext {
  return { client, scope, owner, setGuestId: () => undefined };
}

beforeEach(() => sessionStorage.clear());

test('a change is kept in the tab until the server answers it, then shown as the server has it', async () => {
  const client = new QueryClient();
  let seenKept: PendingCartChange[] = [];
  const { http, calls } = fakeHttp(() => {
    seenKept = pendingCartChanges();
    return [line(1)];
  });
  bindHttp(client, http);
  const owner = { signedIn: true, guestId: null };
  const result = await applyCartChange(context(client, owner), { kind: 'add', input: { ...input, request_id: 'tap-1' } }, (prev) => [...prev, line(1)]);
  expect(result.ok).toBe(true);
  expect(calls.map((c) => c.path)).toEqual(['customer/cart/add']);
  expect(seenKept.map((p) => p.id)).toEqual(['tap-1']);
  expect(sessionStorage.getItem(CART_OUTBOX_KEY)).toBeNull();
  expect(client.getQueryData(cartListQuery(scope, owner).queryKey)).toEqual([line(1)]);
});

test('a network failure is tried again with the same request id; the change applies once', async () => {
  jest.useFakeTimers();
  try {
    const client = new QueryClient();
    const { http, calls } = fakeHttp((_path, _body, n) => {
      if (n === 1) throw networkDown();
      return [line(1)];
    });
    bindHttp(client, http);
    const work = applyCartChange(context(client, { signedIn: true, guestId: null }), { kind: 'add', input: { ...input, request_id: 'tap-2' } }, null);
    await jest.advanceTimersByTimeAsync(1500);
    expect((await work).ok).toBe(true);
    expect(calls.map((c) => (c.body as { request_id: string }).request_id)).toEqual(['tap-2', 'tap-2']);
    expect(pendingCartChanges()).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

test('a refused change is not kept: the shopper is told and the list is read again', async () => {
  const client = new QueryClient();
  const { http } = fakeHttp(() => {
    throw refused(403, 'stock');
  });
  bindHttp(client, http);
  const result = await applyCartChange(context(client, { signedIn: true, guestId: null }), { kind: 'add', input: { ...input, request_id: 'tap-3' } }, null);
  expect(result).toMatchObject({ ok: false, status: 403, error: { code: 'stock' } });
  expect(pendingCartChanges()).toEqual([]);
});

const kept = (id: string, signedIn: boolean, guestId: string | null): PendingCartChange => ({
  id,
  change: { kind: 'add', input: { ...input, request_id: id } },
  scope,
  signedIn,
  guestId,
  at: Date.now(),
});

test("the next page sends this shopper's kept changes once, and drops another shopper's", async () => {
  keepCartChange(kept('mine', false, '42'));
  keepCartChange(kept('before-the-id', false, null));
  keepCartChange(kept('other-guest', false, '41'));
  keepCartChange(kept('signed-in', true, null));
  const client = new QueryClient();
  const { http, calls } = fakeHttp(() => [line(1)]);
  bindHttp(client, http);
  const ctx = context(client, { signedIn: false, guestId: '42' });
  expect(await replayCartChanges(ctx)).toBe(2);
  expect(await replayCartChanges(ctx)).toBe(0);
  expect(calls.map((c) => (c.body as { request_id: string; guest_id: string })).map((b) => [b.request_id, b.guest_id])).toEqual([
    ['mine', '42'],
    ['before-the-id', '42'],
  ]);
  expect(pendingCartChanges()).toEqual([]);
});

test('a kept removal of a line that is already gone is done, not an error', async () => {
  keepCartChange({ ...kept('gone', true, null), change: { kind: 'remove', cartId: 11 } });
  const client = new QueryClient();
  const { http } = fakeHttp((path) => {
    if (path === 'customer/cart/remove-item') throw refused(404, 'cart_id');
    return [];
  });
  bindHttp(client, http);
  expect(await replayCartChanges(context(client, { signedIn: true, guestId: null }))).toBe(1);
  expect(pendingCartChanges()).toEqual([]);
});

test('a guest without a stored id gets one once, shared with a cart change asking at the same time (spec 02: one whenever none is stored)', async () => {
  document.cookie = 'souk_guest=; Max-Age=0; Path=/';
  const client = new QueryClient();
  const { http, calls } = fakeHttp((path) => (path === 'auth/guest/request' ? { guest_id: 42 } : [line(1)]));
  bindHttp(client, http);
  const seen: string[] = [];
  const [kept] = await Promise.all([
    keepGuestId(client, (id) => seen.push(id)),
    applyCartChange({ ...context(client, { signedIn: false, guestId: null }), setGuestId: (id) => seen.push(id) }, { kind: 'add', input: { ...input, request_id: 'tap-g' } }, null),
  ]);
  expect(kept).toBe('42');
  expect(calls.filter((c) => c.path === 'auth/guest/request')).toHaveLength(1);
  expect(document.cookie).toContain('souk_guest=42');
  // stored: the next page asks for nothing
  expect(await keepGuestId(client, (id) => seen.push(id))).toBe('42');
  expect(calls.filter((c) => c.path === 'auth/guest/request')).toHaveLength(1);
  document.cookie = 'souk_guest=; Max-Age=0; Path=/';
});
