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
import { useMemo } from 'react';
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
  latitude: number | string;
  longitude: number | string;
}

export interface DeliveryRouteDialogProps {
  store: RouteStore;
  /** The delivery point; defaults to the shopper's delivery location. */
  destination?: MapPoint | null;
  open?: boolean;
  onClose?: () => void;
}

/** The store and the delivery point on a map (zoom 10), with the distance and time between them. */
export default function DeliveryRouteDialogContent({ store, destination, open = true, onClose }: DeliveryRouteDialogProps) {
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
