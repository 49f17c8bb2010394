import { randomUUID } from 'node:crypto';
import { customerInfoQuery } from '@/api/customer';
import { modulesQuery } from '@/api/modules';
import { parcelCategoriesQuery } from '@/api/parcel';
import { parcelInstructionsQuery, vehiclesQuery } from '@/api/parcel-booking';
import { parcelCategoryIdOf } from '@/lib/links';
import type { PageLoadResult, ServerPageContext } from '@/server/page';
import { buildSeo } from '@/server/seo';
import { decodeDraft, DRAFT_COOKIE, type DraftState } from './form-draft';
import { emptyParty, type ParcelDraft } from './rules';
import type { ParcelBookingPageProps } from './ParcelBookingPage';

/**
 * /parcel/{id}-{name}: the category (name, description, picture) and the form's choices in the
 * server's HTML, indexable. After the form posted without JavaScript (`?step=review`), what was
 * typed and the server's price or refusal come back from the form's cookie.
 */
export async function loadParcelPage(ctx: ServerPageContext): Promise<PageLoadResult<ParcelBookingPageProps>> {
  const slug = ctx.gssp.query.slug;
  const id = parcelCategoryIdOf(slug);
  if (!id || typeof slug !== 'string') return { notFound: true };
  const modules = await ctx.queryClient.fetchQuery(modulesQuery({ lang: ctx.locale, zoneIds: null }));
  const parcel = modules.find((m) => m.module_type === 'parcel');
  if (!parcel) return { notFound: true };
  // the frame shows the parcel module (no cart) on its own pages
  ctx.session.moduleId = parcel.id;
  const scope = { ...ctx.scope, moduleId: parcel.id };
  const [categories, instructions, vehicles] = await Promise.all([
    ctx.queryClient.fetchQuery(parcelCategoriesQuery(scope)),
    ctx.queryClient.fetchQuery(parcelInstructionsQuery(scope)).catch(() => []),
    ctx.queryClient.fetchQuery(vehiclesQuery(scope)).catch(() => []),
  ]);
  const category = categories.find((c) => c.id === id);
  if (!category) return { notFound: true };
  const review = ctx.gssp.query.step === 'review';
  const kept = review ? decodeDraft(ctx.gssp.req.cookies[DRAFT_COOKIE]) : null;
  const initial: DraftState = kept ?? { draft: await freshDraft(ctx, id), quote: null, message: null };
  const path = `/parcel/${slug}`;
  const seo = await buildSeo(ctx, { title: category.name, description: category.description, path, image: category.image_full_url, imageAlt: category.name, noindex: review });
  return {
    props: {
      seo,
      category,
      categories: categories.map((c) => ({ id: c.id, name: c.name })),
      moduleId: parcel.id,
      instructions,
      vehicles,
      path,
      initial,
    },
  };
}

/** A new booking: the sender at the shopper's delivery point, a signed-in customer's name and phone. */
async function freshDraft(ctx: ServerPageContext, categoryId: number): Promise<ParcelDraft> {
  const sender = emptyParty();
  const at = ctx.session.location;
  if (at && at.address) Object.assign(sender, { address: at.address, lat: String(at.lat), lng: String(at.lng) });
  if (ctx.session.signedIn) {
    const me = await ctx.queryClient.fetchQuery(customerInfoQuery({ lang: ctx.locale })).catch(() => null);
    if (me) Object.assign(sender, { name: [me.f_name, me.l_name].filter(Boolean).join(' '), phone: me.phone ?? '', email: me.email ?? '' });
  }
  return { categoryId, sender, receiver: emptyParty(), vehicleId: '', instruction: '', note: '', payer: 'sender', method: 'cash_on_delivery', scheduleAt: '', key: randomUUID() };
}
