import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import Link from 'next/link';
import { useId, useState } from 'react';
import { CardAction } from '@/components/card-actions';
import { productHref, storeHref } from '@/lib/links';
import { CardCartProvider } from '@/features/cart';
import { useWishlist, useWishlistQuery, type WishTarget } from './use-wishlist';
import css from './wishlist.module.css';

export interface WishlistDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The module's type names the tabs (foods and restaurants for food). */
  moduleType: string | null;
}

/** The right-side wishlist drawer (max width 523 px); loaded on the first tap of the header's heart. */
export default function WishlistDrawer({ open, onClose, moduleType }: WishlistDrawerProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const wishlist = useWishlist();
  const { data } = useWishlistQuery();
  const [tab, setTab] = useState<'item' | 'store'>('item');
  const [removing, setRemoving] = useState<WishTarget | null>(null);
  const food = moduleType === 'food';
  const items = data?.item ?? [];
  const stores = data?.store ?? [];
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: '100%', maxWidth: 523 }, role: 'dialog', 'aria-labelledby': titleId } }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: 16 }}>
        <h2 id={titleId} style={{ margin: 0, fontSize: '1.2rem' }}>
          {t('Wishlist')}
        </h2>
        <Button onClick={onClose} color="inherit">
          {t('Close')}
        </Button>
      </div>
      <Tabs value={tab} onChange={(_, v: 'item' | 'store') => setTab(v)} variant="fullWidth">
        <Tab value="item" label={food ? t('Foods') : t('Items')} />
        <Tab value="store" label={food ? t('Restaurants') : t('Stores')} />
      </Tabs>
      <CardCartProvider>
        <ul style={{ listStyle: 'none', margin: 0, padding: '0 16px', overflowY: 'auto' }}>
          {tab === 'item'
            ? items.map((item) => (
                <li key={item.id} className={css.row}>
                  <span className={css.thumb}>{item.image_full_url ? <Image src={item.image_full_url} alt="" fill sizes="56px" /> : null}</span>
                  <Link href={productHref(item)} className={css.grow} onClick={onClose}>
                    {item.name}
                  </Link>
                  {/* the cards' add control: add, then a count; items with options link to their panel */}
                  <span onClickCapture={(e) => ((e.target as Element).closest?.('a') ? onClose() : undefined)}>
                    <CardAction item={item} campaign={false} />
                  </span>
                  <Button color="error" size="small" onClick={() => setRemoving({ item_id: item.id })} aria-label={t('Remove {{name}} from wishlist', { name: item.name })}>
                    {t('Delete')}
                  </Button>
                </li>
              ))
            : stores.map((store) => (
                <li key={store.id} className={css.row}>
                  <span className={css.thumb}>{store.logo_full_url ? <Image src={store.logo_full_url} alt="" fill sizes="56px" /> : null}</span>
                  <Link href={storeHref(store)} className={css.grow} onClick={onClose}>
                    {store.name}
                  </Link>
                  <Button color="error" size="small" onClick={() => setRemoving({ store_id: store.id })} aria-label={t('Remove {{name}} from wishlist', { name: store.name })}>
                    {t('Delete')}
                  </Button>
                </li>
              ))}
        </ul>
      </CardCartProvider>
      {tab === 'item' && data && items.length === 0 ? <p style={{ padding: 16 }}>{food ? t('No favourite foods found') : t('No favourite items found')}</p> : null}
      {tab === 'store' && data && stores.length === 0 ? <p style={{ padding: 16 }}>{food ? t('No favourite restaurants found') : t('No favourite stores found')}</p> : null}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby={`${titleId}-remove`}>
        <DialogTitle id={`${titleId}-remove`}>{t('Remove this from your wishlist?')}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} color="inherit">
            {t('Cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              if (removing) void wishlist?.toggle(removing);
              setRemoving(null);
            }}
          >
            {t('Remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Drawer>
  );
}
