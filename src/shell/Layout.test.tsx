import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { configQuery } from '@/api/config';
import { footerLandingQuery } from '@/api/content';
import { modulesQuery } from '@/api/modules';
import type { AppConfig, Module } from '@/api/types';
import { EMPTY_SESSION, type Session } from '@/lib/session';
import { SessionProvider } from '@/lib/session-context';
import { createEmotionCache } from '@/theme/emotionCache';
import { buildTheme } from '@/theme/theme';
import { Layout } from './Layout';
import { WithFrameI18n } from '@/testing/frame-i18n';

let mockLocale = 'en';
jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: mockLocale,
    asPath: '/about-us',
    query: {},
    pathname: '/about-us',
    push: jest.fn(),
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

const config = {
  business_name: 'Souk',
  digit_after_decimal_point: 2,
  email: 'hello@souk.test',
  phone: '+971 4 200 0000',
  address: 'Sheikh Zayed Road, Dubai',
  default_location: { lat: '25.2', lng: '55.27' },
  refund_policy: 0,
  cancelation_policy: 1,
  shipping_policy: 1,
  footer_text: '© Souk',
  social_media: [{ name: 'facebook', link: 'https://facebook.com/souk', status: 1 }],
} satisfies AppConfig;

const modules: Module[] = [
  { id: 1, module_name: 'Grocery', module_type: 'grocery', zones: [{ id: 1 }] },
  { id: 2, module_name: 'Parcel', module_type: 'parcel', zones: [{ id: 1 }] },
];

function renderFrame(language: 'en' | 'ar', session: Partial<Session> = {}) {
  mockLocale = language;
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const client = new QueryClient();
  client.setQueryData(configQuery({ lang: language }).queryKey, config);
  client.setQueryData(modulesQuery({ lang: language, zoneIds: session.zoneIds ?? null }).queryKey, modules);
  client.setQueryData(footerLandingQuery({ lang: language }).queryKey, {
    fixed_newsletter_title: language === 'ar' ? 'اشترك في نشرتنا البريدية' : 'Sign up to our newsletter',
    download_user_app_links: { playstore_url: 'https://play.google.com/store/apps/details?id=souk', playstore_url_status: 1, apple_store_url: 'https://apps.apple.com/app/souk', apple_store_url_status: 0 },
  });
  render(
    <CacheProvider value={createEmotionCache(direction)}>
      <ThemeProvider theme={buildTheme('light', direction)}>
        <WithFrameI18n language={language}>
          <SessionProvider server={{ ...EMPTY_SESSION, language, ...session }}>
            <QueryClientProvider client={client}>
              <Layout>
                <p>Page body</p>
              </Layout>
            </QueryClientProvider>
          </SessionProvider>
        </WithFrameI18n>
      </ThemeProvider>
    </CacheProvider>,
  );
}

describe('the frame', () => {
  it('renders header, page and footer for a guest, with the policies the config allows', () => {
    renderFrame('en');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Page body')).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'Sign up to our newsletter' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute('href', '/cancellation-policy');
    expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('target', '_blank');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('target');
    expect(footer.queryByRole('link', { name: 'Refund Policy' })).not.toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/souk');
    expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: 'Download on the App Store' })).not.toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'hello@souk.test' })).toHaveAttribute('href', 'mailto:hello@souk.test');
    expect(footer.getByText('v2.11-nov2024')).toBeInTheDocument();
  });

  it('renders right-to-left Arabic, its styles going through the RTL stylesheet plugin', () => {
    renderFrame('ar', { zoneIds: [1], moduleId: 1, location: { lat: 25.2, lng: 55.27, address: 'Downtown' } });
    expect(screen.getByRole('navigation', { name: 'الرئيسية' })).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'اشترك في نشرتنا البريدية' })).toBeInTheDocument();
    expect(footer.getByRole('textbox', { name: 'بريدك الإلكتروني' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'سياسة الشحن' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'الفئات' }).length).toBeGreaterThan(0);
  });
});
