import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { EMPTY_SESSION } from '@/lib/session';
import { SessionProvider } from '@/lib/session-context';
import type { MapViewProps } from './map/types';
import DeliveryRouteDialogContent from './DeliveryRouteDialogContent';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));

/** The map stands in as a list of what it would draw. */
jest.mock('./map/LazyMapView', () => ({
  LazyMapView: ({ viewport, markers, label }: MapViewProps) => (
    <ul aria-label={label} data-zoom={viewport.zoom}>
      {markers?.map((m) => (
        <li key={m.id}>{`${m.label} @ ${m.position.lat},${m.position.lng}`}</li>
      ))}
    </ul>
  ),
}));

const requests: { path: string; params: unknown }[] = [];
jest.mock('@/api/http', () => {
  const actual = jest.requireActual<typeof import('@/api/http')>('@/api/http');
  const http = {
    get: (path: string, config?: { params?: unknown }) => {
      requests.push({ path, params: config?.params });
      if (path === 'config') return Promise.resolve({ data: { business_name: 'Souk', digit_after_decimal_point: 2 } });
      return Promise.resolve({
        data: { rows: [{ elements: [{ distance: { value: 4321 }, duration: { value: 3000 }, status: 'OK' }] }] },
      });
    },
  };
  return { ...actual, httpFor: () => http, getBrowserHttp: () => http };
});

const store = { name: 'Marina Greens', cover_photo_full_url: null, latitude: '25.08', longitude: '55.14' };

function renderRoute(location: { lat: number; lng: number; address: string } | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider server={{ ...EMPTY_SESSION, location }}>
        <DeliveryRouteDialogContent store={store} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  requests.length = 0;
});

describe('the delivery route dialog', () => {
  it('shows the store and the delivery point at zoom 10, with the walking distance and time', async () => {
    renderRoute({ lat: 25.1, lng: 55.2, address: 'Home' });
    expect(screen.getByRole('heading', { name: 'Marina Greens' })).toBeInTheDocument();
    const map = screen.getByRole('list', { name: 'Route from the store to the delivery point' });
    expect(map).toHaveAttribute('data-zoom', '10');
    expect(map).toHaveTextContent('Marina Greens @ 25.08,55.14');
    expect(map).toHaveTextContent('Delivery point @ 25.1,55.2');
    expect(await screen.findByText('4.32 km · 50 min')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'config/distance-api')?.params).toEqual({
      origin_lat: 25.08,
      origin_lng: 55.14,
      destination_lat: 25.1,
      destination_lng: 55.2,
      mode: 'walking',
    });
  });

  it('asks for a delivery location when none is chosen, and does not ask for a distance', () => {
    renderRoute(null);
    expect(screen.getByText('Choose a delivery location to see the distance.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Route from the store to the delivery point' })).not.toHaveTextContent('Delivery point');
    expect(requests.some((r) => r.path === 'config/distance-api')).toBe(false);
  });
});
