import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { useConfig } from '@/api/config';
import { useCustomerInfo } from '@/api/customer';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { addFund, WALLET_FILTERS, walletBonusesQuery, walletHistoryQuery, type WalletBonus, type WalletFilter } from '@/api/wallet';
import type { SeoMeta } from '@/components/Seo';
import { formatMoney, moneyFormatFrom, type MoneyFormat } from '@/lib/money';
import { useApiScope } from '@/lib/session-context';
import { AccountFrame } from './AccountFrame';
import { History } from './History';
import { FILTER_LABELS, fundAmount, TRANSACTION_LABELS, type paymentResult } from './rules';

export interface WalletPageProps {
  seo: SeoMeta;
  /** The payment page came back with this result. */
  flag: ReturnType<typeof paymentResult>;
}

function Bonus({ bonus, money }: { bonus: WalletBonus; money: MoneyFormat }) {
  const { t } = useTranslation('account');
  const gift = bonus.bonus_type === 'percentage' ? `${bonus.bonus_amount}%` : formatMoney(bonus.bonus_amount, money);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'primary.main', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}>
      <strong>{bonus.title}</strong>
      <span>{t('Add {{minimum}} or more and get {{bonus}} extra', { minimum: formatMoney(bonus.minimum_add_amount, money), bonus: gift })}</span>
      {bonus.bonus_type === 'percentage' && bonus.maximum_bonus_amount > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('Up to {{amount}}', { amount: formatMoney(bonus.maximum_bonus_amount, money) })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('Valid until {{date}}', { date: bonus.end_date })}
      </Typography>
    </Box>
  );
}

function AddFund() {
  const { t } = useTranslation('account');
  const router = useRouter();
  const { lang } = useApiScope();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const amount = fundAmount(text);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount === null) return;
    setBusy(true);
    try {
      const prefix = router.locale && router.locale !== 'en' ? `/${router.locale}` : '';
      const link = await addFund(httpFor(client), { lang }, amount, `${prefix}/profile?page=wallet`);
      window.location.assign(link);
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('The payment could not be started.'));
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('Add fund')} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label={t('Amount')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTouched(true)}
        inputMode="decimal"
        size="small"
        error={touched && amount === null}
        helperText={touched && amount === null ? t('Enter an amount greater than 0 with at most 2 decimals.') : t('You pay on the payment page; the balance changes once the payment is confirmed.')}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ flex: '0 0 auto', mt: 0.25 }}>
        {t('Add fund')}
      </Button>
    </Box>
  );
}

/** /profile?page=wallet: balance, add fund through the payment page, running bonuses and the history with its filter. */
export function WalletPage({ seo, flag }: WalletPageProps) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const { lang } = useApiScope();
  const client = useQueryClient();
  const config = useConfig().data;
  const money = moneyFormatFrom(config);
  const customer = useCustomerInfo();
  const [filter, setFilter] = useState<WalletFilter>('all');
  const [offset, setOffset] = useState(1);
  const history = useQuery(walletHistoryQuery({ lang }, filter, offset));
  const bonuses = useQuery(walletBonusesQuery({ lang }));
  const addFundOn = config?.add_fund_status === undefined || Number(config.add_fund_status) !== 0;

  // back from the payment page: say how it went once, then drop the flag from the address
  useEffect(() => {
    if (!flag) return;
    if (flag === 'success') toast.success(t('Fund added successfully.'), { id: 'fund-added' });
    else toast.error(flag === 'fail' ? t('The payment failed. No money was added.') : t('The payment was canceled.'), { id: 'fund-failed' });
    void client.invalidateQueries({ queryKey: ['customer'] });
    void router.replace({ pathname: router.pathname, query: { page: 'wallet' } }, undefined, { shallow: true, scroll: false });
    // once per arrival from the payment page: the replace drops the flag, so a later run returns at once
    // (and the toasts' ids keep a second run from showing twice)
  }, [flag, t, client, router]);

  return (
    <AccountFrame seo={seo} title={t('My Wallet')}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: { xs: 2, md: 3 } }}>
        <Typography component="p">{t('Total balance')}</Typography>
        <Typography component="p" aria-label={t('Wallet balance')} sx={{ fontSize: '2rem', fontWeight: 700 }}>
          {customer.data ? formatMoney(Number(customer.data.wallet_balance ?? 0), money) : '…'}
        </Typography>
      </Box>
      {addFundOn ? <AddFund /> : null}
      {bonuses.data && bonuses.data.length > 0 ? (
        <Box component="section" aria-label={t('Active bonuses')} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
            {t('Active bonuses')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {bonuses.data.map((b) => (
              <Bonus key={b.id} bonus={b} money={money} />
            ))}
          </Box>
        </Box>
      ) : null}
      <Box role="group" aria-label={t('Filter transactions')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {WALLET_FILTERS.map((f) => (
          <Chip
            key={f}
            label={t(FILTER_LABELS[f])}
            color={f === filter ? 'primary' : 'default'}
            variant={f === filter ? 'filled' : 'outlined'}
            aria-pressed={f === filter}
            onClick={() => {
              setFilter(f);
              setOffset(1);
            }}
          />
        ))}
      </Box>
      <History
        label={t('Transaction history')}
        query={history}
        offset={offset}
        onOffset={setOffset}
        labels={TRANSACTION_LABELS}
        amount={(n) => formatMoney(n, money)}
      />
    </AccountFrame>
  );
}
