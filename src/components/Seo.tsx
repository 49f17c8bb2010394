import Head from 'next/head';
import type { SeoMeta } from '@/lib/seo-meta';
import { jsonForScript } from '@/lib/text';

export type { SeoMeta };

export function Seo({ meta }: { meta: SeoMeta }) {
  return (
    <Head>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} key="description" />
      {meta.noindex ? <meta name="robots" content="noindex, follow" key="robots" /> : null}
      {meta.canonical ? <link rel="canonical" href={meta.canonical} key="canonical" /> : null}
      {meta.alternates.map((alt) => (
        <link rel="alternate" hrefLang={alt.hrefLang} href={alt.href} key={`alternate-${alt.hrefLang}`} />
      ))}
      <meta property="og:type" content={meta.ogType} key="og:type" />
      <meta property="og:site_name" content={meta.siteName} key="og:site_name" />
      <meta property="og:title" content={meta.title} key="og:title" />
      <meta property="og:description" content={meta.description} key="og:description" />
      <meta property="og:locale" content={meta.locale} key="og:locale" />
      <meta property="og:locale:alternate" content={meta.alternateLocale} key="og:locale:alternate" />
      {meta.canonical ? <meta property="og:url" content={meta.canonical} key="og:url" /> : null}
      {meta.image ? <meta property="og:image" content={meta.image} key="og:image" /> : null}
      {meta.image ? <meta property="og:image:alt" content={meta.imageAlt} key="og:image:alt" /> : null}
      <meta name="twitter:card" content="summary_large_image" key="twitter:card" />
      <meta name="twitter:title" content={meta.title} key="twitter:title" />
      <meta name="twitter:description" content={meta.description} key="twitter:description" />
      {meta.image ? <meta name="twitter:image" content={meta.image} key="twitter:image" /> : null}
      {meta.image ? <meta name="twitter:image:alt" content={meta.imageAlt} key="twitter:image:alt" /> : null}
      {meta.jsonLd.map((doc, index) => (
        <script
          key={`jsonld-${index}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(doc) }}
        />
      ))}
    </Head>
  );
}
