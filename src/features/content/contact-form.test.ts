import { CONTACT_MESSAGES, contactMailto, contactSchema } from './contact-form';

async function firstErrors(values: Record<string, string>): Promise<Record<string, string>> {
  try {
    await contactSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const entry of (error as { inner: { path?: string; message: string }[] }).inner) {
      if (entry.path && !(entry.path in out)) out[entry.path] = entry.message;
    }
    return out;
  }
}

const labels = { subject: 'Help request', name: 'Name', phone: 'Phone', email: 'Email' };

describe('the help and support contact form', () => {
  it('requires name, phone and email, each with its own message', async () => {
    expect(await firstErrors({ name: ' ', phone: '', email: '' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      phone: CONTACT_MESSAGES.phoneRequired,
      email: CONTACT_MESSAGES.emailRequired,
    });
  });

  it('refuses a malformed phone number or email', async () => {
    expect(await firstErrors({ name: 'Sara', phone: 'call me', email: 'sara@souk' })).toEqual({
      phone: CONTACT_MESSAGES.phoneInvalid,
      email: CONTACT_MESSAGES.emailInvalid,
    });
  });

  it('accepts a complete form', async () => {
    expect(await firstErrors({ name: 'Sara', phone: '+971 50 123 4567', email: 'sara@mail.test', message: 'Where is my order?' })).toEqual({});
  });

  it('prefills a mail to the marketplace with the message and the contact details', () => {
    const href = contactMailto('hello@souk.test', { name: 'Sara H', phone: '+971 50 123 4567', email: 'sara@mail.test', message: 'Where is my order?' }, labels);
    expect(href.startsWith('mailto:hello@souk.test?subject=')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Help request - Sara H');
    expect(query.get('body')).toBe('Where is my order?\r\n\r\nName: Sara H\r\nPhone: +971 50 123 4567\r\nEmail: sara@mail.test');
  });
});
