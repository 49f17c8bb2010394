import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import Link from 'next/link';
import { useMemo } from 'react';
import { useConfig } from '@/api/config';
import { toApiError } from '@/api/errors';
import { httpFor } from '@/api/http';
import { trackOrder, trackQueryKey, type Order, type TrackKey } from '@/api/order-client';
import { LazyMapView, type MapMarker } from '@/features/location';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import { ChatLinks } from './ChatLinks';
import { isFinal, timeline, trackingPoint } from './timeline';
import css from './orders.module.css';

/** The spec's tracking poll (02-catalogue.md section 9). */
export const TRACKING_POLL_MS = 10_000;

export function useTracking(key: TrackKey, enabled: boolean, initial?: Order) {
  const { lang } = useApiScope();
  return useQuery({
    queryKey: trackQueryKey({ lang }, key),
    queryFn: ({ client }) => trackOrder(httpFor(client), { lang }, key),
    initialData: initial,
    enabled,
    retry: false,
    meta: { silent: true },
    // every 10 s until the order can move no further; paused while the tab is hidden, stopped when closed (disabled)
    refetchInterval: (query) => (enabled && !isFinal(query.state.data?.order_status ?? '') ? TRACKING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

function when(value: string | null, lang: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString(lang === 'ar' ? 'ar' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** One order's tracking: id, map, sender and receiver, the four steps, total, delivery man, View Details. */
export function TrackingView({ trackKey, enabled = true, initial, detailsHref, headingId }: { trackKey: TrackKey; enabled?: boolean; initial?: Order; detailsHref?: string | null; headingId?: string }) {
  const { t, i18n } = useTranslation('orders');
  const { data: config } = useConfig();
  const money = moneyFormatFrom(config);
  const query = useTracking(trackKey, enabled, initial);
  const order = query.data;
  const point = order ? trackingPoint(order) : null;
  const storeLat = Number(order?.store?.latitude);
  const storeLng = Number(order?.store?.longitude);
  const storeName = order?.store?.name;
  const [pointLat, pointLng, pointWho] = [point?.lat, point?.lng, point?.who];
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [];
    if (Number.isFinite(storeLat) && Number.isFinite(storeLng) && storeName !== undefined) list.push({ id: 'store', position: { lat: storeLat, lng: storeLng }, label: storeName, tone: 'store' });
    if (pointLat !== undefined && pointLng !== undefined && pointWho !== undefined) {
      const courier = pointWho === 'delivery_man';
      list.push({ id: pointWho, position: { lat: pointLat, lng: pointLng }, label: courier ? t('Delivery man') : t('Receiver'), tone: courier ? 'place' : 'destination' });
    }
    return list;
  }, [storeLat, storeLng, storeName, pointLat, pointLng, pointWho, t]);
  const viewport = useMemo(() => (pointLat !== undefined && pointLng !== undefined ? { center: { lat: pointLat, lng: pointLng }, zoom: 14 } : null), [pointLat, pointLng]);

  if (query.isError) {
    const status = toApiError(query.error).status;
    return (
      <p className={css.notice} role="alert">
        {status === 404 || status === 403 ? t('Order not found') : t('The order could not be loaded. Please try again.')}
      </p>
    );
  }
  if (!order) return <p className={css.muted}>{t('Loading…')}</p>;
  const steps = timeline(order);
  const to = order.receiver_details ?? order.delivery_address;
  const dm = order.delivery_man;
  const status = order.order_status;
  return (
    <div className={css.tracking}>
      <h2 id={headingId} className={css.heading}>
        {t('Order #{{id}}', { id: order.id })}
      </h2>
      {status === 'canceled' || status === 'failed' ? <p className={css.notice}>{status === 'canceled' ? t('This order was canceled.') : t('The payment of this order failed.')}</p> : null}
      {viewport ? <LazyMapView viewport={viewport} label={t('Where your order is')} height={200} markers={markers} fitMarkers /> : null}
      <div className={css.addresses}>
        {order.store ? (
          <div>
            <strong>{t('Sender')}</strong>
            <span>{order.store.name}</span>
            {order.store.address ? <span className={css.muted}>{order.store.address}</span> : null}
          </div>
        ) : order.order_type === 'parcel' && order.delivery_address ? (
          <div>
            <strong>{t('Sender')}</strong>
            {order.delivery_address.contact_person_name ? <span>{order.delivery_address.contact_person_name}</span> : null}
            {order.delivery_address.address ? <span className={css.muted}>{order.delivery_address.address}</span> : null}
          </div>
        ) : null}
        {to ? (
          <div>
            <strong>{t('Receiver')}</strong>
            {to.contact_person_name ? <span>{to.contact_person_name}</span> : null}
            {to.address ? <span className={css.muted}>{to.address}</span> : null}
          </div>
        ) : null}
      </div>
      <ol className={css.timeline} aria-label={t('Order progress')}>
        {steps.map((s) => (
          <li key={s.key} className={s.done ? css.stepDone : css.step} aria-current={s.done && steps.filter((x) => x.done).at(-1) === s ? 'step' : undefined}>
            <span className={css.dot} aria-hidden="true" />
            <span>
              <strong>{t(s.label)}</strong>
              {s.done ? <span className={css.visuallyHidden}> — {t('done')}</span> : null}
              {s.at ? <span className={css.muted}>{when(s.at, i18n.language)}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className={css.totalRow}>
        <span>{t('Total')}</span>
        <strong>{formatMoney(Number(order.order_amount), money)}</strong>
      </p>
      {dm && (dm.f_name || dm.l_name) ? (
        <div className={css.deliveryMan}>
          {dm.image_full_url ? <Image src={dm.image_full_url} alt="" width={48} height={48} className={css.avatar} /> : null}
          <span>
            <strong>{[dm.f_name, dm.l_name].filter(Boolean).join(' ')}</strong>
            {dm.avg_rating != null ? <span className={css.muted}>★ {Number(dm.avg_rating).toFixed(1)}</span> : null}
          </span>
          {dm.phone ? (
            <a className={css.button} href={`tel:${dm.phone}`}>
              {t('Call')}
            </a>
          ) : null}
        </div>
      ) : null}
      <ChatLinks order={order} />
      {detailsHref ? (
        <Link href={detailsHref} className={css.button}>
          {t('View Details')}
        </Link>
      ) : null}
    </div>
  );
}
