/** Policy pages, landing data and other editorial content, in English and Arabic. */

export const CONTENT_PAGES: { key: string; title: string; titleAr: string; content: string; contentAr: string }[] = [
  {
    key: 'about_us',
    title: 'About Souk',
    titleAr: 'عن سوق',
    content: `<h2>One marketplace for everything Dubai needs</h2>
<p>Souk brings together the city's favourite restaurants, supermarkets, pharmacies and shops, and a courier service for everything in between. Order a karak chai in Al Karama, a week of groceries in the Marina or a prescription refill in Business Bay, and follow it to your door.</p>
<h3>What we believe</h3>
<ul>
<li><strong>Local first.</strong> Most of our partners are independent, family-run businesses.</li>
<li><strong>Honest prices.</strong> What you see on the menu is what the store charges; delivery fees are shown before you pay.</li>
<li><strong>Care in every delivery.</strong> Medicines travel sealed, chilled food travels cold.</li>
</ul>
<blockquote>"We started Souk in a small office near the Creek with one idea: the city's best shops deserve a storefront as good as they are."</blockquote>
<p>Questions? Write to <a href="mailto:hello@souk.test">hello@souk.test</a> or call <a href="tel:+97142000000">+971 4 200 0000</a>.</p>`,
    contentAr: `<h2>سوق واحد لكل ما تحتاجه دبي</h2>
<p>يجمع سوق أفضل مطاعم المدينة ومحلات البقالة والصيدليات والمتاجر، مع خدمة توصيل الطرود لكل ما بينها. اطلب شاي كرك في الكرامة أو مقاضي الأسبوع في المارينا أو دواءك في الخليج التجاري وتابع طلبك حتى باب منزلك.</p>
<h3>ما نؤمن به</h3>
<ul>
<li><strong>المحلي أولاً.</strong> معظم شركائنا أعمال مستقلة وعائلية.</li>
<li><strong>أسعار واضحة.</strong> السعر الذي تراه هو سعر المتجر، ورسوم التوصيل تظهر قبل الدفع.</li>
<li><strong>عناية في كل توصيلة.</strong> الأدوية تصل مغلقة والأطعمة المبردة تصل باردة.</li>
</ul>
<p>لديك سؤال؟ راسلنا على <a href="mailto:hello@souk.test">hello@souk.test</a> أو اتصل على <a href="tel:+97142000000">+971 4 200 0000</a>.</p>`,
  },
  {
    key: 'terms_and_conditions',
    title: 'Terms and Conditions',
    titleAr: 'الشروط والأحكام',
    content: `<h2>Terms and Conditions</h2>
<p>These terms govern your use of the Souk website and apps. By placing an order you agree to them.</p>
<h3>1. Orders</h3>
<p>An order is a request to a partner store. It is accepted when the store confirms it. Prices include VAT at 5% unless stated otherwise.</p>
<h3>2. Delivery</h3>
<p>Delivery times are estimates. Scheduled orders are delivered within the slot you choose.</p>
<h3>3. Prescription medicines</h3>
<p>Prescription-only medicines are dispensed only against a valid prescription checked by a licensed pharmacist.</p>
<h3>4. Accounts</h3>
<p>Keep your password private. You are responsible for orders placed from your account.</p>`,
    contentAr: `<h2>الشروط والأحكام</h2>
<p>تنظم هذه الشروط استخدامك لموقع وتطبيقات سوق. بتقديم طلب فإنك توافق عليها.</p>
<h3>١. الطلبات</h3>
<p>الطلب هو طلب موجه إلى متجر شريك، ويُقبل عند تأكيد المتجر له. الأسعار تشمل ضريبة القيمة المضافة ٥٪ ما لم يُذكر خلاف ذلك.</p>
<h3>٢. التوصيل</h3>
<p>أوقات التوصيل تقديرية. الطلبات المجدولة تُسلَّم ضمن الفترة التي تختارها.</p>
<h3>٣. الأدوية الموصوفة</h3>
<p>لا تُصرف الأدوية الموصوفة إلا بوصفة طبية صالحة يتحقق منها صيدلي مرخص.</p>
<h3>٤. الحسابات</h3>
<p>حافظ على سرية كلمة المرور. أنت مسؤول عن الطلبات المقدمة من حسابك.</p>`,
  },
  {
    key: 'privacy_policy',
    title: 'Privacy Policy',
    titleAr: 'سياسة الخصوصية',
    content: `<h2>Privacy Policy</h2>
<p>We collect what we need to deliver your order: your name, phone number, email, delivery addresses and order history.</p>
<table><thead><tr><th>Data</th><th>Why</th><th>Kept for</th></tr></thead>
<tbody><tr><td>Phone and address</td><td>Delivery</td><td>While your account is open</td></tr>
<tr><td>Order history</td><td>Receipts, support, refunds</td><td>5 years (UAE VAT law)</td></tr>
<tr><td>Location</td><td>Finding stores that deliver to you</td><td>Not stored after the session</td></tr></tbody></table>
<p>We never sell personal data. You can delete your account at any time from your profile.</p>`,
    contentAr: `<h2>سياسة الخصوصية</h2>
<p>نجمع ما نحتاجه لتوصيل طلبك: الاسم ورقم الهاتف والبريد الإلكتروني وعناوين التوصيل وسجل الطلبات.</p>
<table><thead><tr><th>البيانات</th><th>السبب</th><th>مدة الحفظ</th></tr></thead>
<tbody><tr><td>الهاتف والعنوان</td><td>التوصيل</td><td>طالما الحساب مفتوح</td></tr>
<tr><td>سجل الطلبات</td><td>الإيصالات والدعم والاسترداد</td><td>٥ سنوات (قانون ضريبة القيمة المضافة)</td></tr>
<tr><td>الموقع</td><td>إيجاد المتاجر التي توصل إليك</td><td>لا يُحفظ بعد الجلسة</td></tr></tbody></table>
<p>لا نبيع البيانات الشخصية أبداً. يمكنك حذف حسابك في أي وقت من ملفك الشخصي.</p>`,
  },
  {
    key: 'refund_policy',
    title: 'Refund Policy',
    titleAr: 'سياسة الاسترداد',
    content: `<h2>Refund Policy</h2>
<p>If an item arrives damaged, missing or not as described, request a refund from the order page within 24 hours of delivery. Approved refunds go to your Souk wallet instantly or to your card within 5 to 7 working days.</p>`,
    contentAr: `<h2>سياسة الاسترداد</h2>
<p>إذا وصل منتج تالفاً أو ناقصاً أو مختلفاً عن الوصف، اطلب الاسترداد من صفحة الطلب خلال ٢٤ ساعة من التسليم. تُضاف المبالغ المستردة إلى محفظة سوق فوراً أو إلى بطاقتك خلال ٥ إلى ٧ أيام عمل.</p>`,
  },
  {
    key: 'shipping_policy',
    title: 'Shipping Policy',
    titleAr: 'سياسة الشحن',
    content: `<h2>Shipping Policy</h2>
<p>Restaurants, groceries and pharmacies deliver the same day inside their zone. Shop orders arrive in 1 to 4 days. Delivery is free above AED 100 on most stores.</p>`,
    contentAr: `<h2>سياسة الشحن</h2>
<p>المطاعم والبقالات والصيدليات توصل في اليوم نفسه داخل منطقتها. طلبات المتاجر تصل خلال ١ إلى ٤ أيام. التوصيل مجاني فوق ١٠٠ درهم في معظم المتاجر.</p>`,
  },
  {
    key: 'cancellation_policy',
    title: 'Cancellation Policy',
    titleAr: 'سياسة الإلغاء',
    content: `<h2>Cancellation Policy</h2>
<p>You can cancel an order free of charge until the store confirms it. After that, cancellation depends on the store: prepared food cannot be cancelled once cooking starts.</p>`,
    contentAr: `<h2>سياسة الإلغاء</h2>
<p>يمكنك إلغاء الطلب مجاناً حتى يؤكده المتجر. بعد ذلك يعتمد الإلغاء على المتجر: لا يمكن إلغاء الطعام بعد بدء تحضيره.</p>`,
  },
];

// the landing texts are answered at run time (handlers/config.ts); the seed stores them too
export { LANDING } from '../../services/landing-text';

export const REVIEW_NAMES = [
  'Omar K.', 'Fatima A.', 'Rahul M.', 'Sara H.', 'Ahmed Y.', 'Maria L.', 'Khalid R.', 'Aisha N.', 'James P.', 'Noura S.',
  'Vikram S.', 'Hessa M.', 'Daniel W.', 'Mariam T.', 'Yusuf B.', 'Priya D.', 'Hamdan F.', 'Elena G.', 'Zainab Q.', 'Tariq J.',
];

export const REVIEW_COMMENTS: Record<string, string[]> = {
  food: ['Arrived hot and well packed.', 'Generous portion, will order again.', 'Tasty but a little salty for me.', 'Best in the area, honestly.', 'Delivery took a bit longer than promised, food was great.', 'Exactly like eating at the restaurant.'],
  grocery: ['Fresh and well packed.', 'Good value compared to the supermarket.', 'Arrived chilled, perfect.', 'Exactly as pictured.', 'Slightly short dated but fine.', 'My weekly staple.'],
  pharmacy: ['Sealed and delivered quickly.', 'Pharmacist called to confirm the dosage, very professional.', 'Works as expected.', 'Cheaper than my usual pharmacy.', 'Fast delivery at night, thank you.'],
  ecommerce: ['Great quality for the price.', 'Fits as expected.', 'Well packaged, arrived next day.', 'Looks even better in person.', 'Good product, box was slightly damaged.', 'Gift wrapped beautifully.'],
};
