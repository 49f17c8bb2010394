import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import SuggestionPanel, { SUGGEST_DEBOUNCE_MS } from './SuggestionPanel';

const asked: string[] = [];

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
jest.mock('@/lib/session-context', () => ({ useApiScope: () => ({ zoneIds: [1], moduleId: 1, lang: 'en' }) }));
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
});
