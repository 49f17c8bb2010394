import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { useSyncExternalStore } from 'react';
import { useConfig } from '@/api/config';
import { useCustomerInfo } from '@/api/customer';
import type { SeoMeta } from '@/components/Seo';
import { formatMoney, moneyFormatFrom } from '@/lib/money';
import { useCopied } from '@/components/use-copied';
import { AccountFrame } from './AccountFrame';

export interface ReferralPageProps {
  seo: SeoMeta;
}

const noChange = () => () => undefined;

/** /profile?page=referral-code: the customer's code to copy or share, and what a referral earns. */
export function ReferralPage({ seo }: ReferralPageProps) {
  const { t } = useTranslation('account');
  const config = useConfig().data;
  const money = moneyFormatFrom(config);
  const code = useCustomerInfo().data?.ref_code ?? '';
  const { copied, copy } = useCopied();
  // Web Share only where the browser has it (known after mount, so the server's HTML matches)
  const canShare = useSyncExternalStore(
    noChange,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const reward = Number(config?.ref_earning_exchange_rate ?? 0);
  const business = config?.business_name ?? 'Souk';
  const share = async () => {
    try {
      await navigator.share({ title: business, text: t('Sign up on {{business}} with my referral code {{code}}.', { business, code }), url: window.location.origin });
    } catch {
      // the shopper closed the share sheet
    }
  };
  return (
    <AccountFrame seo={seo} title={t('Referral Code')}>
      <Typography>
        {reward > 0
          ? t('Invite your friends: when a friend signs up with your code, {{amount}} is added to your wallet.', { amount: formatMoney(reward, money) })
          : t('Invite your friends to sign up with your code.')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {t('Your referral code')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', border: 2, borderStyle: 'dashed', borderColor: 'primary.main', borderRadius: 2, p: 1 }}>
          <Typography component="code" aria-label={t('Your referral code')} sx={{ fontSize: '1.4rem', fontWeight: 700, letterSpacing: 2, px: 1 }}>
            {code || '…'}
          </Typography>
          <Button variant="contained" disabled={!code} onClick={() => void copy(code)} aria-live="polite">
            {copied ? t('Copied') : t('Copy')}
          </Button>
          {canShare ? (
            <Button variant="outlined" disabled={!code} onClick={() => void share()}>
              {t('Share')}
            </Button>
          ) : null}
        </Box>
      </Box>
      <Box component="ol" sx={{ m: 0, ps: 3, display: 'grid', gap: 0.5 }}>
        <li>{t('Share your code with a friend.')}</li>
        <li>{t('Your friend enters it as the Refer Code when signing up.')}</li>
        <li>{t('The reward reaches your wallet once, when the account is made.')}</li>
      </Box>
    </AccountFrame>
  );
}
