/** The module headlines, worded as the spec words them (translated through the catalogue namespace). */
export interface Headline {
  title: string;
  sub?: string;
}

const HEADLINES: Record<string, Headline> = {
  grocery: { title: 'Fresh Item that deserve to eat', sub: 'Get your groceries delivered to your door in under an hour.' },
  pharmacy: { title: 'Quality Medicines & Health care at your Doorstep.' },
  ecommerce: { title: 'Exclusive collection for everyone' },
  food: { title: 'FIND YOUR HAPPINESS' },
  parcel: { title: 'Track your Products' },
};

export function headlineOf(moduleType: string): Headline | null {
  return HEADLINES[moduleType] ?? null;
}
