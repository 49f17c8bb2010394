import type { FoodVariation } from '@/api/catalogue-types';
import {
  addOnsPrice,
  checkAddOn,
  checkoutChoice,
  findVariation,
  foodGroupProblem,
  freeDeliveryProgress,
  incrementRefusal,
  leadingZero,
  needsPanel,
  optionsPrice,
  sameVariation,
  stepAddOn,
  toggleOption,
  variationType,
} from './rules';

const size: FoodVariation = { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: '6' }] };
const extras: FoodVariation = { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [{ label: 'Cheese', optionPrice: 3 }, { label: 'Egg', optionPrice: 2 }, { label: 'Olives', optionPrice: 1 }] };

describe('quantity limits', () => {
  it('refuses at stock with Out of Stock, at the maximum with Out of Limits', () => {
    expect(incrementRefusal(2, { stock: 5, max: null, food: false })).toBeNull();
    expect(incrementRefusal(5, { stock: 5, max: null, food: false })).toBe('Out of Stock');
    expect(incrementRefusal(3, { stock: 10, max: 3, food: false })).toBe('Out of Limits');
    expect(incrementRefusal(0, { stock: 0, max: 3, food: false })).toBe('Out of Stock');
  });
  it('food counts only the maximum', () => {
    expect(incrementRefusal(5, { stock: 5, max: null, food: true })).toBeNull();
    expect(incrementRefusal(4, { stock: 1, max: 4, food: true })).toBe('Out of Limits');
  });
  it('shows a leading zero below 10', () => {
    expect(leadingZero(1)).toBe('01');
    expect(leadingZero(9)).toBe('09');
    expect(leadingZero(10)).toBe('10');
    expect(leadingZero(123)).toBe('123');
  });
});

describe('variations', () => {
  it('match ignoring dashes, spaces and case', () => {
    expect(sameVariation('Red-L', 'red - l')).toBe(true);
    expect(sameVariation('Red-L', 'Red-M')).toBe(false);
    expect(variationType(['Dark Blue', 'XL'])).toBe('DarkBlue-XL');
    expect(findVariation([{ type: 'DarkBlue-XL', price: 40 }], 'darkblue xl')?.price).toBe(40);
    expect(findVariation([{ type: 'DarkBlue-XL', price: 40 }], 'Red-XL')).toBeNull();
  });
});

describe('food option groups', () => {
  it('single: clicking the selected option deselects it, another replaces it', () => {
    expect(toggleOption(size, [], 'Large')).toEqual(['Large']);
    expect(toggleOption(size, ['Large'], 'Large')).toEqual([]);
    expect(toggleOption(size, ['Large'], 'Regular')).toEqual(['Regular']);
  });
  it('multi toggles', () => {
    expect(toggleOption(extras, ['Cheese'], 'Egg')).toEqual(['Cheese', 'Egg']);
    expect(toggleOption(extras, ['Cheese', 'Egg'], 'Cheese')).toEqual(['Egg']);
  });
  it('prices the chosen options; replacing a single choice moves the price by the difference', () => {
    expect(optionsPrice([size, extras], { Size: ['Large'], Extras: ['Cheese', 'Egg'] })).toBe(11);
    const before = optionsPrice([size], { Size: ['Regular'] });
    const after = optionsPrice([size], { Size: ['Large'] });
    expect((after - before) * 3).toBe(18);
  });
  it('names the first group that blocks adding', () => {
    expect(foodGroupProblem([size, extras], {})).toEqual({ kind: 'required', name: 'Size' });
    expect(foodGroupProblem([size, extras], { Size: ['Large'] })).toBeNull();
    expect(foodGroupProblem([size, extras], { Size: ['Large'], Extras: ['Cheese', 'Egg', 'Olives'] })).toEqual({ kind: 'range', name: 'Extras', min: 1, max: 2 });
    const requiredMulti = { ...extras, required: 'on' };
    expect(foodGroupProblem([requiredMulti], {})).toEqual({ kind: 'required', name: 'Extras' });
  });
});

describe('add-ons', () => {
  it('checking sets 1, plus and minus only while checked, 0 unchecks', () => {
    let state = checkAddOn({}, 7, true);
    expect(state).toEqual({ 7: 1 });
    state = stepAddOn(state, 7, 1);
    expect(state).toEqual({ 7: 2 });
    expect(stepAddOn(state, 8, 1)).toEqual(state);
    state = stepAddOn(stepAddOn(state, 7, -1), 7, -1);
    expect(state).toEqual({});
    expect(checkAddOn({ 7: 3 }, 7, false)).toEqual({});
    expect(addOnsPrice([{ id: 7, name: 'Sauce', price: 2.5 }, { id: 8, name: 'Bread', price: 1 }], { 7: 2 })).toBe(5);
  });
});

describe('free delivery progress', () => {
  it('is the subtotal against free_delivery_over, clamped, with the amount still needed', () => {
    expect(freeDeliveryProgress(50, 200)).toEqual({ percent: 25, remaining: 150 });
    expect(freeDeliveryProgress(250, 200)).toEqual({ percent: 100, remaining: 0 });
    expect(freeDeliveryProgress(-5, 200)?.percent).toBe(0);
    expect(freeDeliveryProgress(50, 0)).toBeNull();
    expect(freeDeliveryProgress(50, null)).toBeNull();
  });
});

describe('checkout button', () => {
  it('chooses as the spec says', () => {
    expect(checkoutChoice(0, true, true)).toBe('home');
    expect(checkoutChoice(2, true, false)).toBe('checkout');
    expect(checkoutChoice(2, false, true)).toBe('guest-or-sign-in');
    expect(checkoutChoice(2, false, false)).toBe('sign-in');
  });
});

describe('cards', () => {
  it('send items with variations or required options to the item panel', () => {
    expect(needsPanel({ variations: [{ type: 'S', price: 1 }] })).toBe(true);
    expect(needsPanel({ food_variations: [size] })).toBe(true);
    expect(needsPanel({ food_variations: [extras] })).toBe(false);
    expect(needsPanel({ variations: [], food_variations: [], choice_options: [] })).toBe(false);
  });
});
