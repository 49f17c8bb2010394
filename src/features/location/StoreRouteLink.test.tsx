import { fireEvent, render, screen } from '@testing-library/react';
import type { DeliveryRouteDialogProps } from './DeliveryRouteDialogContent';
import { StoreRouteLink } from './StoreRouteLink';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));
jest.mock('./dialogs', () => ({
  DeliveryRouteDialog: ({ store, storeRef, open }: DeliveryRouteDialogProps) =>
    open ? <div role="dialog" aria-label={store?.name ?? `store ${storeRef?.idOrSlug}`} /> : null,
}));

describe("the store's 'See the route' (spec 01: the route dialog opens from the store page and the item panel)", () => {
  it('opens the delivery route dialog on a tap; without JavaScript it links to the store on a map', () => {
    render(<StoreRouteLink store={{ name: 'Marina Greens', latitude: '25.08', longitude: '55.14' }} storePath="/store/marina-greens" />);
    const link = screen.getByRole('link', { name: 'See the route' });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=25.08&mlon=55.14#map=16/25.08/55.14');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(link);
    expect(screen.getByRole('dialog', { name: 'Marina Greens' })).toBeInTheDocument();
  });

  it("links to the store's page when only its id is known, and gives the dialog the store to fetch", () => {
    render(<StoreRouteLink storeRef={{ scope: { lang: 'en', zoneIds: [1], moduleId: 3 }, idOrSlug: '5' }} storePath="/store/karama-pharmacy" />);
    const link = screen.getByRole('link', { name: 'See the route' });
    expect(link).toHaveAttribute('href', '/store/karama-pharmacy');
    fireEvent.click(link);
    expect(screen.getByRole('dialog', { name: 'store 5' })).toBeInTheDocument();
  });
});
