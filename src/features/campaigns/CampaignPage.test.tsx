import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { campaignDetailsQuery } from '@/api/campaigns';
import type { ApiScope } from '@/api/http';
import type { SeoMeta } from '@/components/Seo';
import { WithFrameI18n } from '@/testing/frame-i18n';
import { EMPTY_SESSION } from '@/lib/session';
import { SessionProvider } from '@/lib/session-context';
import { CampaignPage } from './CampaignPage';

jest.mock('@/components/Seo', () => ({ Seo: () => null }));
jest.mock('@/components/StoreCard', () => ({ StoreCard: ({ store }: { store: { name: string } }) => <p>{store.name}</p> }));

const scope: ApiScope = { lang: 'en', zoneIds: [1], moduleId: null };
const seo: SeoMeta = {
  title: 'Ramadan offers',
  description: '',
  canonical: null,
  alternates: [],
  image: null,
  imageAlt: '',
  ogType: 'website',
  siteName: 'Souk',
  locale: 'en_US',
  alternateLocale: 'ar_AE',
  noindex: false,
  jsonLd: [],
};

function renderCampaign(zoneIds: number[] | null) {
  const client = new QueryClient();
  client.setQueryData(campaignDetailsQuery(scope, 'ramadan').queryKey, { id: 1, title: 'Ramadan offers', slug: 'ramadan', stores: [{ id: 3, name: 'Zaatar & Co.' }] });
  render(
    <WithFrameI18n>
      <QueryClientProvider client={client}>
        <SessionProvider server={{ ...EMPTY_SESSION, zoneIds }}>
          <CampaignPage seo={seo} scope={scope} idOrSlug="ramadan" endMs={0} renderedAt={0} />
        </SessionProvider>
      </QueryClientProvider>
    </WithFrameI18n>,
  );
}

describe('the campaign page', () => {
  it('asks a visitor without a chosen zone to pick one (spec 02 section 5)', () => {
    renderCampaign(null);
    expect(screen.getByRole('heading', { level: 1, name: 'You must pick a zone to access this page.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick a location' })).toBeInTheDocument();
    expect(screen.queryByText('Zaatar & Co.')).not.toBeInTheDocument();
  });

  it('shows the campaign and its stores to a shopper with a zone', () => {
    renderCampaign([1]);
    expect(screen.getByRole('heading', { level: 1, name: 'Ramadan offers' })).toBeInTheDocument();
    expect(screen.getByText('Zaatar & Co.')).toBeInTheDocument();
  });
});
