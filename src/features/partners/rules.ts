/**
 * The registration forms' checks in the browser (formik + yup), built from the same rules and
 * messages the embedded API checks with (src/contract/partner-rules.ts). Files are checked by
 * their type and size before they are sent; the server reads their bytes again.
 */
import * as yup from 'yup';
import { EMAIL_PATTERN, futureDate, IDENTITY_TYPES, LIMITS, MAX_IDENTITY_IMAGES, MSG, PHONE_PATTERN, phoneDigits, type PartnerSwitches } from '@/contract/partner-rules';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

export interface FileProblem {
  message: string;
  values?: Record<string, string | number>;
}

/** What is wrong with the chosen files of a field (null when nothing). */
export function fileProblem(files: readonly File[], opts: { required: string | null; maxKb: number; pdf?: boolean; max?: number }): FileProblem | null {
  if (files.length === 0) return opts.required ? { message: opts.required } : null;
  if (opts.max && files.length > opts.max) return { message: MSG.identityImagesMax };
  for (const f of files) {
    const ok = IMAGE_TYPES.includes(f.type) || (opts.pdf === true && f.type === 'application/pdf');
    if (!ok) return { message: opts.pdf ? MSG.documentType : MSG.imageType };
    if (f.size > opts.maxKb * 1024) return { message: MSG.imageSize, values: { kb: opts.maxKb } };
  }
  return null;
}

const owner = {
  f_name: yup.string().trim().required(MSG.fNameRequired).max(LIMITS.name, MSG.tooLong),
  l_name: yup.string().trim().max(LIMITS.name, MSG.tooLong),
  email: yup.string().trim().required(MSG.emailRequired).max(LIMITS.email, MSG.tooLong).matches(EMAIL_PATTERN, MSG.emailInvalid),
  phone: yup
    .string()
    .trim()
    .required(MSG.phoneRequired)
    .min(LIMITS.phoneMin, MSG.phoneShort)
    .test('phone', MSG.phoneInvalid, (v) => !v || PHONE_PATTERN.test(phoneDigits(v))),
  password: yup.string().required(MSG.passwordRequired).min(LIMITS.password, MSG.passwordShort).max(LIMITS.passwordMax, MSG.tooLong),
  confirm_password: yup
    .string()
    .required(MSG.passwordsMatch)
    .oneOf([yup.ref('password')], MSG.passwordsMatch),
};

/** The store form's first step (the store, its place and its owner). */
export function storeStepOneSchema(s: PartnerSwitches) {
  return yup.object({
    ...owner,
    name: yup.string().trim().required(MSG.storeNameRequired).max(LIMITS.storeName, MSG.tooLong),
    name_ar: yup.string().trim().max(LIMITS.storeName, MSG.tooLong),
    address: yup.string().trim().required(MSG.addressRequired).max(LIMITS.address, MSG.tooLong),
    address_ar: yup.string().trim().max(LIMITS.address, MSG.tooLong),
    latitude: yup.string().trim().required(MSG.pointRequired),
    longitude: yup.string().trim().required(MSG.pointRequired),
    zone_id: yup.string().required(MSG.zoneRequired),
    module_id: yup.string().required(MSG.moduleRequired),
    minimum_delivery_time: yup.number().typeError(MSG.minTimeRequired).required(MSG.minTimeRequired).integer(MSG.minTimeRequired).min(1, MSG.minTimeRequired).max(LIMITS.deliveryTime, MSG.tooLong),
    maximum_delivery_time: yup
      .number()
      .typeError(MSG.maxTimeRequired)
      .required(MSG.maxTimeRequired)
      .integer(MSG.maxTimeRequired)
      .max(LIMITS.deliveryTime, MSG.tooLong)
      .test('order', MSG.timeOrder, function check(v) {
        const min = Number((this.parent as { minimum_delivery_time?: unknown }).minimum_delivery_time);
        return v === undefined || !Number.isFinite(min) || v > min;
      }),
    tin: s.taxDocument ? yup.string().trim().required(MSG.tinRequired).max(LIMITS.tin, MSG.tooLong) : yup.string(),
    tin_expire_date: yup.string().test('future', MSG.expiryInvalid, (v) => !v || futureDate(v)),
  });
}

/** The store form's second step: the business plan, when the config offers more than one. */
export function storePlanSchema(plans: readonly string[]) {
  return yup.object({
    business_plan: plans.length > 1 ? yup.string().required(MSG.planRequired).oneOf([...plans], MSG.planRequired) : yup.string(),
    package_id: yup.string().when('business_plan', { is: 'subscription', then: (x) => x.required(MSG.packageRequired), otherwise: (x) => x }),
  });
}

export function riderSchema(earningChoice: boolean) {
  return yup.object({
    ...owner,
    identity_type: yup.string().required(MSG.identityTypeRequired).oneOf([...IDENTITY_TYPES], MSG.identityTypeRequired),
    identity_number: yup.string().trim().required(MSG.identityNumberRequired).max(LIMITS.identityNumber, MSG.tooLong),
    vehicle_id: yup.string().required(MSG.vehicleRequired),
    zone_id: yup.string().required(MSG.zoneRequired),
    earning: earningChoice ? yup.string().required(MSG.earningRequired) : yup.string(),
  });
}

export const IDENTITY_MAX = MAX_IDENTITY_IMAGES;
