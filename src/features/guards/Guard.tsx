import LockOutlined from '@mui/icons-material/LockOutlined';
import WhereToVoteOutlined from '@mui/icons-material/WhereToVoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { useState, type ReactNode } from 'react';
import { SignInLauncher } from '@/features/auth';
import { PickLocationDialog } from '@/features/location';
import { useSession } from '@/lib/session-context';
import { MuiScope } from '@/theme/MuiScope';
import { GUARD_MESSAGES, unmetRequirement, type Requirement } from './guard';

function PickLocationButton() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('Pick a location')}
      </Button>
      {open ? <PickLocationDialog open onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The message a guarded page shows instead of its content, with the way forward. */
export function GuardNotice({ requirement }: { requirement: Requirement }) {
  const { t } = useTranslation('layout');
  return (
    <MuiScope>
    <Box role="status" sx={{ py: 8, px: 2, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
        {requirement === 'sign-in' ? <LockOutlined /> : <WhereToVoteOutlined />}
      </Box>
      <Typography component="h1" variant="h2">
        {t(GUARD_MESSAGES[requirement])}
      </Typography>
      {requirement === 'sign-in' ? (
        <SignInLauncher
          trigger={(open) => (
            <Button variant="contained" onClick={open}>
              {t('Sign In')}
            </Button>
          )}
        />
      ) : (
        <PickLocationButton />
      )}
    </Box>
    </MuiScope>
  );
}

/**
 * Shows `children` only when the shopper meets every requirement: signed in for the wallet
 * and loyalty pages, a zone for campaigns. The session is the server's, so the server
 * renders the same notice the browser will.
 */
export function Guard({ requires, children }: { requires: Requirement[]; children: ReactNode }) {
  const { session } = useSession();
  const unmet = unmetRequirement(session, requires);
  return unmet ? <GuardNotice requirement={unmet} /> : <>{children}</>;
}
