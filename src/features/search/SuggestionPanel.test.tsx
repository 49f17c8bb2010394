import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import SuggestionPanel, { SUGGEST_DEBOUNCE_MS } from './SuggestionPanel';

const asked: string[] = [];

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
let signedIn = false;
jest.mock('@/lib/session-context', () => ({ useApiScope: () => ({ zoneIds: [1], moduleId: 1, lang: 'en' }), useSession: () => ({ session: { signedIn } }) }));
jest.mock('@/api/search', () => ({
  suggestionsQuery: (_scope: unknown, name: string) =>
    queryOptions({
      queryKey: ['suggestions', name],
      queryFn: () => {
        asked.push(name);
        return { items: [], stores: [] };
      },
      enabled: name.trim().length > 0,
    }),
  suggestedItemsQuery: () =>
    queryOptions({
      queryKey: ['customer', 'suggested-items'],
      queryFn: () => {
        asked.push('customer/suggested-items');
        return [];
      },
    }),
}));

function panel(term: string) {
  const noop = () => undefined;
  return (
    <SuggestionPanel
      id="search"
      term={term}
      open
      container={createRef<HTMLElement>()}
      input={createRef<HTMLInputElement>()}
      onExpanded={noop}
      onActive={noop}
      onClose={noop}
      onSearch={noop}
      onNavigate={noop}
    />
  );
}

describe('the header search suggestions', () => {
  beforeEach(() => {
    asked.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('ask nothing for the part of a word typed before the panel loaded, only for the word after the pause', async () => {
    const client = new QueryClient();
    const wrap = (term: string) => <QueryClientProvider client={client}>{panel(term)}</QueryClientProvider>;
    // the panel loads on the field's first use: the shopper has typed "s" by the time it mounts
    const view = render(wrap('s'));
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(asked).toEqual([]);
    view.rerender(wrap('shawar'));
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1);
    });
    expect(asked).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(asked).toEqual(['shawar']);
  });

  it("ask a signed-in shopper's suggested items as the panel opens, and keep them (spec 02 section 7); never a guest's", async () => {
    signedIn = false;
    const guest = render(<QueryClientProvider client={new QueryClient()}>{panel('')}</QueryClientProvider>);
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    expect(asked).toEqual([]);
    guest.unmount();
    signedIn = true;
    const client = new QueryClient();
    render(<QueryClientProvider client={client}>{panel('')}</QueryClientProvider>);
    await act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    expect(asked).toEqual(['customer/suggested-items']);
    expect(client.getQueryData(['customer', 'suggested-items'])).toEqual([]);
    signedIn = false;
  });
});
