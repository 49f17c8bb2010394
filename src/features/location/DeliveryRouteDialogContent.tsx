import Close from '@mui/icons-material/Close';
import DirectionsWalk from '@mui/icons-material/DirectionsWalk';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiScope } from '@/api/http';
import { storeDetailsQuery } from '@/api/stores';
import { useConfig } from '@/api/config';
import { useRouteEstimate, type MapPoint } from '@/api/maps';
import { useSession } from '@/lib/session-context';
import { LazyMapView } from './map/LazyMapView';
import type { MapMarker } from './map/types';
import { routeText } from './route-text';
import { ROUTE_ZOOM } from './zoom';

/** The store fields the route map reads. */
export interface RouteStore {
  name: string;
  cover_photo_full_url?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
}

type PlacedStore = RouteStore & { latitude: number | string; longitude: number | string };

export interface DeliveryRouteDialogProps {
  /** The store, when the page has it with its coordinates; else `storeRef` names it and the dialog fetches it. */
  store?: RouteStore | null;
  /** A store known by id or slug only (an item's), looked up in its module. */
  storeRef?: { scope: ApiScope; idOrSlug: string } | null;
  /** The delivery point; defaults to the shopper's delivery location. */
  destination?: MapPoint | null;
  open?: boolean;
  onClose?: () => void;
}

/**
 * The delivery route dialog (spec 01: the map, the walking distance, the store's details), opened
 * from the store page and the item panel; a store the opener knows only by id is fetched first.
 */
export default function DeliveryRouteDialogContent({ store, storeRef, destination, open = true, onClose }: DeliveryRouteDialogProps) {
  const { t } = useTranslation('location');
  const fetched = useQuery({ ...storeDetailsQuery(storeRef?.scope ?? { lang: 'en', zoneIds: null, moduleId: null }, storeRef?.idOrSlug ?? ''), enabled: !store && Boolean(storeRef) });
  const shown = store ?? fetched.data ?? null;
  const lat = shown?.latitude;
  const lng = shown?.longitude;
  if (!shown || lat === null || lat === undefined || lng === null || lng === undefined) {
    return (
      <Dialog open={open} onClose={() => onClose?.()} fullWidth maxWidth="sm" aria-label={t('See the route')}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {fetched.isError || shown ? <Typography color="text.secondary">{t('The route could not be shown.')}</Typography> : <Skeleton variant="rectangular" height={320} aria-hidden />}
        </DialogContent>
      </Dialog>
    );
  }
  return <RouteDialog store={{ name: shown.name, cover_photo_full_url: shown.cover_photo_full_url, latitude: lat, longitude: lng }} destination={destination} open={open} onClose={onClose} />;
}

/** The store and the delivery point on a map (zoom 10), with the distance and time between them. */
function RouteDialog({ store, destination, open, onClose }: { store: PlacedStore; destination?: MapPoint | null; open: boolean; onClose?: () => void }) {
  const { t } = useTranslation('location');
  const { session } = useSession();
  const { data: config } = useConfig();
  const origin = useMemo<MapPoint>(() => ({ lat: Number(store.latitude), lng: Number(store.longitude) }), [store.latitude, store.longitude]);
  const toLat = destination ? destination.lat : session.location?.lat;
  const toLng = destination ? destination.lng : session.location?.lng;
  const to = useMemo<MapPoint | null>(
    () => (toLat !== undefined && toLng !== undefined ? { lat: toLat, lng: toLng } : null),
    [toLat, toLng],
  );
  const route = useRouteEstimate(origin, to);

  const viewport = useMemo(
    () => ({ center: to ? { lat: (origin.lat + to.lat) / 2, lng: (origin.lng + to.lng) / 2 } : origin, zoom: ROUTE_ZOOM }),
    [origin, to],
  );
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [{ id: 'store', position: origin, label: store.name, tone: 'store' }];
    if (to) list.push({ id: 'destination', position: to, label: t('Delivery point'), tone: 'destination' });
    return list;
  }, [origin, to, store.name, t]);

  const text = route.data ? routeText(route.data, config?.digit_after_decimal_point ?? 2) : null;

  return (
    <Dialog open={open} onClose={() => onClose?.()} fullWidth maxWidth="sm" aria-labelledby="route-title">
      <IconButton
        aria-label={t('Close')}
        onClick={() => onClose?.()}
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
      >
        <Close />
      </IconButton>
      {store.cover_photo_full_url ? (
        <Box sx={{ position: 'relative', height: 140 }}>
          <Image src={store.cover_photo_full_url} alt="" fill sizes="600px" style={{ objectFit: 'cover' }} />
        </Box>
      ) : null}
      <DialogTitle id="route-title">{store.name}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <LazyMapView viewport={viewport} label={t('Route from the store to the delivery point')} height={320} markers={markers} />
        {!to ? (
          <Typography color="text.secondary">{t('Choose a delivery location to see the distance.')}</Typography>
        ) : route.isPending ? (
          <Skeleton width="60%" />
        ) : text ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <DirectionsWalk color="primary" aria-hidden />
            <Typography>
              {text.hours > 0
                ? t('{{km}} · {{hours}} h {{minutes}} min', { km: text.km, hours: text.hours, minutes: text.minutes })
                : t('{{km}} · {{minutes}} min', { km: text.km, minutes: text.minutes })}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('The distance could not be worked out.')}</Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
