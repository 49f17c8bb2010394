import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { useConfig } from '@/api/config';
import { useCustomerInfo } from '@/api/customer';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { pointHistoryQuery, transferPoints } from '@/api/wallet';
import type { SeoMeta } from '@/components/Seo';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import { AccountFrame } from './AccountFrame';
import { History } from './History';
import { conversion, conversionRule, POINT_LABELS, type ConversionProblem } from './rules';

export interface LoyaltyPageProps {
  seo: SeoMeta;
}

const PROBLEMS: Record<ConversionProblem, string> = {
  empty: 'Enter the points to convert.',
  whole: 'Enter a whole number of points.',
  minimum: 'Convert at least {{minimum}}.',
  balance: 'You do not have enough points.',
};

/** /profile?page=loyalty-points: points and wallet balances, the conversion to wallet money at the configured rate, and the history. */
export function LoyaltyPage({ seo }: LoyaltyPageProps) {
  const { t } = useTranslation('account');
  // a number of points in the language's plural form ("10 نقاط", "100 نقطة")
  const pointsText = (count: number) => t('{{count}} points', { count });
  const { lang } = useApiScope();
  const client = useQueryClient();
  const config = useConfig().data;
  const money = moneyFormatFrom(config);
  const rule = conversionRule(config);
  const customer = useCustomerInfo();
  const points = Number(customer.data?.loyalty_point ?? 0);
  const [offset, setOffset] = useState(1);
  const history = useQuery(pointHistoryQuery({ lang }, offset));
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const result = conversion(text, points, rule);
  const earnPercent = Number(config?.loyalty_point_item_purchase_point ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ('problem' in result) return;
    setBusy(true);
    try {
      await transferPoints(httpFor(client), { lang }, result.points);
      toast.success(t('Point to wallet transfer successfully.'), { id: 'points-converted' });
      setText('');
      setTouched(false);
      setOffset(1);
      await client.invalidateQueries({ queryKey: ['customer'] });
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('The points could not be converted.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountFrame seo={seo} title={t('Loyalty Points')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 2 }}>
          <Typography component="p">{t('Total points')}</Typography>
          <Typography component="p" aria-label={t('Points balance')} sx={{ fontSize: '2rem', fontWeight: 700 }}>
            {customer.data ? points.toLocaleString(lang === 'ar' ? 'ar' : 'en') : '…'}
          </Typography>
        </Box>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Typography component="p">{t('Wallet balance')}</Typography>
          <Typography component="p" aria-label={t('Wallet balance')} sx={{ fontSize: '2rem', fontWeight: 700 }}>
            {customer.data ? formatMoney(Number(customer.data.wallet_balance ?? 0), money) : '…'}
          </Typography>
        </Box>
      </Box>
      <Box component="form" onSubmit={submit} noValidate aria-label={t('Convert to wallet')} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {t('Convert to wallet')}
        </Typography>
        <Typography color="text.secondary">
          {t('{{rate}} = {{money}}. Convert at least {{minimum}}.', { rate: pointsText(rule.rate), money: formatMoney(1, money), minimum: pointsText(rule.minimum) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={t('Points to convert')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(text !== '')}
            inputMode="numeric"
            size="small"
            error={touched && 'problem' in result}
            helperText={
              touched && 'problem' in result
                ? t(PROBLEMS[result.problem], { minimum: pointsText(rule.minimum) })
                : 'money' in result
                  ? t('You get {{money}}', { money: formatMoney(result.money, money) })
                  : ' '
            }
            sx={{ flex: '1 1 200px' }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 0.25 }}>
            {t('Convert')}
          </Button>
        </Box>
        {earnPercent > 0 ? <Typography variant="body2">{t('Delivered orders earn points: {{percent}}% of the order amount.', { percent: earnPercent })}</Typography> : null}
      </Box>
      <History
        label={t('Points history')}
        query={history}
        offset={offset}
        onOffset={setOffset}
        labels={POINT_LABELS}
        amount={pointsText}
      />
    </AccountFrame>
  );
}
