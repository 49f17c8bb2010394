import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { markWelcome, WELCOME_KEY } from '@/lib/welcome';
import { SignUpWelcome } from './SignUpWelcome';
import WelcomeDialogContent from './WelcomeDialogContent';
import { welcomeDiscount } from './welcome-text';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
let pathname = '/home';
jest.mock('next/router', () => ({ useRouter: () => ({ pathname }) }));
jest.mock('@/theme/lazy-mui', () => ({ lazyMui: () => ({ onClose }: { onClose: () => void }) => <button type="button" role="dialog" aria-label="Welcome" onClick={onClose} /> }));
jest.mock('@/lib/session-context', () => ({ useSession: () => ({ session: { signedIn: true } }), useApiScope: () => ({ lang: 'en' }) }));

function withData(customer: object, children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(['config', { lang: 'en' }], { business_name: 'Souk', digit_after_decimal_point: 2 });
  client.setQueryData(['customer', 'info', { lang: 'en' }], { id: 1, f_name: 'Layla', ...customer });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the sign-up welcome (spec 02, landing)', () => {
  it('shows once, on the first home or landing page after a sign-up', () => {
    markWelcome();
    pathname = '/interest';
    const first = render(<SignUpWelcome />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(WELCOME_KEY)).toBe('1');
    first.unmount();
    pathname = '/home';
    const second = render(<SignUpWelcome />);
    fireEvent.click(screen.getByRole('dialog', { name: 'Welcome' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();
    render(<SignUpWelcome />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("tells a new customer of the welcome discount the profile announces (is_valid_for_discount, validity)", () => {
    render(withData({ is_valid_for_discount: true, validity: '7 days' }, <WelcomeDialogContent onClose={() => undefined} />));
    expect(screen.getByRole('dialog', { name: 'Welcome to Souk!' })).toHaveTextContent('Get ready for a special welcome gift, enjoy a special discount on your first order within 7 days.');
    expect(screen.getByRole('dialog')).toHaveTextContent('Start exploring the best services around you.');
  });

  it('says nothing of a discount the profile does not announce', () => {
    expect(welcomeDiscount({ is_valid_for_discount: false, validity: '7 days' })).toBeNull();
    expect(welcomeDiscount({ is_valid_for_discount: 1, validity: null })).toBeNull();
    expect(welcomeDiscount({ is_valid_for_discount: 1, validity: 30 })).toEqual({ validity: '30' });
  });
});
