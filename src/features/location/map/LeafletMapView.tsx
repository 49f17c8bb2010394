import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import L from 'leaflet';
import { useTranslation } from '@/lib/i18n';
import { useEffect, useEffectEvent, useRef } from 'react';
import { clampZoom, MAX_ZOOM, MIN_ZOOM } from '../zoom';
import { CenterPin } from './CenterPin';
import { PIN_COLOURS, pinSvg } from './pins';
import type { MapViewProps } from './types';

const TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL ?? '';
const TILE_ATTRIBUTION = process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION ?? '';

/**
 * The keyless map: Leaflet with tiles from NEXT_PUBLIC_MAP_TILE_URL when one is configured.
 * With no tiles (offline, tests) the zone polygon, the pins and a plain background still show,
 * and moving, zooming and picking work the same.
 */
export default function LeafletMapView({ viewport, label, height, polygon, markers, pickMode, onMove, fitMarkers }: MapViewProps) {
  const { t } = useTranslation('location');
  const zoomTitles = useEffectEvent(() => ({ zoomInTitle: t('Zoom in'), zoomOutTitle: t('Zoom out') }));
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const reportMove = useEffectEvent((map: L.Map) => {
    const centre = map.getCenter();
    onMove?.({ lat: centre.lat, lng: centre.lng }, clampZoom(map.getZoom()));
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      zoomControl: false,
      attributionControl: Boolean(TILE_URL),
      worldCopyJump: true,
    });
    L.control.zoom(zoomTitles()).addTo(map);
    if (TILE_URL) L.tileLayer(TILE_URL, { maxZoom: MAX_ZOOM, attribution: TILE_ATTRIBUTION }).addTo(map);
    map.on('moveend', () => reportMove(map));
    mapRef.current = map;
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    mapRef.current?.setView([viewport.center.lat, viewport.center.lng], clampZoom(viewport.zoom));
  }, [viewport]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !polygon || polygon.length < 3) return;
    const layer = L.polygon(
      polygon.map((p) => [p.lat, p.lng] as [number, number]),
      { color: PIN_COLOURS.destination, weight: 2, fillOpacity: 0.08, interactive: false },
    ).addTo(map);
    return () => {
      layer.remove();
    };
  }, [polygon]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !markers?.length) return;
    const layers = markers.map((marker) =>
      L.marker([marker.position.lat, marker.position.lng], {
        title: marker.label,
        keyboard: false,
        icon: L.divIcon({
          className: '',
          html: `<span role="img" aria-label="${marker.label.replace(/[<>&"]/g, '')}">${pinSvg(PIN_COLOURS[marker.tone])}</span>`,
          iconSize: [32, 42],
          iconAnchor: [16, 42],
        }),
      }).addTo(map),
    );
    if (fitMarkers && markers.length > 1) {
      const bounds = L.latLngBounds(markers.map((m) => [m.position.lat, m.position.lng] as [number, number]));
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: clampZoom(viewport.zoom) });
    }
    return () => {
      for (const layer of layers) layer.remove();
    };
  }, [markers, fitMarkers, viewport.zoom]);

  return (
    <Box
      sx={{
        position: 'relative',
        height,
        width: '100%',
        '& .leaflet-container': { bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#1f2a29' : '#e6ecea'), font: 'inherit' },
      }}
    >
      {/* maps are not text: Leaflet lays out its panes left to right in both languages */}
      <Box ref={container} dir="ltr" role="region" aria-label={label} data-map-engine="leaflet" sx={{ position: 'absolute', inset: 0 }} />
      {pickMode ? <CenterPin /> : null}
    </Box>
  );
}
