import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { MapViewProps } from './types';

const loading = () => <Skeleton variant="rectangular" height={320} />;
const GoogleMapView = dynamic(() => import('./GoogleMapView'), { ssr: false, loading });
const LeafletMapView = dynamic(() => import('./LeafletMapView'), { ssr: false, loading });

/**
 * The map behind one interface: Google when a key is configured and its script loads,
 * otherwise (no key, offline, refused key) the keyless Leaflet map. Each engine is its own chunk.
 */
export default function MapView(props: MapViewProps) {
  const [googleFailed, setGoogleFailed] = useState(false);
  // inlined at build time
  const googleKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY ?? '';
  if (googleKey && !googleFailed) {
    return <GoogleMapView {...props} apiKey={googleKey} onUnavailable={() => setGoogleFailed(true)} />;
  }
  return <LeafletMapView {...props} />;
}
