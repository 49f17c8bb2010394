import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ReviewPrompt } from './ReviewPrompt';

/**
 * The review prompt after sign-in does not open over a dialog the shopper is using (the location
 * picker they opened as the page came up was covered by it, and closed when it was answered): it
 * waits until that dialog has gone.
 */
jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/session-context', () => ({ useSession: () => ({ session: { signedIn: true, language: 'en' } }) }));
// the dialog drawn at once (in the page it loads with MUI on first render)
jest.mock('@/theme/lazy-mui', () => ({ lazyMui: () => jest.requireActual('./ReviewPromptDialog').default }));
jest.mock('@/api/order-client', () => ({
  reviewReminderQuery: () => ({ queryKey: ['customer', 'review-reminder'], queryFn: async () => ({ order_id: 8, images: [] }) }),
  cancelReviewReminder: jest.fn(async () => undefined),
}));

function renderPrompt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReviewPrompt />
    </QueryClientProvider>,
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('the review prompt', () => {
  it('opens after sign-in when an order waits for a review', async () => {
    renderPrompt();
    expect(await screen.findByRole('dialog', { name: 'Review your order' })).toBeTruthy();
  });

  it('waits while another dialog is open, and opens once it has gone', async () => {
    const picker = document.createElement('div');
    picker.setAttribute('role', 'dialog');
    picker.setAttribute('aria-label', 'Choose delivery location');
    document.body.appendChild(picker);
    const { findByRole } = renderPrompt();
    // the reminder has been answered: the prompt would be up by now
    await waitFor(() => expect(window.sessionStorage.getItem('souk-review-asked')).toBe('1'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog', { name: 'Review your order' })).toBeNull();
    act(() => picker.remove());
    expect(await findByRole('dialog', { name: 'Review your order' })).toBeTruthy();
  });
});
