import { COOKIE } from '@/lib/session';
import { listZoneIds, queryId, resolveHomeModule, scopeOf } from '@/server/catalogue-scope';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import { headlineOf } from './headlines';
import type { HomePageProps } from './HomePage';
import { prefetchSection } from './section-data';
import { firstScreenSections, sectionsFor } from './sections';

/**
 * `/home`: the module from `?module_id=`, else the shopper's chosen one, else the first
 * of the zone; the blocks of its first screen prefetched in parallel. Optional blocks that
 * fail are simply left out (prefetchQuery never throws).
 */
export async function loadHomePage(ctx: ServerPageContext): Promise<PageLoadResult<HomePageProps>> {
  const homeModule = await resolveHomeModule(ctx, queryId(ctx.gssp.query.module_id));
  if (!homeModule) {
    const seo = await buildSeo(ctx, { title: '', path: '/home', noindex: true });
    return { props: { seo, scope: scopeOf(ctx, [], null), module: null, sections: [], renderedAt: Date.now() } };
  }
  // the module shown is the chosen one from now on: the frame renders it so (HomePage saves the cookie)
  ctx.session.moduleId = homeModule.id;
  const scope = scopeOf(ctx, await listZoneIds(ctx), homeModule.id);
  const sections = sectionsFor(homeModule.module_type);
  // rendered once for every shopper of the scope: the browser works out distances and the
  // nearest-first order from its shopper's own point, and asks for 'visit again' when signed in
  ctx.sharing = { point: false, account: false };
  // a render for one signed-in shopper (not a shared one, which carries no token) has their visits at once
  const ownAccount = ctx.session.signedIn && Boolean(ctx.gssp.req.cookies[COOKIE.token]);
  // the first screen's blocks come with the page; the rest arrive as the shopper nears them (HomePage)
  const first = firstScreenSections(sections, homeModule.module_type, ctx.session.signedIn);
  await Promise.all([...first].map((id) => prefetchSection(id, ctx.queryClient, scope, ownAccount)));
  const headline = headlineOf(homeModule.module_type);
  const t = await serverTranslator(ctx.locale);
  const seo = await buildSeo(ctx, {
    title: homeModule.module_name,
    description: headline ? [`${homeModule.module_name}:`, t(headline.title), headline.sub ? t(headline.sub) : ''].join(' ') : homeModule.module_name,
    path: `/home?module_id=${homeModule.id}`,
    image: homeModule.thumbnail_full_url ?? homeModule.icon_full_url,
  });
  return {
    props: {
      seo,
      scope,
      module: { id: homeModule.id, module_name: homeModule.module_name, module_type: homeModule.module_type },
      sections,
      renderedAt: Date.now(),
    },
  };
}
