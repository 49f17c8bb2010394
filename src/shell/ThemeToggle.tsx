import { useTranslation } from '@/lib/i18n';
import { MoonIcon, SunIcon } from '@/components/icons';
import { saveTheme } from '@/lib/cookies-client';
import { useSession } from '@/lib/session-context';
import ui from '@/components/controls.module.css';

/**
 * Light or dark, kept in a cookie so the server renders the same theme next time (no flash).
 * `row` is the drawer's full-width version with a visible label.
 */
export function ThemeToggle({ variant = 'icon' }: { variant?: 'icon' | 'row' }) {
  const { t } = useTranslation('common');
  const { session, update } = useSession();
  const next = session.theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('Switch to dark theme') : t('Switch to light theme');
  const icon = next === 'dark' ? <MoonIcon /> : <SunIcon />;
  const toggle = () => {
    saveTheme(next);
    update({ theme: next });
  };
  if (variant === 'row') {
    return (
      <button type="button" className={ui.button} onClick={toggle} style={{ width: '100%', justifyContent: 'flex-start' }}>
        {icon}
        {label}
      </button>
    );
  }
  return (
    <button type="button" className={ui.iconButton} aria-label={label} onClick={toggle}>
      {icon}
    </button>
  );
}
