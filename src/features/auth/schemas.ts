/** The forms' yup schemas, with the spec's messages word for word (01-foundations.md section 5). */
import * as yup from 'yup';

export const MESSAGES = {
  nameRequired: 'First name is required',
  emailInvalid: 'Must be a valid email',
  emailRequired: 'Email is required',
  phoneRequired: 'Please give a phone number',
  phoneShort: 'number must be 10 digits',
  passwordRequired: 'Password is required',
  passwordShort: 'Password is too short - should be 6 chars minimum.',
  confirmRequired: 'Confirm Password',
  confirmMatch: 'Passwords must match',
  termsRequired: 'You must accept the terms and conditions',
  codeEmpty: 'field is empty',
  addressRequired: 'Address is required',
  contactNameRequired: 'Name is required',
  contactPhoneRequired: 'Phone Number is required',
  profileName: 'name is required',
  profilePhone: 'phone number required',
  identifierRequired: 'Email or phone number is required',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_DIGITS = /^\+?\d+$/;

const email = () => yup.string().trim().matches(EMAIL, { message: MESSAGES.emailInvalid, excludeEmptyString: true }).max(255).required(MESSAGES.emailRequired);
const phone = () => yup.string().trim().required(MESSAGES.phoneRequired).min(10, MESSAGES.phoneShort);
const password = () => yup.string().required(MESSAGES.passwordRequired).min(6, MESSAGES.passwordShort);

export const signUpSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.nameRequired),
  ref_code: yup.string().trim().optional(),
  email: email(),
  phone: phone(),
  password: password(),
  confirm_password: yup
    .string()
    .required(MESSAGES.confirmRequired)
    .oneOf([yup.ref('password')], MESSAGES.confirmMatch),
  terms: yup.boolean().oneOf([true], MESSAGES.termsRequired).required(MESSAGES.termsRequired),
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const otpPhoneSchema = yup.object({ phone: phone() });
/** The phone step after a social sign-in that gave no e-mail. */
export const socialPhoneSchema = otpPhoneSchema;

export const otpCodeSchema = yup.object({
  otp: yup
    .string()
    .required(MESSAGES.codeEmpty)
    .matches(/^\d{6}$/, MESSAGES.codeEmpty),
});

/** user_info: what is asked depends on how the shopper signed in. */
export function userInfoSchema(loginType: 'otp' | 'social' | 'manual', knownEmail: boolean) {
  return yup.object({
    name: yup.string().trim().required(MESSAGES.nameRequired),
    email: loginType === 'otp' ? email() : knownEmail ? yup.string().optional() : email(),
    phone: loginType === 'social' ? phone() : yup.string().optional(),
  });
}

export const addressSchema = yup.object({
  address: yup.string().trim().required(MESSAGES.addressRequired),
  contact_person_name: yup.string().trim().required(MESSAGES.contactNameRequired),
  contact_person_number: yup.string().trim().required(MESSAGES.contactPhoneRequired),
});

export const profileSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.profileName),
  phone: yup.string().trim().required(MESSAGES.profilePhone).matches(PHONE_DIGITS, MESSAGES.profilePhone),
  email: email(),
  password: yup.string().min(6, MESSAGES.passwordShort).optional(),
  confirm_password: yup.string().when('password', {
    is: (v: string | undefined) => Boolean(v),
    then: (s) => s.required(MESSAGES.confirmRequired).oneOf([yup.ref('password')], MESSAGES.confirmMatch),
    otherwise: (s) => s.optional(),
  }),
});

export const forgotSchema = yup.object({ email_or_phone: yup.string().trim().required(MESSAGES.identifierRequired) });
export const resetSchema = yup.object({
  reset_token: yup.string().required(MESSAGES.codeEmpty).matches(/^\d{6}$/, MESSAGES.codeEmpty),
  password: password(),
  confirm_password: yup
    .string()
    .required(MESSAGES.confirmRequired)
    .oneOf([yup.ref('password')], MESSAGES.confirmMatch),
});
