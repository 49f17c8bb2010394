import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import { saveTheme } from '@/features/session/cookies-client';
import { useSession } from '@/lib/session-context';

/** Light or dark, kept in a cookie so the server renders the same theme next time. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { session, update } = useSession();
  const next = session.theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      color="inherit"
      aria-label={next === 'dark' ? t('Switch to dark theme') : t('Switch to light theme')}
      onClick={() => {
        saveTheme(next);
        update({ theme: next });
      }}
    >
      {next === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
}
