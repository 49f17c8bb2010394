import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { GoogleMap, MarkerF, PolygonF, useJsApiLoader } from '@react-google-maps/api';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { clampZoom, MAX_ZOOM, MIN_ZOOM } from '../zoom';
import { CenterPin } from './CenterPin';
import { PIN_COLOURS, pinSvg } from './pins';
import type { GoogleMapViewProps } from './types';

/** Google's script gets this long to load before the keyless map takes over. */
const LOAD_LIMIT_MS = 8000;

declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

/** Google Maps, used when NEXT_PUBLIC_GOOGLE_MAPS_KEY is set and Google's script loads. */
export default function GoogleMapView(props: GoogleMapViewProps) {
  const { apiKey, onUnavailable, viewport, label, height, polygon, markers, pickMode, onMove, fitMarkers } = props;
  const { isLoaded, loadError } = useJsApiLoader({ id: 'souk-google-maps', googleMapsApiKey: apiKey });
  const mapRef = useRef<google.maps.Map | null>(null);
  const giveUp = useEffectEvent(() => onUnavailable());
  const reportMove = () => {
    const map = mapRef.current;
    const centre = map?.getCenter();
    if (map && centre) onMove?.({ lat: centre.lat(), lng: centre.lng() }, clampZoom(map.getZoom() ?? viewport.zoom));
  };

  useEffect(() => {
    if (loadError) giveUp();
  }, [loadError]);

  useEffect(() => {
    if (isLoaded) return;
    const timer = setTimeout(() => giveUp(), LOAD_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [isLoaded]);

  useEffect(() => {
    // Google calls this global when the key is refused
    window.gm_authFailure = () => giveUp();
    return () => {
      delete window.gm_authFailure;
    };
  }, []);

  useEffect(() => {
    mapRef.current?.setCenter(viewport.center);
    mapRef.current?.setZoom(clampZoom(viewport.zoom));
  }, [viewport]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isLoaded || !map || !fitMarkers || !markers || markers.length < 2) return;
    const bounds = new google.maps.LatLngBounds();
    for (const m of markers) bounds.extend(m.position);
    map.fitBounds(bounds, 48);
  }, [isLoaded, fitMarkers, markers]);

  const options = useMemo<google.maps.MapOptions>(
    () => ({
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      streetViewControl: false,
      mapTypeControl: false,
      fullscreenControl: false,
      clickableIcons: false,
      gestureHandling: 'greedy',
    }),
    [],
  );

  if (!isLoaded) return <Skeleton variant="rectangular" height={height} aria-label={label} />;

  return (
    <Box role="region" aria-label={label} data-map-engine="google" sx={{ position: 'relative', height, width: '100%' }}>
      <GoogleMap
        mapContainerStyle={{ position: 'absolute', inset: 0 }}
        options={options}
        center={viewport.center}
        zoom={clampZoom(viewport.zoom)}
        onLoad={(map) => {
          mapRef.current = map;
        }}
        onUnmount={() => {
          mapRef.current = null;
        }}
        onIdle={() => reportMove()}
      >
        {polygon && polygon.length >= 3 ? (
          <PolygonF
            paths={polygon}
            options={{ strokeColor: PIN_COLOURS.destination, strokeWeight: 2, fillColor: PIN_COLOURS.destination, fillOpacity: 0.08, clickable: false }}
          />
        ) : null}
        {markers?.map((m) => (
          <MarkerF
            key={m.id}
            position={m.position}
            title={m.label}
            icon={{
              url: `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(pinSvg(PIN_COLOURS[m.tone]))}`,
              anchor: new google.maps.Point(16, 42),
            }}
          />
        ))}
      </GoogleMap>
      {pickMode ? <CenterPin /> : null}
    </Box>
  );
}
