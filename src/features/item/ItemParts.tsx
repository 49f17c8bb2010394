import { useTranslation } from '@/lib/i18n';
import type { Item } from '@/api/catalogue-types';
import { DiscountBadge } from '@/components/DiscountBadge';
import { namesOf } from './availability';
import css from './product.module.css';

/** Parts of the item panel that the product page and the quick view share. */
function flag(value: Item['veg']): boolean {
  return value === true || Number(value) === 1;
}

/** The main picture first, then the others, each once. */
export function imagesOf(item: Pick<Item, 'image_full_url' | 'images_full_url'>): string[] {
  const all = [item.image_full_url, ...(item.images_full_url ?? [])].filter((src): src is string => Boolean(src));
  return [...new Set(all)];
}

/** Discount, organic, halal (only with halal_tag_status on), veg or non-veg (food), Recommend, prescription, campaign. */
export function ItemBadges({ item, moduleType, campaign }: { item: Item; moduleType: string | null; campaign: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={css.badges}>
      <DiscountBadge item={item} className={css.badgeDiscount} />
      {flag(item.organic) ? <span>{t('Organic')}</span> : null}
      {flag(item.is_halal) && flag(item.halal_tag_status) ? <span>{t('Halal')}</span> : null}
      {moduleType === 'food' ? <span>{flag(item.veg) ? t('Veg') : t('Non-Veg')}</span> : null}
      {flag(item.recommended) ? <span>{t('Recommend')}</span> : null}
      {flag(item.is_prescription_required) ? <span>{t('Prescription required')}</span> : null}
      {campaign || item.available_date_starts ? <span>{t('Campaign')}</span> : null}
    </div>
  );
}

export function Facts({ title, names }: { title: string; names: string[] }) {
  if (!names.length) return null;
  return (
    <div className={css.fact}>
      <h2>{title}</h2>
      <ul className={css.chips}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

/** The nutrition and allergen lists. */
export function NutritionFacts({ item }: { item: Item }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <Facts title={t('Nutrition')} names={namesOf(item.nutritions_name)} />
      <Facts title={t('Allergens')} names={namesOf(item.allergies_name)} />
    </>
  );
}
