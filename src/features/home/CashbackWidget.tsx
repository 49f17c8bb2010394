import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useId, useState } from 'react';
import { cashbackListQuery } from '@/api/cashback';
import { useConfig } from '@/api/config';
import { moneyFormatFrom } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import { cashbackFacts } from './cashback';
import css from './cashback.module.css';

/**
 * The module homes' cashback widget (spec 02 section 2, 293 px): the running offers a signed-in
 * shopper earns on an order, behind a toggle; nothing at all when there are none. Loaded after
 * hydration for signed-in shoppers only (HomePage), so it costs the first load nothing.
 */
export default function CashbackWidget() {
  const { t } = useTranslation('catalogue');
  const { lang } = useApiScope();
  const money = moneyFormatFrom(useConfig().data);
  const { data: offers = [] } = useQuery(cashbackListQuery({ lang }));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (offers.length === 0) return null;
  return (
    <aside className={css.widget} aria-label={t('Cashback offers')}>
      {open ? (
        <div id={panelId} className={css.panel}>
          <h2 className={css.title}>{t('Cashback offers')}</h2>
          <ul className={css.list}>
            {offers.map((offer) => {
              const f = cashbackFacts(offer, money);
              return (
                <li key={offer.id} className={css.offer} aria-label={offer.title}>
                  <strong>{f.upTo ? t('{{amount}} cashback, up to {{max}}', { amount: f.amount, max: f.upTo }) : t('{{amount}} cashback', { amount: f.amount })}</strong>
                  <span>{offer.title}</span>
                  <span className={css.muted}>
                    {f.minimum ? t('On orders of {{amount}} or more', { amount: f.minimum }) : t('On any order')}
                    {' · '}
                    {t('Until {{date}}', { date: f.until })}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className={css.muted}>{t('Credited to your wallet when the order is delivered.')}</p>
        </div>
      ) : null}
      <button type="button" className={css.toggle} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        {open ? t('Hide cashback offers') : t('Cashback offers ({{count}})', { count: offers.length })}
      </button>
    </aside>
  );
}
