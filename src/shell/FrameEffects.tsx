import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { toast } from '@/components/toast';
import { parseLanguage } from '@/lib/session';
import { takeLanguageChanged } from './language-change';

/**
 * Effects of the frame with nothing to draw: the first page after a language switch says so
 * in the new language. (Every browser call carries the page's language as X-localization:
 * see src/api/http.ts.)
 */
export function FrameEffects() {
  const router = useRouter();
  const { t, i18n } = useTranslation('layout');
  const locale = parseLanguage(router.locale);

  // the route's locale changes a moment before the translations do: wait for both, or the notice would be in the old language
  const translated = i18n.language === locale;
  useEffect(() => {
    if (translated && takeLanguageChanged(locale)) toast.success(t('Language has been changed'), { id: 'language-changed' });
  }, [locale, t, translated]);

  return null;
}
