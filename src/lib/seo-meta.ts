/**
 * Everything a search engine or a link preview reads about a page. Built on the server by
 * `buildSeo` (src/server/seo.ts) so URLs are absolute and the same on every render; drawn by
 * components/Seo.tsx.
 */
export interface SeoMeta {
  /** The full title, brand included. */
  title: string;
  description: string;
  /** Absolute canonical URL; null only when the origin is unknown. */
  canonical: string | null;
  /** hreflang alternates: en, ar and x-default. */
  alternates: { hrefLang: string; href: string }[];
  /** Absolute image URL for Open Graph and the Twitter card. */
  image: string | null;
  imageAlt: string;
  ogType: 'website' | 'product' | 'article';
  siteName: string;
  /** og:locale and its alternate, e.g. en_US and ar_AE. */
  locale: string;
  alternateLocale: string;
  noindex: boolean;
  /** JSON-LD documents, escaped when inlined. */
  jsonLd: object[];
}
