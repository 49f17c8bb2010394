import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Item, Store } from '@/api/catalogue-types';
import { CatalogueTextProvider } from './catalogue-text';
import { ItemCard } from './ItemCard';
import { StoreCard } from './StoreCard';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));

function withConfig(children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(['config', { lang: 'en' }], {
    business_name: 'Souk',
    currency_symbol: 'AED',
    currency_symbol_direction: 'left',
    digit_after_decimal_point: 2,
  });
  return (
    <QueryClientProvider client={client}>
      <CatalogueTextProvider>{children}</CatalogueTextProvider>
    </QueryClientProvider>
  );
}

const item: Item = {
  id: 7,
  slug: 'garden-veggie-burger',
  name: 'Garden Veggie Burger',
  image_full_url: '/media/items/garden-veggie-burger.webp',
  price: 36,
  discount: 10,
  discount_type: 'percent',
  store_discount: 0,
  store_id: 3,
  store_name: 'Zaatar & Co.',
  avg_rating: 4.3,
  rating_count: 12,
};

describe('an item card', () => {
  it('links to the product page and shows the discount with the old price struck through', () => {
    render(withConfig(<ItemCard item={item} />));
    expect(screen.getByRole('link', { name: 'Garden Veggie Burger' })).toHaveAttribute('href', '/product/garden-veggie-burger');
    expect(screen.getByText('10% OFF')).toBeInTheDocument();
    expect(screen.getByText('AED 32.40')).toBeInTheDocument();
    expect(screen.getByText('AED 36.00').closest('del')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('puts a store discount first, as a percentage', () => {
    render(withConfig(<ItemCard item={{ ...item, discount: 5, discount_type: 'amount', store_discount: 20 }} />));
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.getByText('AED 28.80')).toBeInTheDocument();
  });

  it('shows one plain price without a discount, and campaign items open as campaign products', () => {
    render(withConfig(<ItemCard item={{ ...item, discount: 0 }} campaign />));
    expect(screen.queryByText(/OFF/)).toBeNull();
    expect(screen.getByText('AED 36.00').closest('del')).toBeNull();
    expect(screen.getByRole('link', { name: 'Garden Veggie Burger' })).toHaveAttribute('href', '/product/garden-veggie-burger?product_type=campaign');
  });
});

const store: Store = {
  id: 3,
  slug: 'zaatar-and-co',
  name: 'Zaatar & Co.',
  address: 'Al Satwa Road, Dubai',
  cover_photo_full_url: '/media/stores/zaatar-and-co-cover.webp',
  logo_full_url: '/media/stores/zaatar-and-co-logo.webp',
  avg_rating: 4.6,
  rating_count: 80,
  delivery_time: '20-30 min',
  distance: 2345,
  active: true,
  open: 1,
  free_delivery: true,
  discount: { discount: 15, discount_type: 'percent' },
};

describe('a store card', () => {
  it('shows rating, delivery time, distance in km, free delivery and the discount', () => {
    render(withConfig(<StoreCard store={store} />));
    expect(screen.getByRole('link', { name: 'Zaatar & Co.' })).toHaveAttribute('href', '/store/zaatar-and-co');
    expect(screen.getByText('2.35 km')).toBeInTheDocument();
    expect(screen.getByText('20-30 min')).toBeInTheDocument();
    expect(screen.getByText('Free delivery')).toBeInTheDocument();
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
    expect(screen.queryByText('CLOSED NOW')).toBeNull();
  });

  it('says CLOSED NOW over a store that is shut or switched off, and 1k+ km far away', () => {
    const { rerender } = render(withConfig(<StoreCard store={{ ...store, open: 0, distance: 1_500_000 }} />));
    expect(screen.getByText('CLOSED NOW')).toBeInTheDocument();
    expect(screen.getByText('1k+ km')).toBeInTheDocument();
    rerender(withConfig(<StoreCard store={{ ...store, active: false }} />));
    expect(screen.getByText('CLOSED NOW')).toBeInTheDocument();
  });

  it('offers Visit Again on stores the shopper ordered from', () => {
    render(withConfig(<StoreCard store={{ ...store, items: [item] }} visited />));
    expect(screen.getByText('Visit Again')).toBeInTheDocument();
  });
});
