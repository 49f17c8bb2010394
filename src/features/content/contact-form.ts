import * as yup from 'yup';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Must be a valid phone number',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  messageLong: 'Message must be at most 1000 characters',
} as const;

const PHONE = /^\+?[0-9][0-9\s()-]{5,18}[0-9]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const contactSchema = yup.object({
  name: yup.string().trim().required(CONTACT_MESSAGES.nameRequired).max(100),
  phone: yup.string().trim().required(CONTACT_MESSAGES.phoneRequired).matches(PHONE, CONTACT_MESSAGES.phoneInvalid),
  email: yup
    .string()
    .trim()
    .required(CONTACT_MESSAGES.emailRequired)
    .max(255, CONTACT_MESSAGES.emailInvalid)
    .matches(EMAIL, CONTACT_MESSAGES.emailInvalid),
  message: yup.string().trim().max(1000, CONTACT_MESSAGES.messageLong).default(''),
});

export type ContactValues = yup.InferType<typeof contactSchema>;

export interface MailLabels {
  subject: string;
  name: string;
  phone: string;
  email: string;
}

/**
 * The contract has no contact endpoint, so the form hands the message to the shopper's own
 * mail app: a mailto link to the marketplace's address with subject and body filled in.
 */
export function contactMailto(to: string, values: ContactValues, labels: MailLabels): string {
  const body = [
    values.message.trim(),
    '',
    `${labels.name}: ${values.name.trim()}`,
    `${labels.phone}: ${values.phone.trim()}`,
    `${labels.email}: ${values.email.trim()}`,
  ]
    .join('\r\n')
    .replace(/^\r\n\r\n/, '');
  const query = `subject=${encodeURIComponent(`${labels.subject} - ${values.name.trim()}`)}&body=${encodeURIComponent(body.trimStart())}`;
  return `mailto:${encodeURIComponent(to.trim()).replace('%40', '@')}?${query}`;
}
