import { act, render, screen, waitFor } from '@testing-library/react';
import { toast, Toasts } from './toast';

// react-hot-toast asks whether the shopper prefers reduced motion; jsdom has no matchMedia
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});

describe('toasts', () => {
  it('draws nothing until the first toast, then shows it and the ones after it', async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe('');
    act(() => toast.success('Item added to cart', { id: 'cart-added' }));
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
    act(() => toast.error('Out of stock', { id: 'cart-error' }));
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    act(() => toast('No changes found to update.', { id: 'cart-no-change' }));
    expect(await screen.findByText('No changes found to update.')).toBeTruthy();
    act(() => toast.dismiss('cart-error'));
    await waitFor(() => expect(screen.queryByText('Out of stock')).toBeNull(), { timeout: 4000 });
    expect(screen.getByText('Item added to cart')).toBeTruthy();
  });
});
