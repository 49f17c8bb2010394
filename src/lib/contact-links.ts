/** tel: and mailto: links for the store's contact details (footer, help page). */

/** tel: links keep only the digits and a leading plus. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function mailtoHref(email: string | null | undefined): string | null {
  return email && EMAIL.test(email.trim()) ? `mailto:${email.trim()}` : null;
}
