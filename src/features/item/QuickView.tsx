import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useId, useState } from 'react';
import { useConfig } from '@/api/config';
import { useItemDetails } from '@/api/item-details';
import { productHref, storeHref } from '@/lib/links';
import { CatalogueTextProvider } from '@/components/catalogue-text';
import { Price } from '@/components/Price';
import { Stars } from '@/components/Stars';
import { PurchaseBlock, type QuickViewProps } from '@/features/cart';
import { StoreRouteLink } from '@/features/location';
import { WishlistHeart } from '@/features/wishlist';
import { useApiScope } from '@/lib/session-context';
import { marketTimeZone, minutesAt, zoneOffsetMinutes } from '@/lib/time';
import { itemAvailability, namesOf } from './availability';
import { Gallery } from './Gallery';
import { imagesOf, ItemBadges, NutritionFacts } from './ItemParts';
import { DESCRIPTION_CHARS, ReadMore } from './ReadMore';

/**
 * The item panel as a modal over a card's page (food: at most 459 px wide). The address bar
 * shows the item's own page, so Back closes the modal and the link can be shared.
 */
export default function QuickView({ slug, campaign, onClose }: QuickViewProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const scope = useApiScope();
  const { data: config } = useConfig();
  const { data: item } = useItemDetails({ ...scope, moduleId: null }, slug, campaign);
  const food = item?.module_type === 'food';
  const generic = namesOf(item?.generic_name);
  const [now] = useState(() => Date.now());
  const availability = item ? itemAvailability(item, item.module_type ?? null, minutesAt(now, zoneOffsetMinutes(marketTimeZone(config), now))) : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth slotProps={{ paper: { sx: { maxWidth: food ? 459 : 600, m: 1 } } }}>
      <DialogContent>
        {/* the panel sits beside the page's catalogue context (the frame mounts it), so it brings its own */}
        <CatalogueTextProvider>
          {item && availability ? (
            <>
              <Gallery images={imagesOf(item)} name={item.name} sizes="459px" preload={false} />
              <div style={{ marginBlockStart: 12 }}>
                <ItemBadges item={item} moduleType={item.module_type ?? null} campaign={campaign} />
              </div>
              <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                <h2 id={titleId} style={{ marginBlock: '8px 4px' }}>
                  {item.name}
                </h2>
                <WishlistHeart target={{ item_id: item.id }} name={item.name} entry={item} />
              </div>
              {generic.length ? <p style={{ margin: 0 }}>{generic.join(', ')}</p> : null}
              {item.store_name && item.store_id ? (
                <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 12px' }}>
                  <Link href={storeHref({ id: item.store_id, slug: item.store_slug })} onClick={onClose}>
                    {item.store_name}
                  </Link>
                  <StoreRouteLink
                    storeRef={{ scope: { ...scope, moduleId: item.module_id ?? scope.moduleId }, idOrSlug: String(item.store_id) }}
                    storePath={storeHref({ id: item.store_id, slug: item.store_slug })}
                  />
                </div>
              ) : null}
              <div>
                <Stars rating={item.avg_rating} count={item.rating_count} />
              </div>
              <Price item={item} />
              {item.description ? <ReadMore text={item.description} max={DESCRIPTION_CHARS} /> : null}
              <NutritionFacts item={item} />
              <PurchaseBlock item={item} moduleType={item.module_type ?? null} availability={availability} campaign={campaign} onDone={onClose} />
              <Link href={productHref(item, campaign)}>{t('See the full page')}</Link>
            </>
          ) : (
            <p id={titleId}>{t('Loading…')}</p>
          )}
        </CatalogueTextProvider>
        <Button onClick={onClose} color="inherit" sx={{ mt: 1 }}>
          {t('Close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
