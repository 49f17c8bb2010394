import type { CartLineFull } from '@/api/cart';
import { cartSubtotal } from './cart-subtotal';

const line = (price: number, discounted: number, quantity: number): CartLineFull => ({ price, discounted_price: discounted, quantity, add_ons: [] }) as unknown as CartLineFull;
const terms = { discount: 10, min_purchase: 50, max_discount: 40 };

describe("the cart's subtotal", () => {
  it("counts no store discount below its minimum purchase, and says what is missing for it", () => {
    expect(cartSubtotal([line(16.8, 15.12, 2)], terms)).toEqual({ subtotal: 33.6, toStoreDiscount: { remaining: 16.4, percent: 10 } });
  });

  it('counts it once the minimum is reached, at most its cap', () => {
    expect(cartSubtotal([line(30, 27, 2)], terms)).toEqual({ subtotal: 54, toStoreDiscount: null });
    expect(cartSubtotal([line(300, 270, 2)], terms)).toEqual({ subtotal: 560, toStoreDiscount: null });
  });

  it("counts items' own discounts whole where no store discount runs", () => {
    expect(cartSubtotal([line(20, 18, 2)], null)).toEqual({ subtotal: 36, toStoreDiscount: null });
  });
});
