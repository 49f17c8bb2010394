import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import ConfirmDialog from '@/components/ConfirmDialog';
import { saveLanguage } from '@/lib/cookies-client';
import type { Language } from '@/lib/session';
import { markLanguageChanged, reloadInto } from './language-change';

/**
 * 'Are you sure to change the language?': Yes stores the language and its country and reloads the
 * page in it (spec 02, header). Loaded with the first change asked for (./LanguageMenu.tsx), never
 * with a page.
 */
export default function LanguageConfirm({ language, href, onClose }: { language: Language; href: string; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    saveLanguage(language);
    markLanguageChanged(language);
    reloadInto(href);
  };
  return (
    <ConfirmDialog
      open
      title={t('Are you sure to change the language?')}
      text={t('The browser will refresh to get translated content.')}
      confirmLabel={t('Yes')}
      cancelLabel={t('No')}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
