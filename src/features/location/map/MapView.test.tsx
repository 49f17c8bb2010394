import { render, screen } from '@testing-library/react';
import MapView from './MapView';
import type { GoogleMapViewProps, MapViewProps } from './types';

/** Stand-ins for the two engines: Google gives up at once, as it does with no network. */
jest.mock('./GoogleMapView', () => ({
  __esModule: true,
  default: function GoogleStandIn({ onUnavailable }: GoogleMapViewProps) {
    queueMicrotask(onUnavailable);
    return <p>google map</p>;
  },
}));
jest.mock('./LeafletMapView', () => ({
  __esModule: true,
  default: ({ label }: MapViewProps) => <p>{`keyless map: ${label}`}</p>,
}));

const props: MapViewProps = { viewport: { center: { lat: 25.2, lng: 55.27 }, zoom: 17 }, label: 'Map', height: 300 };

function withKey(key: string | undefined) {
  if (key === undefined) delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  else process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY = key;
}

afterEach(() => {
  delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;
});

describe('the map behind one interface', () => {
  it('uses the keyless map when no Google key is configured', async () => {
    withKey(undefined);
    render(<MapView {...props} />);
    expect(await screen.findByText('keyless map: Map')).toBeInTheDocument();
    expect(screen.queryByText('google map')).not.toBeInTheDocument();
  });

  it("falls back to the keyless map when Google's script cannot load", async () => {
    withKey('test-key');
    render(<MapView {...props} />);
    expect(await screen.findByText('keyless map: Map')).toBeInTheDocument();
  });
});
