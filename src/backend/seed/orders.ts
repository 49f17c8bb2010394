/** Seed rows the order flow needs: delivery men in every zone and the cancellation reasons. */
import type { Db } from '../db/client';
import { cancellationReasons, deliveryMen } from '../db/schema';

export const DELIVERY_MEN: (typeof deliveryMen.$inferInsert)[] = [
  { id: 1, fName: 'Omar', lName: 'Khalil', phone: '+971501110001', zoneId: 1, avgRating: 4.8, ratingCount: 212, latitude: 25.2, longitude: 55.275 },
  { id: 2, fName: 'Rashid', lName: 'Al Amiri', phone: '+971501110002', zoneId: 1, avgRating: 4.6, ratingCount: 148, latitude: 25.25, longitude: 55.3 },
  { id: 3, fName: 'Sanjay', lName: 'Menon', phone: '+971501110003', zoneId: 2, avgRating: 4.9, ratingCount: 301, latitude: 25.08, longitude: 55.14 },
  { id: 4, fName: 'Youssef', lName: 'Haddad', phone: '+971501110004', zoneId: 2, avgRating: 4.5, ratingCount: 97, latitude: 25.11, longitude: 55.2 },
  { id: 5, fName: 'Ali', lName: 'Raza', phone: '+971501110005', zoneId: 3, avgRating: 4.7, ratingCount: 64, latitude: 25.12, longitude: 55.38 },
];

export const CANCELLATION_REASONS: (typeof cancellationReasons.$inferInsert)[] = [
  { id: 1, reason: 'I ordered by mistake', reasonAr: 'طلبت بالخطأ', userType: 'customer' },
  { id: 2, reason: 'I want to change the items', reasonAr: 'أريد تغيير المنتجات', userType: 'customer' },
  { id: 3, reason: 'The delivery time is too long', reasonAr: 'وقت التوصيل طويل جداً', userType: 'customer' },
  { id: 4, reason: 'I want to change the delivery address', reasonAr: 'أريد تغيير عنوان التوصيل', userType: 'customer' },
  { id: 5, reason: 'I found a better price elsewhere', reasonAr: 'وجدت سعراً أفضل في مكان آخر', userType: 'customer' },
  { id: 6, reason: 'I want to use a coupon', reasonAr: 'أريد استخدام قسيمة', userType: 'customer' },
  { id: 7, reason: 'I want to change the payment method', reasonAr: 'أريد تغيير طريقة الدفع', userType: 'customer' },
  { id: 8, reason: 'I no longer need the order', reasonAr: 'لم أعد بحاجة إلى الطلب', userType: 'customer' },
  { id: 9, reason: 'The order was placed twice', reasonAr: 'تم تقديم الطلب مرتين', userType: 'customer' },
  { id: 10, reason: 'I will not be at home', reasonAr: 'لن أكون في المنزل', userType: 'customer' },
  { id: 11, reason: 'Other', reasonAr: 'سبب آخر', userType: 'customer' },
  { id: 12, reason: 'The customer is not reachable', reasonAr: 'لا يمكن الوصول إلى العميل', userType: 'deliveryman' },
  { id: 13, reason: 'Items are out of stock', reasonAr: 'المنتجات غير متوفرة', userType: 'store' },
];

/** Tables of this file whose serial ids are set explicitly (their sequences are moved past them). */
export const ORDER_SERIAL_TABLES = ['delivery_men', 'cancellation_reasons'];

export async function seedOrderData(tx: Db): Promise<void> {
  await tx.insert(deliveryMen).values(DELIVERY_MEN);
  await tx.insert(cancellationReasons).values(CANCELLATION_REASONS);
}
