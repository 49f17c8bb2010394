import type { PackageDef } from '../../services/partners';

/** The subscription packages a new store may choose (vendor/package-view), and the commission of the commission plan. */
export const ADMIN_COMMISSION_PERCENT = 10;

export const SUBSCRIPTION_PACKAGES: PackageDef[] = [
  { id: 1, name: 'Starter', nameAr: 'البداية', price: 199, validity: 30, maxOrder: 300, maxProduct: 100, pos: false, mobileApp: true, chat: true, review: true, selfDelivery: false, colour: '#2a9d8f', text: 'For a new store finding its first customers.', textAr: 'لمتجر جديد يبحث عن عملائه الأوائل.' },
  { id: 2, name: 'Growth', nameAr: 'النمو', price: 499, validity: 90, maxOrder: 'unlimited', maxProduct: 500, pos: true, mobileApp: true, chat: true, review: true, selfDelivery: true, colour: '#e76f51', text: 'For a busy store: more items, its own riders.', textAr: 'لمتجر نشط: منتجات أكثر وسائقون خاصون به.' },
  { id: 3, name: 'Pro', nameAr: 'الاحترافية', price: 1699, validity: 365, maxOrder: 'unlimited', maxProduct: 'unlimited', pos: true, mobileApp: true, chat: true, review: true, selfDelivery: true, colour: '#264653', text: 'A year without limits.', textAr: 'سنة كاملة بلا حدود.' },
];
