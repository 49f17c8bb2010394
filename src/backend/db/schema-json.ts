/** The shapes of the catalogue's jsonb columns (variations, schedules, discounts), always served whole. */
export interface ItemVariation {
  type: string;
  price: number;
  stock: number;
}
export interface ChoiceOption {
  name: string;
  title: string;
  options: string[];
}
export interface FoodVariationValue {
  label: string;
  optionPrice: number;
}
export interface FoodVariation {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: FoodVariationValue[];
}
export interface Nutrition {
  name: string;
  value?: string;
}
export interface StoreSchedule {
  day: number;
  opening_time: string;
  closing_time: string;
}
export interface StoreDiscount {
  discount: number;
  discount_type: 'percent' | 'amount';
  min_purchase: number;
  max_discount: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}
