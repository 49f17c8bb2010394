import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { Coupon } from '@/api/catalogue-types';
import { useConfig } from '@/api/config';
import { accountCouponsQuery } from '@/api/account';
import type { SeoMeta } from '@/components/Seo';
import { moneyFormatFrom, type MoneyFormat } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import { useCopied } from '@/components/use-copied';
import { AccountFrame } from './AccountFrame';
import { couponFacts } from './rules';

export interface CouponsPageProps {
  seo: SeoMeta;
}

function CouponCard({ coupon, money }: { coupon: Coupon; money: MoneyFormat }) {
  const { t } = useTranslation('account');
  const { copied, copy } = useCopied();
  const f = couponFacts(coupon, money);
  return (
    <Box component="li" aria-label={coupon.code} sx={{ border: 2, borderStyle: 'dashed', borderColor: 'primary.main', borderRadius: 2, p: 2, display: 'grid', gap: 0.5 }}>
      <Typography component="strong" sx={{ fontSize: '1.3rem', fontWeight: 700, color: 'primary.main' }}>
        {f.freeDelivery ? t('Free delivery') : t('{{amount}} off', { amount: f.discount })}
      </Typography>
      {coupon.title ? <span>{coupon.title}</span> : null}
      {f.minimum ? <Typography variant="body2">{t('Minimum purchase {{amount}}', { amount: f.minimum })}</Typography> : null}
      {f.maximum ? <Typography variant="body2">{t('Up to {{amount}}', { amount: f.maximum })}</Typography> : null}
      {f.firstOrder ? <Typography variant="body2">{t('For your first order')}</Typography> : null}
      <Typography variant="body2" color="text.secondary">
        {f.store ? t('At {{store}} only', { store: f.store }) : t('At every store of the module')}
      </Typography>
      {coupon.expire_date ? (
        <Typography variant="body2" color="text.secondary">
          {t('Valid until {{date}}', { date: coupon.expire_date })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, bgcolor: 'action.hover', borderRadius: 1, p: 0.5 }}>
        <Typography component="code" sx={{ fontWeight: 700, letterSpacing: 1, px: 1 }}>
          {coupon.code}
        </Typography>
        <Button size="small" variant="contained" onClick={() => void copy(coupon.code)} aria-live="polite">
          {copied ? t('Copied') : t('Copy')}
        </Button>
      </Box>
    </Box>
  );
}

/** /profile?page=coupons: the coupons this customer can still use, as cards with a copy button. */
export function CouponsPage({ seo }: CouponsPageProps) {
  const { t } = useTranslation('account');
  const { lang, zoneIds } = useApiScope();
  const money = moneyFormatFrom(useConfig().data);
  const coupons = useQuery(accountCouponsQuery({ lang, zoneIds }));
  return (
    <AccountFrame seo={seo} title={t('Coupons')}>
      {coupons.data && coupons.data.length === 0 ? <Typography color="text.secondary">{t('No coupons for you right now.')}</Typography> : null}
      {!coupons.data && coupons.isFetching ? <Typography color="text.secondary">{t('Loading…')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {coupons.data?.map((c) => (
          <CouponCard key={c.id ?? c.code} coupon={c} money={money} />
        ))}
      </Box>
    </AccountFrame>
  );
}
