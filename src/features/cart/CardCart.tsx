import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { createContext, type ComponentType, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { toast } from '@/components/toast';
import type { CartLineFull } from '@/api/cart';
import { CardActionContext, type CardActionProps } from '@/components/card-actions';
import { productHref } from '@/lib/links';
import { InsertLocationPrompt } from '@/features/location';
import { useSession } from '@/lib/session-context';
import { backPath, cartFormBody } from './form-fields';
import { incrementRefusal, leadingZero, needsPanel } from './rules';
import { useAddToCart } from './use-add-to-cart';
import { newRequestId } from './use-cart';
import css from './cart.module.css';

type CardCart = ReturnType<typeof useAddToCart> & { askLocation: () => void; t: ReturnType<typeof useTranslation>['t']; formId: string; hasLocation: boolean; renewNonce: () => void };
const CardCartContext = createContext<CardCart | null>(null);

/** The item panel a card opens over the page; the frame passes the item feature's (cart does not import it). */
export interface QuickViewProps {
  slug: string;
  campaign: boolean;
  onClose: () => void;
}

/** `/product/<slug>` of a card link, and whether it names a campaign item. */
function quickTarget(href: string): { slug: string; campaign: boolean } | null {
  const url = new URL(href, 'http://local');
  const m = /^\/product\/([^/]+)$/.exec(url.pathname);
  return m?.[1] ? { slug: decodeURIComponent(m[1]), campaign: url.searchParams.get('product_type') === 'campaign' } : null;
}

/**
 * The card's add control: a submit button of the page's one cart form (CardCartForm: it posts
 * without JavaScript, the button naming the item), then a count with plus and minus.
 */
function CardCartControl({ item, campaign }: CardActionProps) {
  const ctx = useContext(CardCartContext);
  if (!ctx) return null;
  const { t } = ctx;
  const model = campaign ? 'ItemCampaign' : 'Item';
  const food = item.module_type === 'food';
  const line: CartLineFull | undefined = ctx.cart.lines.find((l) => l.item_id === item.id && l.model === model && l.variation.length === 0 && l.add_on_ids.length === 0);
  const name = item.name;

  if (needsPanel(item)) {
    return (
      <div className={css.cardForm}>
        <Link href={productHref(item, campaign)} className={css.cardAdd} aria-label={t('Add {{name}}: choose options', { name })}>
          {t('Add')}
        </Link>
      </div>
    );
  }

  if (line) {
    const change = async (quantity: number) => {
      const result = quantity <= 0 ? await ctx.cart.remove(line) : await ctx.cart.setQuantity(line, quantity);
      if (!result.ok) toast.error(ctx.errorText(result.error), { id: 'cart-error' });
      else if (quantity <= 0) toast.success(t('Removed from cart.'), { id: 'cart-removed' });
    };
    const plus = () => {
      const refusal = incrementRefusal(line.quantity, { stock: item.stock, max: item.maximum_cart_quantity, food });
      if (refusal) toast.error(t(refusal), { id: 'cart-error' });
      else void change(line.quantity + 1);
    };
    return (
      <div className={css.cardForm} role="group" aria-label={t('Quantity of {{name}}', { name })}>
        <button type="button" className={css.stepButton} onClick={() => void change(line.quantity - 1)} aria-label={line.quantity <= 1 ? t('Remove {{name}}', { name }) : t('Decrease quantity')}>
          {line.quantity <= 1 ? '🗑' : '−'}
        </button>
        <span className={css.stepValue}>{leadingZero(line.quantity)}</span>
        <button type="button" className={css.stepButton} onClick={plus} aria-label={t('Increase quantity')}>
          +
        </button>
      </div>
    );
  }

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (!ctx.hasLocation) {
      ctx.askLocation();
      return;
    }
    const button = event.currentTarget;
    const fields = new FormData(button.form ?? undefined);
    fields.set(button.name, button.value);
    const input = cartFormBody(fields);
    // a fresh id for the next tap (this one's travels with its retries)
    ctx.renewNonce();
    await ctx.submit(input, { item, price: item.price });
  };
  return (
    <div className={css.cardForm}>
      <button type="submit" form={ctx.formId} name={model === 'Item' ? 'item_id' : 'campaign_item_id'} value={item.id} className={css.cardAdd} aria-label={t('Add {{name}} to cart', { name })} onClick={(e) => void onClick(e)}>
        {t('Add')}
      </button>
    </div>
  );
}

/**
 * The page's one cart form for every card: what the cards share (the page to come back to, a
 * request id) is written once, and each card's Add button submits it naming its item. Without
 * JavaScript the server keeps this render's request id per item (pages/api/cart.ts), so a
 * repeated post of one card adds once and another card's post adds its own line.
 */
function CardCartForm({ id, back, nonce }: { id: string; back: string; nonce: RefObject<HTMLInputElement | null> }) {
  const [initialNonce] = useState(newRequestId);
  return (
    <form id={id} method="post" action="/api/cart" hidden>
      {/* the form's reading (cartFormBody, safeBack) takes one plain item back to /home when told nothing else */}
      {back === '/home' ? null : <input type="hidden" name="back" value={back} />}
      <input type="hidden" name="request_id" defaultValue={initialNonce} ref={nonce} suppressHydrationWarning />
    </form>
  );
}

/**
 * Gives every item card of the page its cart control; one cart subscription and one
 * clear-cart question for all of them. The wishlist drawer's rows get the same control from a
 * provider of their own (no `quickView`: the frame's provider opens the item panel).
 */
export function CardCartProvider({
  children,
  extra,
  quickView: QuickView,
}: {
  children: ReactNode;
  extra?: (props: CardActionProps) => ReactNode;
  /** the item panel the cards open over the page; without one, cards are plain links */
  quickView?: ComponentType<QuickViewProps>;
}) {
  const add = useAddToCart();
  const { t } = useTranslation('cart');
  const router = useRouter();
  const { session } = useSession();
  const [locating, setLocating] = useState(false);
  const back = backPath(router.asPath);
  const hasLocation = Boolean(session.location);
  const formId = useId();
  const nonce = useRef<HTMLInputElement>(null);
  const renewNonce = useCallback(() => {
    if (nonce.current) nonce.current.value = newRequestId();
  }, []);
  // the render may be shared (the page cache): the page's script takes an id of its own
  useEffect(renewNonce, [renewNonce]);
  const value = useMemo(() => ({ ...add, t, formId, renewNonce, hasLocation, askLocation: () => setLocating(true) }), [add, t, formId, renewNonce, hasLocation]);
  const render = useCallback(
    (props: CardActionProps) => (
      <div className={css.cardActions}>
        {extra ? extra(props) : null}
        <CardCartControl {...props} />
      </div>
    ),
    [extra],
  );
  // the frame's provider owns the quick view; another one (the wishlist drawer's rows) only adds
  const quick = QuickView && typeof router.query.quick_view === 'string' ? quickTarget(router.query.quick_view) : null;
  // cards of non-ecommerce modules open the item panel over the page; the address bar shows the
  // item's own page (Back closes the panel, the link can be shared, a reload gets the full page)
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!QuickView || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[data-quick-view]');
    const href = link?.getAttribute('href');
    if (!href || !quickTarget(href)) return;
    event.preventDefault();
    const query = { ...router.query, quick_view: href };
    void router.push({ pathname: router.pathname, query }, href, { shallow: true, scroll: false });
  };
  return (
    <CardCartContext.Provider value={value}>
      <CardCartForm id={formId} back={back} nonce={nonce} />
      <div onClickCapture={onClickCapture} style={{ display: 'contents' }}>
        <CardActionContext.Provider value={render}>{children}</CardActionContext.Provider>
      </div>
      {quick && QuickView ? <QuickView slug={quick.slug} campaign={quick.campaign} onClose={() => router.back()} /> : null}
      {add.dialog}
      {locating ? <InsertLocationPrompt open onClose={() => setLocating(false)} /> : null}
    </CardCartContext.Provider>
  );
}
