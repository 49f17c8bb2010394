import { render, screen } from '@testing-library/react';
import { SLIDE_SPEED_MS, slidePosition } from './autoplay-run';
import { BannerSlider, slidesFrom } from './BannerSlider';

const banners = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, title: `Banner ${i + 1}`, type: 'item_wise' as const, image_full_url: `/media/b${i}.webp`, item: { id: 10 + i, slug: `item-${i}` } }));

beforeAll(() => {
  // reduced motion: no autoplay timer in these tests
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: query.includes('reduce'), media: query }) });
});

describe('the banner slider', () => {
  it('moves a slide in 800 ms (spec 02 section 9)', () => {
    expect(SLIDE_SPEED_MS).toBe(800);
    const half = slidePosition(0, 400, 400);
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(400);
    expect(slidePosition(0, 400, 799)).toBeLessThan(400);
    expect(slidePosition(0, 400, 800)).toBe(400);
    expect(slidePosition(400, 0, 2000)).toBe(0);
  });

  it('shows every banner at once for ecommerce, at most 3 for the other modules', () => {
    const { container, rerender } = render(<BannerSlider slides={slidesFrom(banners, [], 'ecommerce')} moduleType="ecommerce" label="Offers" />);
    const list = () => container.querySelector('ul') as HTMLUListElement;
    expect(list().style.getPropertyValue('--banner-count')).toBe('5');
    rerender(<BannerSlider slides={slidesFrom(banners, [], 'food')} moduleType="food" label="Offers" />);
    expect(list().style.getPropertyValue('--banner-count')).toBe('3');
  });

  it('opens an item banner as the item panel for non-ecommerce modules', () => {
    const { rerender } = render(<BannerSlider slides={slidesFrom(banners.slice(0, 1), [], 'grocery')} moduleType="grocery" label="Offers" />);
    expect(screen.getByRole('link', { name: 'Banner 1' })).toHaveAttribute('data-quick-view', 'grocery');
    rerender(<BannerSlider slides={slidesFrom(banners.slice(0, 1), [], 'ecommerce')} moduleType="ecommerce" label="Offers" />);
    expect(screen.getByRole('link', { name: 'Banner 1' })).not.toHaveAttribute('data-quick-view');
  });
});
