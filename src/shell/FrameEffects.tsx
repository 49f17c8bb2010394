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
  const { t } = useTranslation('layout');
  const locale = parseLanguage(router.locale);

  // the page's translations come with its props, in the same render as its locale: the notice is in the new language
  useEffect(() => {
    if (takeLanguageChanged(locale)) toast.success(t('Language has been changed'), { id: 'language-changed' });
  }, [locale, t]);

  return null;
}
