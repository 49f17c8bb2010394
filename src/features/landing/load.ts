import { configQuery } from '@/api/config';
import { landingQuery } from '@/api/content';
import { organizationJsonLd, websiteJsonLd } from '@/server/jsonld';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo, localizedUrl, siteOrigin } from '@/server/seo';
import type { LandingPageProps } from './LandingPage';

/** `/`: landing data and the site's Organization and WebSite (with its search) for search engines. */
export async function loadLandingPage(ctx: ServerPageContext): Promise<PageLoadResult<LandingPageProps>> {
  const [config, landing] = await Promise.all([
    ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale })),
    ctx.queryClient.fetchQuery(landingQuery({ lang: ctx.locale })).catch(() => null),
  ]);
  const origin = siteOrigin(ctx.gssp.req);
  const name = config.business_name || 'Souk';
  const title = typeof landing?.fixed_header_title === 'string' ? landing.fixed_header_title : name;
  const description =
    (typeof landing?.fixed_header_sub_title === 'string' && landing.fixed_header_sub_title) ||
    (typeof landing?.fixed_footer_description === 'string' && landing.fixed_footer_description) ||
    config.footer_text ||
    name;
  const sameAs = (config.social_media ?? []).filter((s) => s.status !== 0 && /^https?:\/\//.test(s.link)).map((s) => s.link);
  const seo = await buildSeo(ctx, {
    title,
    description,
    path: '/',
    brandFirst: true,
    image: typeof landing?.header_banner_full_url === 'string' ? landing.header_banner_full_url : null,
    jsonLd: origin
      ? [
          organizationJsonLd({ name, origin, logo: config.logo_full_url ?? null, sameAs }),
          websiteJsonLd({
            name,
            origin,
            searchUrlTemplate: `${localizedUrl(origin, '/home', ctx.locale)}?data_type=searched&search={search_term_string}`,
          }),
        ]
      : [],
  });
  return { props: { seo } };
}
