import { loginBody, loginOutcome, signInSchema, SIGN_IN_MESSAGES } from './sign-in-schema';

/** The first message of each field, as the form shows them. */
async function errorsOf(values: Record<string, string>): Promise<string[]> {
  try {
    await signInSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    const inner = (error as { inner: { path?: string; message: string }[] }).inner;
    const first = new Map<string, string>();
    for (const entry of inner) if (entry.path && !first.has(entry.path)) first.set(entry.path, entry.message);
    return [...first.values()];
  }
}

describe('sign-in validation', () => {
  it('asks for both fields when they are empty', async () => {
    expect(await errorsOf({ email_or_phone: '', password: '' })).toEqual([
      SIGN_IN_MESSAGES.identifierRequired,
      SIGN_IN_MESSAGES.passwordRequired,
    ]);
  });

  it('refuses something that is neither an email nor a phone number', async () => {
    expect(await errorsOf({ email_or_phone: 'demo@souk', password: 'secret1' })).toEqual([SIGN_IN_MESSAGES.identifierInvalid]);
    expect(await errorsOf({ email_or_phone: '0501234567', password: 'secret1' })).toEqual([SIGN_IN_MESSAGES.identifierInvalid]);
  });

  it('accepts an email or an international phone number', async () => {
    expect(await errorsOf({ email_or_phone: 'demo@souk.test', password: 'souk-demo-1' })).toEqual([]);
    expect(await errorsOf({ email_or_phone: '+971 50 123 4567', password: 'souk-demo-1' })).toEqual([]);
  });

  it('refuses a password shorter than 6 characters', async () => {
    expect(await errorsOf({ email_or_phone: 'demo@souk.test', password: '12345' })).toEqual([SIGN_IN_MESSAGES.passwordShort]);
  });
});

describe('the login body', () => {
  it('sends an email as field_type email with the guest id', () => {
    expect(loginBody({ email_or_phone: ' demo@souk.test ', password: 'souk-demo-1' }, 'g-1')).toEqual({
      email_or_phone: 'demo@souk.test',
      password: 'souk-demo-1',
      login_type: 'manual',
      field_type: 'email',
      guest_id: 'g-1',
    });
  });

  it('sends a phone number without spaces as field_type phone', () => {
    expect(loginBody({ email_or_phone: '+971 50-123 4567', password: 'secret1' }, null)).toEqual({
      email_or_phone: '+971501234567',
      password: 'secret1',
      login_type: 'manual',
      field_type: 'phone',
    });
  });
});

describe('what a sign-in answer means', () => {
  it('is signed in when the gateway says so or a token came back', () => {
    expect(loginOutcome({ token: null, signed_in: true })).toBe('signed-in');
    expect(loginOutcome({ token: 'abc' })).toBe('signed-in');
  });

  it('needs more when the backend asks for personal info or verification', () => {
    expect(loginOutcome({ token: null, is_personal_info: 0 })).toBe('needs-profile');
    expect(loginOutcome({ token: null, is_personal_info: 1, is_phone_verified: 0, is_email_verified: 1 })).toBe('needs-verification');
    expect(loginOutcome({ token: null })).toBe('refused');
  });
});
