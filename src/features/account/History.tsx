import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { errorMessages } from '@/api/errors';
import type { WalletEntry, WalletHistory } from '@/api/wallet';
import { pageCount } from './rules';

/**
 * A page of wallet or point movements, newest first, with Previous and Next, and the reason when
 * it could not be loaded. `amount` formats a movement's value (money for the wallet, points for loyalty).
 */
export function History({
  label,
  query,
  offset,
  onOffset,
  labels,
  amount,
}: {
  label: string;
  query: Pick<UseQueryResult<WalletHistory>, 'data' | 'isFetching' | 'error'>;
  offset: number;
  onOffset: (offset: number) => void;
  labels: Record<string, string>;
  amount: (n: number) => string;
}) {
  const { t, i18n } = useTranslation('account');
  const { data, isFetching: loading, error } = query;
  const pages = pageCount(data?.total_size ?? 0, data?.limit ?? 10);
  const date = (e: WalletEntry) => {
    const d = new Date(e.created_at);
    return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(i18n.language === 'ar' ? 'ar' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  };
  return (
    <>
      {error ? <Alert severity="error">{errorMessages(error)[0] ?? t('The history could not be loaded.')}</Alert> : null}
      <Box component="section" aria-label={label} aria-busy={loading} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {label}
        </Typography>
        {data && data.data.length === 0 ? <Typography color="text.secondary">{t('No transactions yet')}</Typography> : null}
        {!data && loading ? <Typography color="text.secondary">{t('Loading…')}</Typography> : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data?.data.map((e) => {
            const credit = e.credit > 0;
            return (
              <Box component="li" key={e.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Box sx={{ display: 'grid', minWidth: 0 }}>
                  <strong>{t(labels[e.transaction_type] ?? e.transaction_type)}</strong>
                  <Typography variant="body2" color="text.secondary">
                    {date(e)}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'end', display: 'grid' }}>
                  <Typography component="strong" sx={{ fontWeight: 700, color: credit ? 'success.main' : 'error.main' }}>
                    {credit ? '+' : '−'}
                    {amount(credit ? e.credit : e.debit)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('Balance {{amount}}', { amount: amount(e.balance) })}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
        {pages > 1 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Button disabled={offset <= 1} onClick={() => onOffset(offset - 1)}>
              {t('Previous')}
            </Button>
            <span>{t('Page {{page}} of {{pages}}', { page: offset, pages })}</span>
            <Button disabled={offset >= pages} onClick={() => onOffset(offset + 1)}>
              {t('Next')}
            </Button>
          </Box>
        ) : null}
      </Box>
    </>
  );
}
