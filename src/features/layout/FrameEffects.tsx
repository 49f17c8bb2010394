import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { getBrowserHttp } from '@/api/http';
import { parseLanguage } from '@/lib/session';
import { takeLanguageChanged } from './language-change';
import { withLocalization } from './localization-header';

/**
 * Effects of the frame with nothing to draw: every browser call carries the page's language
 * as X-localization (calls that state their own scope keep it), and the first page after a
 * language switch says so in the new language.
 */
export function FrameEffects() {
  const router = useRouter();
  const { t, i18n } = useTranslation('layout');
  const locale = parseLanguage(router.locale);

  useEffect(() => {
    const http = getBrowserHttp();
    const id = http.interceptors.request.use((config) => withLocalization(config, locale));
    return () => http.interceptors.request.eject(id);
  }, [locale]);

  // the route's locale changes a moment before the translations do: wait for both, or the notice would be in the old language
  const translated = i18n.language === locale;
  useEffect(() => {
    if (translated && takeLanguageChanged(locale)) toast.success(t('Language has been changed'), { id: 'language-changed' });
  }, [locale, t, translated]);

  return null;
}
