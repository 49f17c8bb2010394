import Close from '@mui/icons-material/Close';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import MyLocation from '@mui/icons-material/MyLocation';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useConfig } from '@/api/config';
import { errorMessages } from '@/api/errors';
import {
  geocodeQuery,
  placeDetailsQuery,
  roundPoint,
  usePlaceSuggestions,
  type MapPoint,
  type PlacePrediction,
} from '@/api/maps';
import { zoneIdQuery, zoneIdsFrom } from '@/api/zones';
import { ModulePickerDialog } from '@/features/modules';
import { useSession } from '@/lib/session-context';
import { defaultPoint } from './default-point';
import { browserGeolocation, currentPosition } from './geolocation';
import { LocationPermissionDialog } from './permission-dialog';
import { hasFlowHost, openFlowDialog } from './location-flow';
import { LazyMapView } from './map/LazyMapView';
import type { MapViewport } from './map/types';
import { pickButtonState } from './pick-button';
import { useApplyLocation } from './useApplyLocation';
import { useDebouncedValue } from './useDebouncedValue';
import type { ChosenLocation } from './useDeliveryLocation';
import { useZonePolygon } from './useZonePolygon';
import { DEFAULT_ZOOM, initialZoom } from './zoom';

export interface PickLocationDialogProps {
  open?: boolean;
  onClose?: () => void;
  /**
   * For callers that want the point rather than a new delivery location (parcel): they get the
   * location and its address, and the dialog closes without saving anything.
   */
  onPicked?: (picked: ChosenLocation) => void;
}

const SEARCH_DEBOUNCE_MS = 300;
const FALLBACK_POINT: MapPoint = { lat: 0, lng: 0 };

/**
 * Where to deliver: search with suggestions, move the map under the pin, or use the current
 * position; the point's address and zone are looked up, and Pick Locations saves them.
 */
export default function PickLocationDialogContent({ open = true, onClose, onPicked }: PickLocationDialogProps) {
  const { t } = useTranslation('location');
  const { session } = useSession();
  const lang = session.language;
  const queryClient = useQueryClient();
  const { data: config } = useConfig();
  const applyLocation = useApplyLocation();

  const [start] = useState(() => roundPoint(session.location ?? defaultPoint(config?.default_location) ?? FALLBACK_POINT));
  const [viewport, setViewport] = useState<MapViewport>(() => ({
    center: start,
    zoom: initialZoom(Boolean(session.zoneIds?.length)),
  }));
  const [point, setPoint] = useState<MapPoint>(start);
  const [text, setText] = useState('');
  const [place, setPlace] = useState<PlacePrediction | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [stage, setStage] = useState<'map' | 'modules'>('map');
  const [permissionOff, setPermissionOff] = useState(false);
  const [busy, setBusy] = useState<'locating' | 'saving' | null>(null);

  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(query);
  const geocode = useQuery({ ...geocodeQuery({ lang }, point), meta: { silent: true } });
  const zone = useQuery({ ...zoneIdQuery({ lang }, point), retry: false, meta: { silent: true } });

  const zoneIds = zone.data ? zoneIdsFrom(zone.data) : null;
  const address = geocode.data ?? null;
  const polygon = useZonePolygon(zoneIds?.[0] ?? session.zoneIds?.[0]);

  const button = pickButtonState({
    address,
    resolvingAddress: geocode.isFetching,
    checkingZone: zone.isFetching,
    zoneIds,
    zoneErrors: zone.isError ? errorMessages(zone.error) : [],
  });

  const close = () => onClose?.();

  const moveTo = (to: MapPoint) => {
    const at = roundPoint(to);
    setViewport({ center: at, zoom: DEFAULT_ZOOM });
    setPoint(at);
  };

  const onMapMove = (center: MapPoint) => {
    const at = roundPoint(center);
    setPoint((prev) => (prev.lat === at.lat && prev.lng === at.lng ? prev : at));
  };

  const choosePlace = async (prediction: PlacePrediction | null) => {
    setPlace(prediction);
    if (!prediction) return;
    try {
      moveTo(await queryClient.fetchQuery(placeDetailsQuery({ lang }, prediction.place_id)));
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('This place could not be found on the map.'));
    }
  };

  const locateMe = async () => {
    setBusy('locating');
    const outcome = await currentPosition(browserGeolocation());
    setBusy(null);
    if (outcome.kind === 'denied') setPermissionOff(true);
    else if (outcome.kind === 'unavailable') toast.error(t('Your current location could not be found. Please pick it on the map.'));
    else moveTo(outcome.point);
  };

  const pick = async () => {
    if (button.kind === 'error') {
      close();
      return;
    }
    if (button.kind !== 'ready' || !address || !zoneIds) return;
    const chosen: ChosenLocation = { ...point, address, zoneIds };
    if (onPicked) {
      onPicked(chosen);
      close();
      return;
    }
    if (hasFlowHost()) {
      // the header changes once a location exists and may unmount this dialog: close it first,
      // and let the header's location button host the module choice that may follow
      close();
      const next = await applyLocation(chosen, t('New location has been set.'), 'home');
      if (next === 'choose-module') openFlowDialog('modules');
      return;
    }
    setBusy('saving');
    const next = await applyLocation(chosen, t('New location has been set.'), 'home');
    setBusy(null);
    if (next === 'choose-module') setStage('modules');
    else close();
  };

  if (stage === 'modules') return <ModulePickerDialog onClose={close} />;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="pick-location-title"
      slotProps={{ paper: { sx: { display: 'flex', flexDirection: 'column' } } }}
    >
      <DialogTitle id="pick-location-title" sx={{ pr: 12 }}>
        {t('Pick Location')}
        <Typography variant="body2" color="text.secondary">
          {t('Search your address or move the map to put the pin on it.')}
        </Typography>
      </DialogTitle>
      <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', gap: 0.5 }}>
        <IconButton
          aria-label={fullScreen ? t('Exit full screen') : t('Full screen')}
          aria-pressed={fullScreen}
          onClick={() => setFullScreen((v) => !v)}
        >
          {fullScreen ? <FullscreenExit /> : <Fullscreen />}
        </IconButton>
        <IconButton aria-label={t('Close')} onClick={close}>
          <Close />
        </IconButton>
      </Box>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minHeight: 0 }}>
        <Autocomplete<PlacePrediction, false, false, false>
          options={suggestions.data ?? []}
          value={place}
          inputValue={text}
          onInputChange={(_event, value) => setText(value)}
          onChange={(_event, value) => void choosePlace(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.description}
          isOptionEqualToValue={(a, b) => a.place_id === b.place_id}
          loading={suggestions.isFetching}
          loadingText={t('Searching…')}
          noOptionsText={query ? t('No places found') : t('Type a street, building or area')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('Search location')}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
        <Box sx={{ position: 'relative', flex: 1, minHeight: fullScreen ? 0 : 360, borderRadius: 2, overflow: 'hidden' }}>
          <LazyMapView
            viewport={viewport}
            label={t('Map')}
            height={fullScreen ? '100%' : 360}
            polygon={polygon}
            pickMode
            onMove={onMapMove}
          />
          <Button
            variant="contained"
            color="inherit"
            onClick={() => void locateMe()}
            disabled={busy === 'locating'}
            startIcon={busy === 'locating' ? <CircularProgress size={18} /> : <MyLocation />}
            sx={{ position: 'absolute', bottom: 16, right: 16, zIndex: 1000, bgcolor: 'background.paper', color: 'text.primary' }}
          >
            {t('Use current location')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 240 }}>
            <PlaceOutlined color="primary" aria-hidden />
            <Typography>
              {geocode.isFetching
                ? t('Finding the address…')
                : address ?? t('No address found here. Move the map to another point.')}
            </Typography>
          </Box>
          <Button
            variant="contained"
            size="large"
            color={button.kind === 'error' ? 'error' : 'primary'}
            disabled={button.kind === 'disabled' || busy === 'saving'}
            onClick={() => void pick()}
            startIcon={button.kind === 'disabled' && button.reason === 'checking-zone' ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {button.kind === 'error' ? button.message : t('Pick Locations')}
          </Button>
        </Box>
      </DialogContent>
      {permissionOff ? <LocationPermissionDialog onClose={() => setPermissionOff(false)} /> : null}
    </Dialog>
  );
}
