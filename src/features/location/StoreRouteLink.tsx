import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import type { ApiScope } from '@/api/http';
import type { RouteStore } from './DeliveryRouteDialogContent';
import { DeliveryRouteDialog } from './dialogs';

/** Where the link goes without JavaScript: the store's place on OpenStreetMap, else the store's page. */
export function storeMapHref(store: Pick<RouteStore, 'latitude' | 'longitude'> | null | undefined, fallback: string): string {
  const lat = Number(store?.latitude);
  const lng = Number(store?.longitude);
  if (store?.latitude === null || store?.latitude === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return fallback;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

export interface StoreRouteLinkProps {
  /** The store with its coordinates, when the page has them. */
  store?: RouteStore | null;
  /** Else the store by id or slug, looked up in its module when the dialog opens. */
  storeRef?: { scope: ApiScope; idOrSlug: string } | null;
  /** The store's page: where the link goes without JavaScript when the coordinates are not known here. */
  storePath: string;
  className?: string;
}

/**
 * 'See the route': opens the delivery route dialog (the map, the walking distance, the store's
 * details; spec 01), loaded on the first tap. Without JavaScript it is a plain link to the store's
 * place on a map (or to its page).
 */
export function StoreRouteLink({ store, storeRef, storePath, className }: StoreRouteLinkProps) {
  const { t } = useTranslation('location');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const href = storeMapHref(store, storePath);
  return (
    <>
      <a
        href={href}
        className={className}
        aria-haspopup="dialog"
        {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('See the route')}
      </a>
      {wanted ? <DeliveryRouteDialog store={store} storeRef={storeRef} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
