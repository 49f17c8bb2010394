import { useTranslation } from 'next-i18next/pages';
import { lazyMui } from '@/theme/lazy-mui';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type MouseEvent } from 'react';
import ui from '@/components/controls.module.css';
import { GlobeIcon } from '@/components/icons';
import { saveLanguage } from '@/features/session/cookies-client';
import { parseLanguage, type Language } from '@/lib/session';
import { markLanguageChanged } from './language-change';

const ConfirmDialog = lazyMui(() => import('./ConfirmDialog'));

/** Each language named in its own script, as shoppers look for it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * The language switch: a real link to this page in the other language (crawlable, and it
 * works without JavaScript), which in the browser first asks for confirmation and then
 * navigates under the other locale (a client navigation, not a reload).
 */
export function LanguageLink({ fullWidth = false }: { fullWidth?: boolean }) {
  const router = useRouter();
  const { t } = useTranslation('layout');
  const target: Language = parseLanguage(router.locale) === 'ar' ? 'en' : 'ar';
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setAsking(true);
  };

  const confirm = async () => {
    setBusy(true);
    saveLanguage(target);
    markLanguageChanged(target);
    try {
      await router.push(router.asPath, router.asPath, { locale: target, scroll: false });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Link
        href={router.asPath}
        locale={target}
        hrefLang={target}
        lang={target}
        className={`${ui.button} ${ui.small}`}
        onClick={ask}
        style={fullWidth ? { width: '100%', justifyContent: 'flex-start' } : undefined}
      >
        <GlobeIcon />
        {LANGUAGE_NAMES[target]}
      </Link>
      {asking ? (
        <ConfirmDialog
          open
          title={t('Are you sure to change the language?')}
          text={t('The browser will refresh to get translated content.')}
          confirmLabel={t('Yes')}
          cancelLabel={t('No')}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
