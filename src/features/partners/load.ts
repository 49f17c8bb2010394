import { configQuery } from '@/api/config';
import { modulesQuery } from '@/api/modules';
import { vehiclesQuery } from '@/api/parcel-booking';
import { packagesQuery, type SubscriptionPackage } from '@/api/partners';
import { zonesQuery } from '@/api/zones';
import { partnerSwitches, type PartnerSwitches } from '@/contract/partner-rules';
import type { SeoMeta } from '@/lib/seo-meta';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { serverTranslator } from '@/server/translate';
import { decodeFormState, PARTNER_FORM_COOKIE, type PartnerFormState, type PartnerKind } from './form-state';

export interface Choice {
  id: number;
  name: string;
}

export interface PartnerPageProps {
  seo: SeoMeta;
  switches: PartnerSwitches;
  zones: Choice[];
  /** The business modules with the zones that serve them (the store form). */
  modules: (Choice & { zoneIds: number[] })[];
  vehicles: Choice[];
  packages: SubscriptionPackage[];
  commission: number | null;
  /** What was typed and why it was refused, after the form posted without JavaScript. */
  kept: PartnerFormState | null;
  submitted: boolean;
}

const PAGES: Record<PartnerKind, { path: string; title: string; description: string }> = {
  store: { path: '/store-registration', title: 'Become a seller', description: 'Open your store on Souk: tell us about it, pick your plan, and start selling once we approve it.' },
  rider: { path: '/deliveryman-registration', title: 'Become a delivery man', description: 'Deliver with Souk: apply as a rider with your identity and vehicle, and start once we approve you.' },
};

async function loadPartnerPage(ctx: ServerPageContext, kind: PartnerKind): Promise<PageLoadResult<PartnerPageProps>> {
  const scope = { ...ctx.scope, lang: ctx.locale };
  const [config, zones, modules, vehicles, packages] = await Promise.all([
    ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale })),
    ctx.queryClient.fetchQuery(zonesQuery({ lang: ctx.locale })).catch(() => []),
    kind === 'store' ? ctx.queryClient.fetchQuery(modulesQuery({ lang: ctx.locale, zoneIds: null })).catch(() => []) : Promise.resolve([]),
    kind === 'rider' ? ctx.queryClient.fetchQuery(vehiclesQuery(scope)).catch(() => []) : Promise.resolve([]),
    kind === 'store' ? ctx.queryClient.fetchQuery(packagesQuery(scope)).catch(() => ({ packages: [], admin_commission: null })) : Promise.resolve({ packages: [], admin_commission: null }),
  ]);
  const switches = partnerSwitches(config as unknown as Record<string, unknown>);
  if (kind === 'store' ? !switches.storeRegistration : !switches.riderRegistration) return { notFound: true };
  const t = await serverTranslator(ctx.locale, 'partners');
  const query = ctx.gssp.query;
  const kept = query.refused === '1' ? decodeFormState(ctx.gssp.req.cookies[PARTNER_FORM_COOKIE], kind) : null;
  const page = PAGES[kind];
  const seo = await buildSeo(ctx, { title: t(page.title), description: t(page.description), path: page.path, noindex: Boolean(kept) || query.submitted === '1' });
  return {
    props: {
      seo,
      switches,
      zones: zones.map((z) => ({ id: z.id, name: z.display_name || z.name })),
      modules: modules.filter((m) => m.module_type !== 'parcel').map((m) => ({ id: m.id, name: m.module_name, zoneIds: (m.zones ?? []).map((z) => z.id) })),
      vehicles: vehicles.map((v) => ({ id: v.id, name: v.type })),
      packages: packages.packages,
      commission: packages.admin_commission,
      kept,
      submitted: query.submitted === '1',
    },
  };
}

export const loadStoreRegistration = (ctx: ServerPageContext) => loadPartnerPage(ctx, 'store');
export const loadRiderRegistration = (ctx: ServerPageContext) => loadPartnerPage(ctx, 'rider');
