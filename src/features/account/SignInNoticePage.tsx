import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from '@/lib/i18n';
import { useEffect, useRef } from 'react';
import { SignInLauncher } from '@/features/auth';
import { Seo, type SeoMeta } from '@/components/Seo';
import { useSession } from '@/lib/session-context';
import { MuiScope } from '@/theme/MuiScope';

export interface SignInNoticePageProps {
  seo: SeoMeta;
}

/**
 * The spec's wording (02-catalogue.md section 8), the key of the guards' GUARD_MESSAGES['sign-in'].
 * Not imported from the guards feature: the campaign page's bundle holds that module, and sharing
 * it with this route would take it out of the page's concatenated module (a few bytes more there).
 */
const SIGN_IN_MESSAGE = 'You must be login to access this page.';

/** Opens the sign-in dialog once, as the page appears. */
function OpenOnce({ open }: { open: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    open();
  }, [open]);
  return null;
}

/**
 * An account page asked for by a guest: 'You must be login to access this page.' with the
 * sign-in dialog (opened at once, and again from Sign In). Once signed in, the page is loaded
 * again, now with the account's data.
 */
export function SignInNoticePage({ seo }: SignInNoticePageProps) {
  const { t } = useTranslation('layout');
  const { session } = useSession();
  // signed in here: the page is asked for again, now with the account's data (Next's router treats
  // a replace to the same address as a hash change and would not load it again)
  useEffect(() => {
    if (session.signedIn) window.location.reload();
  }, [session.signedIn]);
  return (
    <>
      <Seo meta={seo} />
      <MuiScope>
        <Box role="status" sx={{ py: 8, px: 2, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
          <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
            <LockOutlined />
          </Box>
          <Typography component="h1" variant="h2">
            {t(SIGN_IN_MESSAGE)}
          </Typography>
          <SignInLauncher
            trigger={(open) => (
              <>
                <OpenOnce open={open} />
                <Button variant="contained" onClick={open}>
                  {t('Sign In')}
                </Button>
              </>
            )}
          />
        </Box>
      </MuiScope>
    </>
  );
}
