import { render, screen } from '@testing-library/react';
import { EMPTY_SESSION, type Session } from '@/lib/session';
import { WithFrameI18n } from '@/testing/frame-i18n';
import { SessionProvider } from '@/lib/session-context';
import { Guard } from './Guard';

function renderGuarded(session: Partial<Session>, requires: Parameters<typeof Guard>[0]['requires'], language: 'en' | 'ar' = 'en') {
  render(
    <WithFrameI18n language={language}>
      <SessionProvider server={{ ...EMPTY_SESSION, ...session }}>
        <Guard requires={requires}>
          <p>Wallet balance</p>
        </Guard>
      </SessionProvider>
    </WithFrameI18n>,
  );
}

describe('a guarded page', () => {
  it('tells a guest to sign in, with a Sign In button, instead of showing the wallet', () => {
    renderGuarded({ signedIn: false }, ['sign-in']);
    expect(screen.getByRole('heading', { name: 'You must be login to access this page.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Wallet balance')).not.toBeInTheDocument();
  });

  it('tells a visitor without a zone to pick a location', () => {
    renderGuarded({ zoneIds: null }, ['zone']);
    expect(screen.getByRole('heading', { name: 'You must pick a zone to access this page.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick a location' })).toBeInTheDocument();
  });

  it('says so in Arabic on an Arabic page', () => {
    renderGuarded({ signedIn: false }, ['sign-in'], 'ar');
    expect(screen.getByRole('heading', { name: 'يجب تسجيل الدخول للوصول إلى هذه الصفحة.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });

  it('shows the page to a shopper who meets the requirements', () => {
    renderGuarded({ signedIn: true, zoneIds: [1] }, ['sign-in', 'zone']);
    expect(screen.getByText('Wallet balance')).toBeInTheDocument();
  });
});
