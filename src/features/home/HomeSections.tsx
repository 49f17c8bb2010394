import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { MediaImage } from '@/components/MediaImage';
import Link from 'next/link';
import { useBanners, usePromotionalBanners } from '@/api/banners';
import type { Category, Item, Store } from '@/api/catalogue-types';
import { useCategories } from '@/api/categories';
import { useFlashSale } from '@/api/flash-sales';
import { useItemList } from '@/api/items';
import { useStoreList, visitAgainQuery } from '@/api/stores';
import { BannerSlider, slidesFrom } from '@/components/BannerSlider';
import { ItemCarousel } from '@/components/ItemCard';
import { categoryHref } from '@/lib/links';
import { Carousel, ITEM_ROW_HEIGHT, Section } from '@/components/Section';
import { StoreCard } from '@/components/StoreCard';
import { nearestFirst } from '@/components/store-rules';
import shared from '@/components/catalogue.module.css';
import { ownPoint } from '@/lib/distance';
import { useSession } from '@/lib/session-context';
import { FlashSalePanel } from './FlashSalePanel';
import { firstPage, HOME_LIMITS, menuFor, type SectionId, type SectionProps } from './sections';
import { TabbedItems } from './TabbedItems';
import { BottomBanner, ParcelCategories, PromoImage, PromotionalBanner, WhyChoose } from './promo-sections';
import css from './home.module.css';
import { useCatalogueT } from '@/components/catalogue-text';

export function ItemRow({ title, id, items, viewAll, viewAllLabel }: { title: string; id: string; items: Item[]; viewAll?: string; viewAllLabel?: string }) {
  if (!items.length) return null;
  return (
    <Section title={title} id={id} viewAll={viewAll} viewAllLabel={viewAllLabel} estimate={ITEM_ROW_HEIGHT}>
      <ItemCarousel label={title} items={items} />
    </Section>
  );
}

export function StoreRow({ title, id, stores, viewAll, visited = false }: { title: string; id: string; stores: Store[]; viewAll?: string; visited?: boolean }) {
  const t = useCatalogueT();
  if (!stores.length) return null;
  return (
    <Section title={title} id={id} viewAll={viewAll} viewAllLabel={t('View all')}>
      <Carousel label={title} itemWidth={260}>
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} visited={visited} />
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

/** A row of category pictures and names, each a link to its category (Categories, Featured categories). */
export function CategoryCarousel({ label, categories }: { label: string; categories: Category[] }) {
  return (
    <Carousel label={label} itemWidth={104}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={categoryHref(category)} className={css.category}>
            <span className={css.categoryImage}>
              {category.image_full_url ? <MediaImage src={category.image_full_url} alt="" width={84} height={84} /> : null}
            </span>
            {category.name}
          </Link>
        </li>
      ))}
    </Carousel>
  );
}

function Banners({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useBanners(scope);
  const slides = slidesFrom(data?.banners ?? [], data?.campaigns ?? [], moduleType);
  if (!slides.length) return null;
  return (
    <section className={shared.section} aria-label={t('Offers')}>
      <BannerSlider slides={slides} moduleType={moduleType} label={t('Offers')} />
    </section>
  );
}

function Categories({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data: categories = [] } = useCategories(scope);
  if (!categories.length) return null;
  return (
    <Section title={t('Categories')} id="categories" viewAll="/categories" viewAllLabel={t('View all')}>
      <CategoryCarousel label={t('Categories')} categories={categories} />
    </Section>
  );
}

function VisitAgain({ scope, signedIn }: SectionProps) {
  const t = useCatalogueT();
  // signed-in only: with a page rendered for this shopper alone the list came with it (fresh, not
  // fetched again); on a page rendered once for every shopper of the scope it is asked for here
  const { data: stores = [] } = useQuery({ ...visitAgainQuery(scope), enabled: signedIn });
  if (!signedIn) return null;
  return <StoreRow title={t('Visit Again')} id="visit-again" stores={stores} visited />;
}

function Popular({ scope, renderedAt }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useItemList(scope, 'popular', firstPage(HOME_LIMITS.items));
  const { data: sale } = useFlashSale(scope);
  const items = data?.items ?? [];
  if (!items.length && !sale?.active_products?.length) return null;
  return (
    <Section title={t('Most popular items')} id="popular">
      {sale?.active_products?.length ? <FlashSalePanel sale={sale} renderedAt={renderedAt} /> : null}
      {items.length ? (
        <ItemCarousel label={t('Most popular items')} items={items} />
      ) : null}
    </Section>
  );
}

function SpecialOffers({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useItemList(scope, 'discounted', firstPage(HOME_LIMITS.items));
  return <ItemRow title={moduleType === 'food' ? t('Special food offers') : t('Special offers')} id="special-offers" items={data?.items ?? []} />;
}

function TopOffers({ scope }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useStoreList(scope, 'top-offer-near-me', firstPage(HOME_LIMITS.stores));
  // nearest first from the shopper's own point (the browser's, on a page shared by the scope)
  const point = ownPoint(useSession().session.location);
  return <StoreRow title={t('Top offers near me')} id="top-offers" stores={nearestFirst(data?.items ?? [], point)} viewAll="/store/top-offer-nearby" />;
}

function BasicMedicine({ scope, moduleType }: SectionProps) {
  const t = useCatalogueT();
  const { data } = useItemList(scope, 'basic', firstPage(HOME_LIMITS.items));
  const { data: promo } = usePromotionalBanners(scope);
  const items = data?.items ?? [];
  if (!items.length) return null;
  const title = t('Basic medicine nearby');
  return (
    <Section title={title} id="basic-medicine">
      <PromoImage src={promo?.basic_section_nearby_full_url} alt={title} />
      <TabbedItems items={items} menu={menuFor(moduleType)} label={title} />
    </Section>
  );
}

/**
 * The blocks that can be on a module home's first screen (sections.ts, firstScreenSections):
 * rendered on the server and part of the home's first load. The others are in ./LaterSections,
 * which loads with their data as the shopper nears them.
 */
export const FIRST_SCREEN_SECTIONS: Partial<Record<SectionId, ComponentType<SectionProps>>> = {
  banners: Banners,
  categories: Categories,
  'visit-again': VisitAgain,
  popular: Popular,
  'special-offers': SpecialOffers,
  'top-offers': TopOffers,
  'basic-medicine': BasicMedicine,
  'bottom-banner': BottomBanner,
  'parcel-categories': ParcelCategories,
  'promotional-banner': PromotionalBanner,
  'why-choose': WhyChoose,
};
