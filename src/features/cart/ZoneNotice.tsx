import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import { ChangePointDialog } from '@/features/location';
import type { Session } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import css from './cart.module.css';

/**
 * Does the item's store deliver to the shopper's delivery point? The point's zones are in the
 * session (the `souk_zone` cookie, set with the point), the store's zone is the item's: the
 * checkout refuses a point outside it. Null when it cannot be said (no point or zones chosen,
 * or no zone on the item), so nothing is claimed.
 */
export function deliversToPoint(storeZoneId: number | null | undefined, session: Pick<Session, 'zoneIds' | 'location'>): boolean | null {
  if (!session.location || !session.zoneIds?.length || typeof storeZoneId !== 'number') return null;
  return session.zoneIds.includes(storeZoneId);
}

/**
 * Before Add to Cart: the item's store does not deliver to the chosen point, and a way to choose
 * another (the location picker; the page stays and is rendered again for the new point).
 * Rendered on the server from the zone ids, which are part of the shared page cache's key.
 */
export function ZoneNotice({ storeZoneId }: { storeZoneId: number | null | undefined }) {
  const { t } = useTranslation('cart');
  const { session } = useSession();
  const [picking, setPicking] = useState(false);
  if (deliversToPoint(storeZoneId, session) !== false) return null;
  return (
    <div className={css.zoneNotice}>
      <p className={css.bad}>{t('This store does not deliver to your delivery location.')}</p>
      <button type="button" className={css.linkButton} onClick={() => setPicking(true)}>
        {t('Change delivery location')}
      </button>
      {picking ? <ChangePointDialog onClose={() => setPicking(false)} /> : null}
    </div>
  );
}
