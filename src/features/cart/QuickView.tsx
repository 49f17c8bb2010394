import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'next-i18next/pages';
import Image from 'next/image';
import Link from 'next/link';
import { useId, useState } from 'react';
import { useConfig } from '@/api/config';
import { useItemDetails } from '@/api/items';
import { productHref } from '@/components/links';
import { itemAvailability } from '@/features/item';
import { useApiScope } from '@/lib/session-context';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { applyDiscount, discountOf } from '@/lib/discount';
import { marketTimeZone, minutesAt, zoneOffsetMinutes } from '@/lib/time';
import { PurchaseBlock } from './PurchaseBlock';

export interface QuickViewProps {
  slug: string;
  campaign: boolean;
  onClose: () => void;
}

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
  const money = moneyFormatFrom(config);
  const food = item?.module_type === 'food';
  const [now] = useState(() => Date.now());
  const availability = item ? itemAvailability(item, item.module_type ?? null, minutesAt(now, zoneOffsetMinutes(marketTimeZone(config), now))) : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth slotProps={{ paper: { sx: { maxWidth: food ? 459 : 600, m: 1 } } }}>
      <DialogContent>
        {item && availability ? (
          <>
            <div style={{ position: 'relative', aspectRatio: '16 / 10', borderRadius: 12, overflow: 'hidden' }}>
              {item.image_full_url ? <Image src={item.image_full_url} alt={item.name} fill sizes="459px" /> : null}
            </div>
            <h2 id={titleId} style={{ marginBlock: '12px 4px' }}>
              {item.name}
            </h2>
            {item.store_name ? <p style={{ margin: 0 }}>{item.store_name}</p> : null}
            <p style={{ margin: '4px 0' }}>
              <strong>{formatMoney(applyDiscount(Number(item.price), discountOf(item)), money)}</strong>
            </p>
            {item.description ? <p style={{ margin: '4px 0' }}>{item.description.length > 130 ? `${item.description.slice(0, 130)}…` : item.description}</p> : null}
            <PurchaseBlock item={item} moduleType={item.module_type ?? null} availability={availability} campaign={campaign} onDone={onClose} />
            <Link href={productHref(item, campaign)}>{t('See the full page')}</Link>
          </>
        ) : (
          <p id={titleId}>{t('Loading…')}</p>
        )}
        <Button onClick={onClose} color="inherit" sx={{ mt: 1 }}>
          {t('Close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
