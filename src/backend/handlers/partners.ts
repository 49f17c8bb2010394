/**
 * Partner registrations (issue 34), open to anyone, multipart:
 * - POST auth/vendor/register: a store's application (owner, store name and address in English and
 *   Arabic, its point, zone and module, logo, cover photo, delivery time, tax id and document where
 *   the config asks, business plan and package) → {message, store_id, status: 'pending'}
 * - POST auth/delivery-man/store: a rider's application (identity, up to 2 identity images, vehicle,
 *   zone, earning, profile image) → {message, delivery_man_id, status: 'pending'}
 * - GET vendor/package-view → {packages: [...]}, the subscription packages (seed data)
 * - POST vendor/business_plan: a pending store's plan, when it has none yet → {message, ...}
 * Refusals are 403 `{errors:[{code: field, message}]}` (6amMart's registration validator), the
 * messages those of src/contract/partner-rules.ts in the caller's language.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context';
import { vehicles } from '../db/schema-promotions';
import { riderApplications, storeApplications } from '../db/schema-partners';
import { ApiError, json } from '../http';
import type { Route } from '../route-types';
import type { UploadedFile } from '../types';
import { hashPassword } from '../services/passwords';
import { normalisePhone } from '../services/customer-auth';
import { assertNewPartner, checkPartnerFile, checkPlace, checkZone, dropFiles, duplicateApplication, keepFiles, packageSetting, partnerSettings, say, translated } from '../services/partners';
import { BUSINESS_PLANS, DELIVERY_TIME_UNITS, EARNING_TYPES, EMAIL_PATTERN, futureDate, IDENTITY_TYPES, LIMITS, MAX_IDENTITY_IMAGES, MSG, PHONE_PATTERN, phoneDigits, plansOffered, earningsOffered } from '../../contract/partner-rules';

const text = (required: string, max: number) => z.string({ message: required }).trim().min(1, required).max(max, MSG.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, MSG.tooLong).optional().default('');
const id = (required: string) => z.coerce.number({ message: required }).int(required).positive(required).max(2_147_483_647, required);
const coordinate = (limit: number) =>
  z
    .string({ message: MSG.pointRequired })
    .trim()
    .min(1, MSG.pointRequired)
    .refine((v) => Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit, MSG.pointRequired)
    .transform(Number);

const owner = {
  f_name: text(MSG.fNameRequired, LIMITS.name),
  l_name: optionalText(LIMITS.name),
  email: z.string({ message: MSG.emailRequired }).trim().min(1, MSG.emailRequired).max(LIMITS.email, MSG.tooLong).regex(EMAIL_PATTERN, MSG.emailInvalid),
  phone: z
    .string({ message: MSG.phoneRequired })
    .trim()
    .min(1, MSG.phoneRequired)
    .min(LIMITS.phoneMin, MSG.phoneShort)
    .refine((v) => PHONE_PATTERN.test(phoneDigits(v)), MSG.phoneInvalid),
  password: z.string({ message: MSG.passwordRequired }).min(1, MSG.passwordRequired).min(LIMITS.password, MSG.passwordShort).max(LIMITS.passwordMax, MSG.tooLong),
  confirm_password: z.string().optional(),
};
const passwordsMatch = (v: { password: string; confirm_password?: string }) => v.confirm_password === undefined || v.confirm_password === v.password;

const storeSchema = z
  .object({
    ...owner,
    name: text(MSG.storeNameRequired, LIMITS.storeName),
    name_ar: optionalText(LIMITS.storeName),
    address: text(MSG.addressRequired, LIMITS.address),
    address_ar: optionalText(LIMITS.address),
    latitude: coordinate(90),
    longitude: coordinate(180),
    zone_id: id(MSG.zoneRequired),
    module_id: id(MSG.moduleRequired),
    minimum_delivery_time: z.coerce.number({ message: MSG.minTimeRequired }).int(MSG.minTimeRequired).min(1, MSG.minTimeRequired).max(LIMITS.deliveryTime, MSG.tooLong),
    maximum_delivery_time: z.coerce.number({ message: MSG.maxTimeRequired }).int(MSG.maxTimeRequired).min(1, MSG.maxTimeRequired).max(LIMITS.deliveryTime, MSG.tooLong),
    delivery_time_type: z.enum(DELIVERY_TIME_UNITS).optional().default('minute'),
    tin: optionalText(LIMITS.tin),
    tin_expire_date: optionalText(10),
    business_plan: z.enum(BUSINESS_PLANS, { message: MSG.planRequired }).optional(),
    package_id: z.coerce.number().int().positive().optional(),
  })
  .refine(passwordsMatch, { message: MSG.passwordsMatch, path: ['confirm_password'] })
  .refine((v) => v.maximum_delivery_time > v.minimum_delivery_time, { message: MSG.timeOrder, path: ['maximum_delivery_time'] })
  .refine((v) => !v.tin_expire_date || futureDate(v.tin_expire_date), { message: MSG.expiryInvalid, path: ['tin_expire_date'] });

const riderSchema = z
  .object({
    ...owner,
    identity_type: z.enum(IDENTITY_TYPES, { message: MSG.identityTypeRequired }),
    identity_number: text(MSG.identityNumberRequired, LIMITS.identityNumber),
    vehicle_id: id(MSG.vehicleRequired),
    zone_id: id(MSG.zoneRequired),
    earning: z.enum([EARNING_TYPES.freelancer, EARNING_TYPES.salaried], { message: MSG.earningRequired }).optional(),
  })
  .refine(passwordsMatch, { message: MSG.passwordsMatch, path: ['confirm_password'] });

/** The body's fields with empty ones left out (a form posts every field, filled or not). */
function fields(ctx: Ctx): Record<string, unknown> {
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(body).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')));
}

function parse<T extends z.ZodType>(ctx: Ctx, schema: T): z.infer<T> {
  const r = schema.safeParse(fields(ctx));
  if (r.success) return r.data;
  const errors = r.error.issues.map((i) => ({ code: i.path.map(String).join('.') || 'validation', message: i.message }));
  throw ApiError.many(403, translated(ctx.lang, errors));
}

/** The files sent under a field (`name` or `name[]`); an empty file input posts a nameless empty part. */
function filesOf(ctx: Ctx, field: string): UploadedFile[] {
  const all = ctx.req.files ?? {};
  return [...(all[field] ?? []), ...(all[`${field}[]`] ?? [])].filter((f) => f.data.length > 0 || f.filename !== '');
}

function required(ctx: Ctx, field: string, message: string): UploadedFile {
  const [file] = filesOf(ctx, field);
  if (!file) throw new ApiError(403, field, say(ctx.lang, message));
  return file;
}

const pending = (lang: Ctx['lang']) => say(lang, 'Your application has been received and is pending approval.');

async function storeRegister(ctx: Ctx) {
  const settings = partnerSettings();
  if (!settings.storeRegistration) throw new ApiError(403, 'registration', say(ctx.lang, 'Store registration is closed.'));
  const input = parse(ctx, storeSchema);
  const plans = plansOffered(settings);
  const plan = plans.length === 0 ? null : plans.length === 1 ? plans[0]! : (input.business_plan ?? null);
  if (plans.length > 1 && (!plan || !plans.includes(plan))) throw new ApiError(403, 'business_plan', say(ctx.lang, MSG.planRequired));
  const packageId = plan === 'subscription' ? (input.package_id ?? null) : null;
  if (plan === 'subscription' && !(await packageSetting(ctx.db)).packages.some((p) => p.id === packageId)) throw new ApiError(403, 'package_id', say(ctx.lang, input.package_id ? 'The chosen package does not exist.' : MSG.packageRequired));
  if (settings.taxDocument && !input.tin) throw new ApiError(403, 'tin', say(ctx.lang, MSG.tinRequired));
  await checkPlace(ctx.db, ctx.lang, { lat: input.latitude, lng: input.longitude, zoneId: input.zone_id, moduleId: input.module_id });
  const email = input.email.toLowerCase();
  const phone = normalisePhone(input.phone);
  await assertNewPartner(ctx.db, ctx.lang, 'store', email, phone);
  const max = { maxKb: settings.imageMaxKb };
  const sent = { logo: required(ctx, 'logo', MSG.logoRequired), cover: required(ctx, 'cover_photo', MSG.coverRequired), document: settings.taxDocument ? required(ctx, 'tin_certificate_image', MSG.documentRequired) : null };
  // every file is checked before any is kept (side by side with the password's hash)
  const [logo, cover, document, passwordHash] = await Promise.all([
    checkPartnerFile(ctx.lang, sent.logo, 'logo', max),
    checkPartnerFile(ctx.lang, sent.cover, 'cover_photo', max),
    sent.document ? checkPartnerFile(ctx.lang, sent.document, 'tin_certificate_image', { ...max, pdf: true }) : null,
    hashPassword(input.password),
  ]);
  const [logoPath, coverPath, documentPath = null] = await keepFiles(ctx.db, [logo, cover, ...(document ? [document] : [])]);
  const [row] = await ctx.db
    .insert(storeApplications)
    .values({
      name: input.name,
      nameAr: input.name_ar,
      address: input.address,
      addressAr: input.address_ar,
      latitude: input.latitude,
      longitude: input.longitude,
      zoneId: input.zone_id,
      moduleId: input.module_id,
      logo: logoPath as string,
      coverPhoto: coverPath as string,
      minimumDeliveryTime: input.minimum_delivery_time,
      maximumDeliveryTime: input.maximum_delivery_time,
      deliveryTimeType: input.delivery_time_type,
      tin: settings.taxDocument ? input.tin : null,
      tinExpireDate: settings.taxDocument && input.tin_expire_date ? input.tin_expire_date : null,
      tinCertificate: documentPath,
      fName: input.f_name,
      lName: input.l_name,
      email,
      phone,
      passwordHash,
      businessPlan: plan,
      packageId,
    })
    .returning({ id: storeApplications.id })
    .catch(async (error: unknown) => {
      await dropFiles(ctx.db, [logoPath ?? null, coverPath ?? null, documentPath]);
      return duplicateApplication(ctx.lang, error);
    });
  return json({ message: pending(ctx.lang), store_id: row?.id, status: 'pending', business_plan: plan, package_id: packageId });
}

async function riderRegister(ctx: Ctx) {
  const settings = partnerSettings();
  if (!settings.riderRegistration) throw new ApiError(403, 'registration', say(ctx.lang, 'Delivery man registration is closed.'));
  const input = parse(ctx, riderSchema);
  const earnings = earningsOffered(settings);
  const earning = earnings.length === 1 ? EARNING_TYPES[earnings[0]!] : input.earning;
  if (earning === undefined) throw new ApiError(403, 'earning', say(ctx.lang, MSG.earningRequired));
  const [vehicle] = await ctx.db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.id, input.vehicle_id), eq(vehicles.status, 1)));
  if (!vehicle) throw new ApiError(403, 'vehicle_id', say(ctx.lang, 'The chosen vehicle does not exist.'));
  await checkZone(ctx.db, ctx.lang, input.zone_id);
  const email = input.email.toLowerCase();
  const phone = normalisePhone(input.phone);
  await assertNewPartner(ctx.db, ctx.lang, 'rider', email, phone);
  const identity = filesOf(ctx, 'identity_image');
  if (identity.length === 0) throw new ApiError(403, 'identity_image', say(ctx.lang, MSG.identityImageRequired));
  if (identity.length > MAX_IDENTITY_IMAGES) throw new ApiError(403, 'identity_image', say(ctx.lang, MSG.identityImagesMax));
  const max = { maxKb: settings.imageMaxKb };
  const profile = required(ctx, 'image', MSG.imageRequired);
  // every file is checked before any is kept (side by side with the password's hash)
  const [checked, image, passwordHash] = await Promise.all([Promise.all(identity.map((f) => checkPartnerFile(ctx.lang, f, 'identity_image', max))), checkPartnerFile(ctx.lang, profile, 'image', max), hashPassword(input.password)]);
  const paths = await keepFiles(ctx.db, [...checked, image]);
  const [row] = await ctx.db
    .insert(riderApplications)
    .values({
      fName: input.f_name,
      lName: input.l_name,
      email,
      phone,
      passwordHash,
      identityType: input.identity_type,
      identityNumber: input.identity_number,
      identityImages: paths.slice(0, checked.length),
      image: paths[checked.length] as string,
      vehicleId: input.vehicle_id,
      zoneId: input.zone_id,
      earning: Number(earning),
    })
    .returning({ id: riderApplications.id })
    .catch(async (error: unknown) => {
      await dropFiles(ctx.db, paths);
      return duplicateApplication(ctx.lang, error);
    });
  return json({ message: pending(ctx.lang), delivery_man_id: row?.id, status: 'pending' });
}

async function packageView(ctx: Ctx) {
  const unlimited = (v: number | 'unlimited') => (v === 'unlimited' ? 'unlimited' : String(v));
  const { packages, admin_commission } = await packageSetting(ctx.db);
  return json({
    packages: packages.map((p) => ({
      id: p.id,
      package_name: ctx.lang === 'ar' ? p.nameAr : p.name,
      price: p.price,
      validity: p.validity,
      max_order: unlimited(p.maxOrder),
      max_product: unlimited(p.maxProduct),
      pos: p.pos ? 1 : 0,
      mobile_app: p.mobileApp ? 1 : 0,
      chat: p.chat ? 1 : 0,
      review: p.review ? 1 : 0,
      self_delivery: p.selfDelivery ? 1 : 0,
      status: 1,
      default: 0,
      colour: p.colour,
      text: ctx.lang === 'ar' ? p.textAr : p.text,
    })),
    admin_commission,
  });
}

const planSchema = z.object({
  store_id: id('The store id field is required.'),
  business_plan: z.enum(BUSINESS_PLANS, { message: MSG.planRequired }),
  package_id: z.coerce.number().int().positive().optional(),
});

/** The plan of a pending application that has none yet (the store's second step in 6amMart's apps). */
async function businessPlan(ctx: Ctx) {
  const input = parse(ctx, planSchema);
  if (!plansOffered(partnerSettings()).includes(input.business_plan)) throw new ApiError(403, 'business_plan', say(ctx.lang, MSG.planRequired));
  const packageId = input.business_plan === 'subscription' ? (input.package_id ?? null) : null;
  if (input.business_plan === 'subscription' && !(await packageSetting(ctx.db)).packages.some((p) => p.id === packageId)) throw new ApiError(403, 'package_id', say(ctx.lang, MSG.packageRequired));
  const [row] = await ctx.db
    .update(storeApplications)
    .set({ businessPlan: input.business_plan, packageId, updatedAt: new Date() })
    .where(and(eq(storeApplications.id, input.store_id), eq(storeApplications.status, 'pending'), isNull(storeApplications.businessPlan)))
    .returning({ id: storeApplications.id });
  if (!row) throw new ApiError(404, 'store_id', say(ctx.lang, 'No pending application without a plan has this id.'));
  return json({ message: pending(ctx.lang), store_id: row.id, business_plan: input.business_plan, package_id: packageId });
}

export const routes: Route[] = [
  { method: 'POST', path: 'auth/vendor/register', handler: storeRegister },
  { method: 'POST', path: 'auth/delivery-man/store', handler: riderRegister },
  { method: 'GET', path: 'vendor/package-view', handler: packageView },
  { method: 'POST', path: 'vendor/business_plan', handler: businessPlan },
];
