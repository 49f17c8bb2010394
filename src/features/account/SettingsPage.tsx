import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { accountSettingsQuery, saveAccountSettings, type AccountSettings } from '@/api/account';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import type { SeoMeta } from '@/components/Seo';
import { saveLanguage, saveTheme } from '@/lib/cookies-client';
import { useApiScope, useSession } from '@/lib/session-context';
import { AccountFrame } from './AccountFrame';

export interface SettingsPageProps {
  seo: SeoMeta;
}

const NOTIFICATIONS: { key: keyof AccountSettings['notifications']; label: string }[] = [
  { key: 'order_updates', label: 'Order updates' },
  { key: 'promotions', label: 'Offers and promotions' },
  { key: 'messages', label: 'Messages' },
];

// Plain inputs, not MUI's Radio and Switch: those also sit in lazy chunks (the cancel dialog), and
// sharing them from this route's bundle split those chunks, which grew every page's webpack runtime.
const FIELDSET = { border: 0, p: 0, m: 0, display: 'grid', gap: 0.5, '& legend': { fontWeight: 600, mb: 0.5 } } as const;
const ROW = { display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, cursor: 'pointer', '& input': { width: 20, height: 20, accentColor: 'var(--souk-primary)' } } as const;

function Choice({ legend, name, value, options, onChange }: { legend: string; name: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <Box component="fieldset" sx={FIELDSET}>
      <legend>{legend}</legend>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {options.map((o) => (
          <Box component="label" key={o.value} sx={ROW}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** /profile?page=settings: language, theme and notification choices, saved for the account and applied here. */
export function SettingsPage({ seo }: SettingsPageProps) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const { lang } = useApiScope();
  const { session, update } = useSession();
  const client = useQueryClient();
  const saved = useQuery(accountSettingsQuery({ lang }));
  const [edited, setDraft] = useState<AccountSettings | null>(null);
  const [busy, setBusy] = useState(false);
  // until the shopper changes something: the saved settings, with the language and theme this page shows
  const draft = edited ?? (saved.data ? { ...saved.data, language: lang, theme: session.theme === 'dark' ? ('dark' as const) : ('light' as const) } : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    try {
      const answer = await saveAccountSettings(httpFor(client), { lang }, draft);
      client.setQueryData(accountSettingsQuery({ lang: draft.language }).queryKey, draft);
      toast.success(t('Settings saved.'), { id: 'settings-saved' });
      if (answer.theme !== session.theme) {
        saveTheme(answer.theme);
        update({ theme: answer.theme });
      }
      if (answer.language !== lang) {
        saveLanguage(answer.language);
        await router.push(router.asPath, undefined, { locale: answer.language });
      }
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('The settings could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountFrame seo={seo} title={t('Settings')}>
      {!draft ? (
        <Typography color="text.secondary">{t('Loading…')}</Typography>
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
          <Choice legend={t('Language')} name="language" value={draft.language} options={[{ value: 'en', label: 'English' }, { value: 'ar', label: 'العربية' }]} onChange={(v) => setDraft({ ...draft, language: v === 'ar' ? 'ar' : 'en' })} />
          <Choice legend={t('Theme')} name="theme" value={draft.theme} options={[{ value: 'light', label: t('Light') }, { value: 'dark', label: t('Dark') }]} onChange={(v) => setDraft({ ...draft, theme: v === 'dark' ? 'dark' : 'light' })} />
          <Box component="fieldset" sx={FIELDSET}>
            <legend>{t('Notifications')}</legend>
            {NOTIFICATIONS.map(({ key, label }) => (
              <Box component="label" key={key} sx={ROW}>
                <input type="checkbox" role="switch" checked={draft.notifications[key]} onChange={(e) => setDraft({ ...draft, notifications: { ...draft.notifications, [key]: e.target.checked } })} />
                {t(label)}
              </Box>
            ))}
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('Save')}
            </Button>
          </Box>
        </Box>
      )}
    </AccountFrame>
  );
}
