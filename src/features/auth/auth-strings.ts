import { useTranslation } from '@/lib/i18n';
import en from '../../../public/locales/en/auth.json';
import ar from '../../../public/locales/ar/auth.json';

const BUNDLES: Record<string, Record<string, string>> = { en, ar };

/**
 * The auth namespace, shipped inside the lazily loaded auth code (so no catalogue page carries
 * it) and added to the page's translations on first use.
 */
export function useAuthT() {
  const translation = useTranslation('auth');
  const { i18n } = translation;
  const lng = i18n.language === 'ar' ? 'ar' : 'en';
  if (!i18n.hasResourceBundle(lng, 'auth')) i18n.addResourceBundle(lng, 'auth', BUNDLES[lng] ?? en);
  return translation;
}
