/**
 * Fields of `config` and `react-landing-page` that 6amMart clients read beyond what the
 * storefront itself shows: the payment gateway lists and the landing page's header, company,
 * earning and business blocks.
 */
import type { Lang } from '../context';

/**
 * Digital payment gateways of this marketplace: Souk Pay, the hosted payment page the embedded API
 * serves (services/payment.ts), while digital payment is on. The shape is 6amMart's.
 */
export function paymentConfig(digitalPayment: boolean) {
  return {
    active_payment_method_list: (digitalPayment
      ? [{ gateway: 'souk_pay', gateway_title: 'Souk Pay', gateway_image: null, gateway_image_full_url: null }]
      : []) as { gateway: string; gateway_title: string; gateway_image: string | null; gateway_image_full_url: string | null }[],
    digital_payment_info: { digital_payment: digitalPayment, plugin_payment_gateways: [] as string[], default_payment_gateways: [] as string[] },
  };
}

const TEXT = {
  en: {
    header_title: 'Everything Dubai needs, delivered',
    header_sub_title: 'Food, groceries, medicines, shopping and parcels from the stores you love.',
    header_tag_line: 'Order in a few taps',
    company_title: 'Souk',
    company_sub_title: 'A Dubai marketplace',
    company_description: 'Souk brings restaurants, grocers, pharmacies, shops and couriers of Dubai into one place, delivered by riders who know the city.',
    company_button_name: 'Start ordering',
    business_title: 'Souk for your business',
    business_sub_title: 'Manage your store, orders and payouts from the vendor app.',
  },
  ar: {
    header_title: 'كل ما تحتاجه دبي يصلك',
    header_sub_title: 'طعام وبقالة وأدوية وتسوق وطرود من متاجرك المفضلة.',
    header_tag_line: 'اطلب ببضع نقرات',
    company_title: 'سوق',
    company_sub_title: 'سوق إلكتروني في دبي',
    company_description: 'يجمع سوق مطاعم دبي وبقالاتها وصيدلياتها ومتاجرها وخدمات التوصيل في مكان واحد، مع سائقين يعرفون المدينة.',
    company_button_name: 'ابدأ الطلب',
    business_title: 'سوق لأعمالك',
    business_sub_title: 'أدر متجرك وطلباتك ومدفوعاتك من تطبيق البائع.',
  },
} satisfies Record<Lang, Record<string, string>>;

/** The landing page's blocks beyond the fixed ones, translated; statuses are '1' (shown) as 6amMart sends them. */
export function landingExtras(lang: Lang, images: { header: string | null; app: string | null; promotion: string | null }) {
  return {
    ...TEXT[lang],
    // store and rider registration are open (config's toggle_store_registration / toggle_dm_registration)
    earning_seller_status: '1',
    earning_dm_status: '1',
    earning_seller_image_full_url: images.app,
    earning_delivery_image_full_url: images.app,
    business_image_full_url: images.header,
    // the header's small picture and the picture beside the available zones, read by 6amMart's web client
    header_icon_full_url: images.app,
    available_zone_image_full_url: images.promotion,
    download_business_app_links: {
      seller_playstore_url_status: '0',
      seller_playstore_url: null,
      seller_appstore_url_status: '0',
      seller_appstore_url: null,
      dm_playstore_url_status: '0',
      dm_playstore_url: null,
      dm_appstore_url_status: '0',
      dm_appstore_url: null,
    },
  };
}
