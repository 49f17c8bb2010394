import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
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
          <FormControl>
            <FormLabel id="settings-language">{t('Language')}</FormLabel>
            <RadioGroup row aria-labelledby="settings-language" value={draft.language} onChange={(e) => setDraft({ ...draft, language: e.target.value === 'ar' ? 'ar' : 'en' })}>
              <FormControlLabel value="en" control={<Radio />} label="English" />
              <FormControlLabel value="ar" control={<Radio />} label="العربية" />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="settings-theme">{t('Theme')}</FormLabel>
            <RadioGroup row aria-labelledby="settings-theme" value={draft.theme} onChange={(e) => setDraft({ ...draft, theme: e.target.value === 'dark' ? 'dark' : 'light' })}>
              <FormControlLabel value="light" control={<Radio />} label={t('Light')} />
              <FormControlLabel value="dark" control={<Radio />} label={t('Dark')} />
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('Notifications')}</FormLabel>
            {NOTIFICATIONS.map(({ key, label }) => (
              <FormControlLabel
                key={key}
                control={<Switch checked={draft.notifications[key]} onChange={(e) => setDraft({ ...draft, notifications: { ...draft.notifications, [key]: e.target.checked } })} />}
                label={t(label)}
              />
            ))}
          </FormControl>
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
