/**
 * Partner registrations (handlers/partners.ts): the config's switches, the Arabic of the shared
 * messages (src/contract/partner-rules.ts), the point's zone and module, repeats of an e-mail or
 * phone, and the files (checked by their bytes, all before any is kept, through storage.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Lang } from '../context';
import type { Db } from '../db/client';
import { deliveryMen, moduleZones, modules, settings, stores, zones } from '../db/schema';
import { riderApplications, storeApplications } from '../db/schema-partners';
import { ApiError, type ErrorEntry } from '../http';
import type { UploadedFile } from '../types';
import { MSG, partnerSwitches, type PartnerSwitches } from '../../contract/partner-rules';
import { configOverrides } from './config-overrides';
import { pointInPolygon } from './geo';
import { imageType, removeStored } from './storage';

/** A subscription package a new store may choose (seeded in settings under `subscription_packages`). */
export interface PackageDef {
  id: number;
  name: string;
  nameAr: string;
  price: number;
  /** days */
  validity: number;
  maxOrder: number | 'unlimited';
  maxProduct: number | 'unlimited';
  pos: boolean;
  mobileApp: boolean;
  chat: boolean;
  review: boolean;
  selfDelivery: boolean;
  colour: string;
  text: string;
  textAr: string;
}

export interface PackageSetting {
  packages: PackageDef[];
  admin_commission: number;
}

/** The seeded packages and the commission plan's rate (none before the seed has them). */
export async function packageSetting(db: Db): Promise<PackageSetting> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'subscription_packages'));
  const value = row?.value as Partial<PackageSetting> | undefined;
  return { packages: Array.isArray(value?.packages) ? value.packages : [], admin_commission: Number(value?.admin_commission ?? 0) };
}

/** The registration fields of the embedded config (SOUK_CONFIG_OVERRIDES may change each). */
export const PARTNER_CONFIG = {
  commission_business_model: 1,
  subscription_business_model: 1,
  store_tax_document_status: 1,
  dm_freelancer_status: 1,
  dm_salaried_status: 1,
  partner_image_max_kb: 2048,
};

export function partnerSettings(): PartnerSwitches {
  return partnerSwitches({ ...PARTNER_CONFIG, toggle_store_registration: 1, toggle_dm_registration: 1, ...configOverrides() });
}

const AR: Record<string, string> = {
  [MSG.fNameRequired]: 'الاسم الأول مطلوب',
  [MSG.storeNameRequired]: 'اسم المتجر مطلوب',
  [MSG.addressRequired]: 'عنوان المتجر مطلوب',
  [MSG.tooLong]: 'هذا الحقل طويل جداً',
  [MSG.pointRequired]: 'حدد موقع المتجر على الخريطة',
  [MSG.zoneRequired]: 'اختر منطقة',
  [MSG.moduleRequired]: 'اختر نوع النشاط',
  [MSG.emailRequired]: 'البريد الإلكتروني مطلوب',
  [MSG.emailInvalid]: 'يجب أن يكون بريداً إلكترونياً صالحاً',
  [MSG.phoneRequired]: 'يرجى إدخال رقم هاتف',
  [MSG.phoneShort]: 'يجب أن يتكون الرقم من 10 أرقام',
  [MSG.phoneInvalid]: 'يجب أن يكون رقم هاتف صالحاً',
  [MSG.passwordRequired]: 'كلمة المرور مطلوبة',
  [MSG.passwordShort]: 'كلمة المرور قصيرة جداً - يجب ألا تقل عن 6 أحرف.',
  [MSG.passwordsMatch]: 'كلمتا المرور غير متطابقتين',
  [MSG.minTimeRequired]: 'أقل وقت للتوصيل مطلوب',
  [MSG.maxTimeRequired]: 'أطول وقت للتوصيل مطلوب',
  [MSG.timeOrder]: 'يجب أن يكون أطول وقت للتوصيل أكبر من أقله',
  [MSG.tinRequired]: 'الرقم الضريبي مطلوب',
  [MSG.expiryInvalid]: 'يجب أن يكون تاريخ انتهاء الرخصة في المستقبل',
  [MSG.planRequired]: 'اختر خطة العمل',
  [MSG.packageRequired]: 'اختر باقة اشتراك',
  [MSG.logoRequired]: 'شعار المتجر مطلوب',
  [MSG.coverRequired]: 'صورة الغلاف مطلوبة',
  [MSG.documentRequired]: 'المستند الضريبي أو الرخصة مطلوب',
  [MSG.identityTypeRequired]: 'اختر نوع الهوية',
  [MSG.identityNumberRequired]: 'رقم الهوية مطلوب',
  [MSG.identityImageRequired]: 'أضف صورة لوثيقة هويتك',
  [MSG.identityImagesMax]: 'صورتان للهوية على الأكثر',
  [MSG.vehicleRequired]: 'اختر مركبة',
  [MSG.earningRequired]: 'اختر نوع الأجر',
  [MSG.imageRequired]: 'الصورة الشخصية مطلوبة',
  [MSG.imageType]: 'يجب أن يكون الملف صورة: jpg أو png أو gif',
  [MSG.documentType]: 'يجب أن يكون الملف صورة (jpg أو png أو gif) أو ملف PDF',
  [MSG.imageSize]: 'يجب ألا يزيد حجم الملف عن {{kb}} كيلوبايت',
  'The email has already been taken.': 'البريد الإلكتروني مستخدم بالفعل.',
  'The phone has already been taken.': 'رقم الهاتف مستخدم بالفعل.',
  'The chosen zone does not exist.': 'المنطقة المختارة غير موجودة.',
  'The location is outside the chosen zone.': 'الموقع خارج المنطقة المختارة.',
  'Service not available in this area': 'الخدمة غير متوفرة في هذه المنطقة',
  'This business module is not served in the chosen zone.': 'نوع النشاط هذا غير متاح في المنطقة المختارة.',
  'The chosen vehicle does not exist.': 'المركبة المختارة غير موجودة.',
  'The chosen package does not exist.': 'الباقة المختارة غير موجودة.',
  'Your application has been received and is pending approval.': 'تم استلام طلبك وهو بانتظار الموافقة.',
  'No pending application without a plan has this id.': 'لا يوجد طلب قيد الانتظار بدون خطة بهذا الرقم.',
  'Store registration is closed.': 'تسجيل المتاجر مغلق.',
  'Delivery man registration is closed.': 'تسجيل السائقين مغلق.',
};

/** A shared message (with its {{kb}}) in the caller's language. */
export function say(lang: Lang, message: string, values: Record<string, string | number> = {}): string {
  const text = lang === 'ar' ? (AR[message] ?? message) : message;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

export function translated(lang: Lang, errors: ErrorEntry[]): ErrorEntry[] {
  return errors.map((e) => ({ code: e.code, message: say(lang, e.message) }));
}

/** 403 code `zone_id` unless the zone is an active one. */
export async function checkZone(db: Db, lang: Lang, zoneId: number): Promise<void> {
  const [zone] = await db.select({ id: zones.id }).from(zones).where(and(eq(zones.id, zoneId), eq(zones.status, 1)));
  if (!zone) throw new ApiError(403, 'zone_id', say(lang, 'The chosen zone does not exist.'));
}

/** 403 code `zone_id`, `coordinates` or `module_id` unless the point lies in the zone and the zone serves the module. */
export async function checkPlace(db: Db, lang: Lang, at: { lat: number; lng: number; zoneId: number; moduleId: number | null }): Promise<void> {
  const active = await db.select().from(zones).where(eq(zones.status, 1));
  const zone = active.find((z) => z.id === at.zoneId);
  if (!zone) throw new ApiError(403, 'zone_id', say(lang, 'The chosen zone does not exist.'));
  if (!pointInPolygon(at.lat, at.lng, zone.coordinates)) {
    const anywhere = active.some((z) => pointInPolygon(at.lat, at.lng, z.coordinates));
    throw new ApiError(403, 'coordinates', say(lang, anywhere ? 'The location is outside the chosen zone.' : 'Service not available in this area'));
  }
  if (at.moduleId === null) return;
  const [served] = await db
    .select({ id: modules.id })
    .from(moduleZones)
    .innerJoin(modules, eq(modules.id, moduleZones.moduleId))
    .where(and(eq(moduleZones.zoneId, at.zoneId), eq(moduleZones.moduleId, at.moduleId), eq(modules.status, 1)));
  if (!served) throw new ApiError(403, 'module_id', say(lang, 'This business module is not served in the chosen zone.'));
}

/** 403 with one entry per clash: the e-mail or phone of another application of this kind (or of a store or rider already there). */
export async function assertNewPartner(db: Db, lang: Lang, kind: 'store' | 'rider', email: string, phone: string): Promise<void> {
  const table = kind === 'store' ? storeApplications : riderApplications;
  const errors: ErrorEntry[] = [];
  const [byEmail] = await db.select({ id: table.id }).from(table).where(eq(table.email, email));
  const storeEmail = kind === 'store' ? (await db.select({ id: stores.id }).from(stores).where(eq(stores.email, email)))[0] : undefined;
  if (byEmail || storeEmail) errors.push({ code: 'email', message: say(lang, 'The email has already been taken.') });
  const [byPhone] = await db.select({ id: table.id }).from(table).where(eq(table.phone, phone));
  const other =
    kind === 'store'
      ? (await db.select({ id: stores.id }).from(stores).where(eq(stores.phone, phone)))[0]
      : (await db.select({ id: deliveryMen.id }).from(deliveryMen).where(eq(deliveryMen.phone, phone)))[0];
  if (byPhone || other) errors.push({ code: 'phone', message: say(lang, 'The phone has already been taken.') });
  if (errors.length) throw ApiError.many(403, errors);
}

/** A unique-index race between the check and the insert is still the clear 403. */
export function duplicateApplication(lang: Lang, error: unknown): never {
  const text = String((error as { message?: unknown })?.message ?? '') + String((error as { cause?: { message?: unknown } })?.cause?.message ?? '');
  if (/applications_email_idx/.test(text)) throw new ApiError(403, 'email', say(lang, 'The email has already been taken.'));
  if (/applications_phone_idx/.test(text)) throw new ApiError(403, 'phone', say(lang, 'The phone has already been taken.'));
  throw error;
}

interface CheckedFile {
  key: string;
  contentType: string;
  data: Buffer;
}

/**
 * A file of the form, checked by its bytes: a jpg, png or gif (a PDF too where `pdf`) of at most
 * the config's size. 403 with the field as the code and the shared message otherwise.
 */
export async function checkPartnerFile(lang: Lang, file: UploadedFile, field: string, opts: { maxKb: number; pdf?: boolean }): Promise<CheckedFile> {
  if (file.data.length > opts.maxKb * 1024) throw new ApiError(403, field, say(lang, MSG.imageSize, { kb: opts.maxKb }));
  const image = await imageType(file.data);
  if (image) return { key: `${randomBytes(16).toString('hex')}.${image.ext}`, contentType: image.mime, data: file.data };
  if (opts.pdf && file.data.subarray(0, 5).toString('latin1') === '%PDF-') return { key: `${randomBytes(16).toString('hex')}.pdf`, contentType: 'application/pdf', data: file.data };
  throw new ApiError(403, field, say(lang, opts.pdf ? MSG.documentType : MSG.imageType));
}

/** Keeps checked files (every one or none, in the file store); answers their media paths (`uploads/<key>`). */
export { keepFiles } from './storage';

export async function dropFiles(db: Db, paths: (string | null)[]): Promise<void> {
  await removeStored(db, ...paths);
}
