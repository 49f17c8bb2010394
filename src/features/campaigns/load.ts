import { campaignDetailsQuery } from '@/api/campaigns';
import { configQuery } from '@/api/config';
import { campaignHref } from '@/lib/links';
import { marketTimeZone } from '@/lib/time';
import { listZoneIds, scopeOf } from '@/server/catalogue-scope';
import { breadcrumbJsonLd } from '@/server/jsonld';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo, localizedUrl, siteOrigin } from '@/server/seo';
import { campaignEndMs } from './campaign-time';
import type { CampaignPageProps } from './CampaignPage';

/** `/campaigns/[id]`: the campaign with its stores in the visitor's zones (the default location's for a crawler). */
export async function loadCampaignPage(ctx: ServerPageContext<{ id: string }>): Promise<PageLoadResult<CampaignPageProps>> {
  const idOrSlug = String(ctx.gssp.params?.id ?? '').trim();
  if (!idOrSlug || idOrSlug.length > 200) return { notFound: true };
  const scope = scopeOf(ctx, await listZoneIds(ctx), null);
  const [campaign, config] = await Promise.all([
    ctx.queryClient.fetchQuery(campaignDetailsQuery(scope, idOrSlug)),
    ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale })),
  ]);
  const now = Date.now();
  const endMs = campaignEndMs(campaign, marketTimeZone(config), now);
  const origin = siteOrigin(ctx.gssp.req);
  const path = campaignHref(campaign);
  const seo = await buildSeo(ctx, {
    title: campaign.title,
    description: campaign.description || campaign.title,
    path,
    image: campaign.image_full_url,
    imageAlt: campaign.title,
    jsonLd: [
      breadcrumbJsonLd([
        { name: config.business_name || 'Souk', url: origin ? localizedUrl(origin, '/home', ctx.locale) : null },
        { name: campaign.title, url: origin ? localizedUrl(origin, path, ctx.locale) : null },
      ]),
    ],
  });
  return { props: { seo, scope, idOrSlug, endMs: Number.isFinite(endMs) ? endMs : 0, renderedAt: now } };
}
