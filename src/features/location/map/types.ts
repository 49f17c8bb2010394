import type { MapPoint } from '@/api/maps';

export type { MapPoint };

/** Where the map should look. A new object moves the map, even to the same place. */
export interface MapViewport {
  center: MapPoint;
  zoom: number;
}

export interface MapMarker {
  id: string;
  position: MapPoint;
  /** Read by assistive technology and shown as the marker's tooltip. */
  label: string;
  tone: 'store' | 'destination' | 'place';
}

/** The one small interface both map engines (Google, Leaflet) implement. */
export interface MapViewProps {
  viewport: MapViewport;
  /** Accessible name of the map. */
  label: string;
  /** CSS height of the map, e.g. 360 or '100%'. */
  height: number | string;
  polygon?: MapPoint[] | null;
  markers?: MapMarker[];
  /** A fixed pin at the centre: moving the map moves the picked point. */
  pickMode?: boolean;
  /** The centre and zoom after the shopper moved or zoomed the map (zoom already clamped to 1..21). */
  onMove?: (center: MapPoint, zoom: number) => void;
  /** Zoom to show every marker (route map). */
  fitMarkers?: boolean;
}

/** The Google engine reports that it cannot run here (no network, bad key), so the keyless one takes over. */
export interface GoogleMapViewProps extends MapViewProps {
  apiKey: string;
  onUnavailable: () => void;
}
