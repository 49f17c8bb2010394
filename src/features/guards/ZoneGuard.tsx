import { useTranslation } from '@/lib/i18n';
import { useState, type ReactNode } from 'react';
import ui from '@/components/controls.module.css';
import { PinIcon } from '@/components/icons';
import { PickLocationDialog } from '@/features/location';
import { useSession } from '@/lib/session-context';
import { GUARD_MESSAGES, unmetRequirement } from './guard';
import css from './guard.module.css';

/**
 * A catalogue page that needs a chosen zone (campaigns, spec 02): without one it says 'You must
 * pick a zone to access this page.' with Pick a location. Plain markup, so the page's first load
 * carries no MUI (the location dialog loads when asked for).
 */
export function ZoneGuard({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { t } = useTranslation('layout');
  const [picking, setPicking] = useState(false);
  if (!unmetRequirement(session, ['zone'])) return <>{children}</>;
  return (
    <div role="status" className={css.notice}>
      <span aria-hidden className={css.icon}>
        <PinIcon size={56} />
      </span>
      <h1 className={css.title}>{t(GUARD_MESSAGES.zone)}</h1>
      <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => setPicking(true)}>
        {t('Pick a location')}
      </button>
      {picking ? <PickLocationDialog open onClose={() => setPicking(false)} /> : null}
    </div>
  );
}
