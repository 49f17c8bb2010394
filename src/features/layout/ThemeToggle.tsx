import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import { saveTheme } from '@/features/session/cookies-client';
import { useSession } from '@/lib/session-context';

/**
 * Light or dark, kept in a cookie so the server renders the same theme next time (no flash).
 * `row` is the drawer's full-width version with a visible label.
 */
export function ThemeToggle({ variant = 'icon' }: { variant?: 'icon' | 'row' }) {
  const { t } = useTranslation('common');
  const { session, update } = useSession();
  const next = session.theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('Switch to dark theme') : t('Switch to light theme');
  const icon = next === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />;
  const toggle = () => {
    saveTheme(next);
    update({ theme: next });
  };
  if (variant === 'row') {
    return (
      <Button color="inherit" startIcon={icon} onClick={toggle} fullWidth sx={{ justifyContent: 'flex-start' }}>
        {label}
      </Button>
    );
  }
  return (
    <IconButton color="inherit" aria-label={label} onClick={toggle}>
      {icon}
    </IconButton>
  );
}
