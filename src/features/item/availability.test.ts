import type { Item } from '@/api/catalogue-types';
import { itemAvailability, namesOf, tagsOf } from './availability';

const base: Item = { id: 1, name: 'Lamb Mandi', price: 65, store_id: 2, available_time_starts: '11:00:00', available_time_ends: '22:00:00' };
const at = (h: number, m = 0) => h * 60 + m;

describe('item availability', () => {
  it('is available inside the food window', () => {
    expect(itemAvailability(base, 'food', at(12))).toEqual({ state: 'available' });
  });

  it('can be ordered for later outside the window when it takes scheduled orders', () => {
    expect(itemAvailability({ ...base, schedule_order: 1 }, 'food', at(23))).toEqual({ state: 'later', from: '11:00 am', to: '10:00 pm' });
  });

  it('is Not Available now outside the window without scheduled orders', () => {
    expect(itemAvailability({ ...base, schedule_order: 0 }, 'food', at(8))).toEqual({ state: 'unavailable', from: '11:00 am', to: '10:00 pm' });
  });

  it('counts stock for other modules and ignores the time window', () => {
    expect(itemAvailability({ ...base, stock: 0 }, 'grocery', at(23))).toEqual({ state: 'out-of-stock' });
    expect(itemAvailability({ ...base, stock: 5 }, 'ecommerce', at(23))).toEqual({ state: 'available' });
    expect(itemAvailability({ ...base, stock: null }, 'pharmacy', at(3))).toEqual({ state: 'available' });
  });

  it('reads name lists and tags in either shape', () => {
    expect(namesOf('Paracetamol, Caffeine')).toEqual(['Paracetamol', 'Caffeine']);
    expect(namesOf(['Milk', ' Nuts '])).toEqual(['Milk', 'Nuts']);
    expect(namesOf(null)).toEqual([]);
    expect(tagsOf({ tags: [{ tag: 'spicy' }, 'vegan'] })).toEqual(['spicy', 'vegan']);
  });
});
