import type { AnyObjectSchema } from 'yup';
import { addressSchema, forgotSchema, MESSAGES, otpCodeSchema, otpPhoneSchema, profileSchema, resetSchema, signUpSchema, userInfoSchema } from './schemas';

/** The first message per field, in field order. */
async function errorsOf(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const e of (error as { inner: { path?: string; message: string }[] }).inner) if (e.path && !(e.path in out)) out[e.path] = e.message;
    return out;
  }
}

const goodSignUp = { name: 'Omar', email: 'omar@example.com', phone: '+971501112233', password: 'secret1', confirm_password: 'secret1', terms: true };

describe('sign-up schema', () => {
  it('names every missing field with the spec words', async () => {
    expect(await errorsOf(signUpSchema, { terms: false })).toEqual({
      name: 'First name is required',
      email: 'Email is required',
      phone: 'Please give a phone number',
      password: 'Password is required',
      confirm_password: 'Confirm Password',
      terms: 'You must accept the terms and conditions',
    });
  });

  it('checks the e-mail, the phone length, the password length and the confirmation', async () => {
    expect(await errorsOf(signUpSchema, { ...goodSignUp, email: 'omar@', phone: '12345', password: '12345', confirm_password: 'x' })).toEqual({
      email: 'Must be a valid email',
      phone: 'number must be 10 digits',
      password: 'Password is too short - should be 6 chars minimum.',
      confirm_password: 'Passwords must match',
    });
    expect(await errorsOf(signUpSchema, goodSignUp)).toEqual({});
    expect(await errorsOf(signUpSchema, { ...goodSignUp, ref_code: 'ABC123' })).toEqual({});
  });
});

describe('the other schemas', () => {
  it('OTP phone and code', async () => {
    expect(await errorsOf(otpPhoneSchema, { phone: '' })).toEqual({ phone: MESSAGES.phoneRequired });
    expect(await errorsOf(otpPhoneSchema, { phone: '+97150' })).toEqual({ phone: 'number must be 10 digits' });
    expect(await errorsOf(otpCodeSchema, { otp: '' })).toEqual({ otp: 'field is empty' });
    expect(await errorsOf(otpCodeSchema, { otp: '12345' })).toEqual({ otp: 'field is empty' });
    expect(await errorsOf(otpCodeSchema, { otp: '123456' })).toEqual({});
  });

  it('address: the three required messages', async () => {
    expect(await errorsOf(addressSchema, {})).toEqual({ address: 'Address is required', contact_person_name: 'Name is required', contact_person_number: 'Phone Number is required' });
  });

  it('profile: name, phone and e-mail, and a password only with its confirmation', async () => {
    expect(await errorsOf(profileSchema, { name: '', phone: '', email: '' })).toEqual({ name: 'name is required', phone: 'phone number required', email: 'Email is required' });
    expect(await errorsOf(profileSchema, { name: 'A', phone: '+97150x', email: 'a@example.com' })).toEqual({ phone: 'phone number required' });
    expect(await errorsOf(profileSchema, { name: 'A', phone: '+971501112233', email: 'a@example.com', password: 'secret1' })).toEqual({ confirm_password: 'Confirm Password' });
    expect(await errorsOf(profileSchema, { name: 'A', phone: '+971501112233', email: 'a@example.com' })).toEqual({});
  });

  it('user info asks for what the sign-in method did not give', async () => {
    expect(await errorsOf(userInfoSchema('otp', false), {})).toEqual({ name: 'First name is required', email: 'Email is required' });
    expect(await errorsOf(userInfoSchema('social', true), {})).toEqual({ name: 'First name is required', phone: 'Please give a phone number' });
  });

  it('forgot and reset password', async () => {
    expect(await errorsOf(forgotSchema, { email_or_phone: ' ' })).toEqual({ email_or_phone: 'Email or phone number is required' });
    expect(await errorsOf(resetSchema, { reset_token: '1', password: 'secret1', confirm_password: 'secret2' })).toEqual({ reset_token: 'field is empty', confirm_password: 'Passwords must match' });
  });
});
