import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { accountSettingsQuery, type AccountSettings } from '@/api/account';
import { toast } from '@/components/toast';
import { EMPTY_SESSION } from '@/lib/session';
import { chattingHref, inboxHref } from '@/lib/chat-links';
import { targetFromQuery } from './InboxPage';
import LiveEvents, { LIVE_EVENT, parseLiveEvent, REFERRAL_TOAST_MS } from './live';
import { startPush } from './push';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ push, asPath: '/' }) }));
jest.mock('@/components/toast', () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), dismiss: jest.fn() }) }));
jest.mock('./push', () => ({ startPush: jest.fn(async () => true) }));

class FakeSource {
  static last: FakeSource | null = null;
  url: string;
  closed = false;
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  constructor(url: string) {
    this.url = url;
    FakeSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>));
  }
}

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeSource;
});
beforeEach(() => jest.clearAllMocks());

const EVERY_TOAST: AccountSettings['notifications'] = { order_updates: true, promotions: true, messages: true };

/** Mounted for a shopper whose account has these notification choices (null: not known yet). */
function mount(notifications: AccountSettings['notifications'] | null = EVERY_TOAST) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (notifications) client.setQueryData(accountSettingsQuery({ lang: EMPTY_SESSION.language }).queryKey, { language: 'en', theme: 'light', notifications });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <LiveEvents />
    </QueryClientProvider>,
  );
  const source = FakeSource.last;
  if (!source) throw new Error('no event source');
  return { view, source, invalidate };
}

describe('the live events', () => {
  it('opens one stream, and closes it when unmounted', () => {
    const { view, source } = mount();
    expect(source.url).toBe('/api/v1/customer/event-stream');
    view.unmount();
    expect(source.closed).toBe(true);
  });

  it('a message shows "You have a new message", unless an open chat takes it', () => {
    const { source } = mount();
    source.emit({ type: 'message', conversation_id: 4, sender_type: 'vendor' });
    expect(toast).toHaveBeenCalledWith('You have a new message', expect.objectContaining({ id: 'message-4' }));
    jest.mocked(toast).mockClear();
    const take = (e: Event) => e.preventDefault();
    window.addEventListener(LIVE_EVENT, take);
    source.emit({ type: 'message', conversation_id: 4, sender_type: 'vendor' });
    window.removeEventListener(LIVE_EVENT, take);
    expect(toast).not.toHaveBeenCalled();
  });

  it('an order status refreshes tracking and shows a toast; a referral credit a toast for 5 s', () => {
    const { source, invalidate } = mount();
    source.emit({ type: 'order_status', order_id: 100044, status: 'picked_up' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['customer', 'track'] });
    expect(toast).toHaveBeenCalledWith(expect.any(Function), expect.objectContaining({ id: 'order-100044' }));
    source.emit({ type: 'referral_code', reward: 20 });
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('referral code'), expect.objectContaining({ duration: REFERRAL_TOAST_MS }));
    expect(REFERRAL_TOAST_MS).toBe(5000);
  });

  it('with "Order updates" and "Messages" off, tracking and the chats refresh but no toast shows', () => {
    const { source, invalidate } = mount({ order_updates: false, promotions: true, messages: false });
    source.emit({ type: 'order_status', order_id: 100044, status: 'picked_up' });
    source.emit({ type: 'message', conversation_id: 4, sender_type: 'vendor' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['customer', 'track'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['customer', 'chat', 'list'] });
    expect(toast).not.toHaveBeenCalled();
    // a referral credit is the wallet's news, not an order's or a chat's: it still shows
    source.emit({ type: 'referral_code', reward: 20 });
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('while the choices are not known, every toast shows', () => {
    const { source, view } = mount(null);
    source.emit({ type: 'message', conversation_id: 4, sender_type: 'vendor' });
    source.emit({ type: 'order_status', order_id: 100044, status: 'delivered' });
    expect(toast).toHaveBeenCalledTimes(2);
    view.unmount();
  });

  it('with only "Messages" off, an order update still shows its toast', () => {
    const { source } = mount({ order_updates: true, promotions: false, messages: false });
    source.emit({ type: 'message', conversation_id: 4, sender_type: 'vendor' });
    expect(toast).not.toHaveBeenCalled();
    source.emit({ type: 'order_status', order_id: 100044, status: 'delivered' });
    expect(toast).toHaveBeenCalledWith(expect.any(Function), expect.objectContaining({ id: 'order-100044' }));
  });

  it('reads only the events it knows', () => {
    expect(parseLiveEvent('{"type":"order_status","order_id":1,"status":"confirmed"}')).toEqual({ type: 'order_status', order_id: 1, status: 'confirmed' });
    expect(parseLiveEvent('{"type":"other"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
  });
});

describe('push notifications (where Firebase is configured)', () => {
  const saved = process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY;
  beforeAll(() => {
    process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY = 'BPush';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY;
    else process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY = saved;
  });

  it('a signed-in shopper’s browser registers its token; its page in front hears the live events alone', async () => {
    mount();
    await act(async () => undefined);
    expect(startPush).toHaveBeenCalledWith(expect.objectContaining({ ask: false, guestId: null }));
    expect(jest.mocked(startPush).mock.calls[0]?.[0].onData).toBeUndefined();
  });

  it('a guest’s browser registers with its guest id, opens no live events, and a push handed to its page shows a toast that opens the order where guests track it', async () => {
    FakeSource.last = null;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <LiveEvents guestId="58" />
      </QueryClientProvider>,
    );
    await act(async () => undefined);
    expect(FakeSource.last).toBeNull();
    const opts = jest.mocked(startPush).mock.calls[0]?.[0];
    expect(opts).toMatchObject({ ask: false, guestId: '58' });
    act(() => opts?.onData?.({ type: 'order_status', order_id: 100044, status: 'confirmed' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['customer', 'track'] });
    const [content, options] = jest.mocked(toast).mock.calls[0] ?? [];
    expect(options).toMatchObject({ id: 'order-100044' });
    const shown = render(<>{typeof content === 'function' ? content({ id: 'order-100044' } as never) : null}</>);
    act(() => shown.getByRole('button').click());
    expect(push).toHaveBeenCalledWith('/track-order?order_id=100044');
  });
});

describe('chat addresses', () => {
  it('the inbox of a receiver (spec parameters) and /chatting of a conversation', () => {
    expect(inboxHref('delivery_man', 5)).toBe('/profile?page=inbox&type=delivery_man&id=5&routeName=delivery_man_id&chatFrom=order');
    expect(chattingHref(12, 'vendor')).toBe('/chatting?conversationId=12&type=vendor&chatFrom=notification');
    expect(targetFromQuery({ page: 'inbox', type: 'delivery_man', id: '5' })).toEqual({ type: 'delivery_man', id: 5 });
    expect(targetFromQuery({ conversationId: '12', type: 'vendor' })).toEqual({ conversationId: 12 });
    expect(targetFromQuery({ type: 'admin', id: '5' })).toBeNull();
    expect(targetFromQuery({ type: 'vendor', id: '-3' })).toBeNull();
  });
});
