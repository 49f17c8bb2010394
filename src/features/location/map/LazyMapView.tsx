import dynamic from 'next/dynamic';
import css from '../location.module.css';
import type { MapViewProps } from './types';

/**
 * The map for any dialog or page that needs one (the footer's 'Find us here', the route map):
 * none of the map code is in the first-load JavaScript; it arrives when this renders.
 */
export const LazyMapView = dynamic<MapViewProps>(() => import('./MapView'), {
  ssr: false,
  loading: () => <div className={css.mapPlaceholder} aria-hidden="true" />,
});
