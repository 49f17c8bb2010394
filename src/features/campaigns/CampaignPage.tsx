import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import { useCampaignDetails } from '@/api/campaigns';
import type { ApiScope } from '@/api/http';
import { Countdown } from '@/components/Countdown';
import { CataloguePage, EmptyState, Grid, Section } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import { StoreCard } from '@/components/StoreCard';
import { ZoneGuard } from '@/features/guards';
import { stripHtml } from '@/lib/text';
import css from './campaign.module.css';

export interface CampaignPageProps {
  seo: SeoMeta;
  scope: ApiScope;
  idOrSlug: string;
  endMs: number;
  renderedAt: number;
}

/**
 * `/campaigns/[id]`: the campaign, a countdown to its end ('This campaign is over' after it) and its stores.
 * Campaigns need a chosen zone (spec 02 section 5): without one the page says so and offers to pick a location.
 */
export function CampaignPage({ seo, scope, idOrSlug, endMs, renderedAt }: CampaignPageProps) {
  const { t } = useTranslation('catalogue');
  const { data: campaign } = useCampaignDetails(scope, idOrSlug);
  if (!campaign) return null;
  const stores = campaign.stores ?? [];
  return (
    <>
      <Seo meta={seo} />
      <ZoneGuard>
        <CataloguePage>
          <div className={css.banner}>
            {campaign.image_full_url ? (
              <Image src={campaign.image_full_url} alt={campaign.title} fill sizes="(max-width: 1200px) 100vw, 1150px" preload fetchPriority="high" />
            ) : null}
          </div>
          <div className={css.head}>
            <h1>{campaign.title}</h1>
            {campaign.description ? <p>{stripHtml(campaign.description)}</p> : null}
            <Countdown endMs={endMs} renderedAt={renderedAt} overText={t('This campaign is over')} label={t('Campaign ends in')} />
          </div>
          <Section title={t('Stores in this campaign')} id="stores">
            {stores.length ? (
              <Grid label={t('Stores in this campaign')} itemWidth={260}>
                {stores.map((store) => (
                  <li key={store.id}>
                    <StoreCard store={store} />
                  </li>
                ))}
              </Grid>
            ) : (
              <EmptyState title={t('Stores not found!')} />
            )}
          </Section>
        </CataloguePage>
      </ZoneGuard>
    </>
  );
}
