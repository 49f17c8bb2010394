import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { removeAccount, useCustomerInfo } from '@/api/customer';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { Seo, type SeoMeta } from '@/components/Seo';
import ConfirmDialog from '@/components/ConfirmDialog';
import { signOutRequest } from '@/lib/sign-out';
import { useApiScope, useSession } from '@/lib/session-context';
import { MuiScope } from '@/theme/MuiScope';
import { useAuthT } from '../auth-strings';
import { AddressBook } from './AddressBook';
import { ProfileForm } from './ProfileForm';

export interface ProfileSettingsPageProps {
  seo: SeoMeta;
}

/** /profile?page=profile-settings: 'Edit Personal Details', saved addresses and account deletion. */
export function ProfileSettingsPage({ seo }: ProfileSettingsPageProps) {
  const { t } = useAuthT();
  const router = useRouter();
  const { lang } = useApiScope();
  const { update } = useSession();
  const queryClient = useQueryClient();
  const customer = useCustomerInfo();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);

  const deleteAccount = async () => {
    setBusy(true);
    try {
      await removeAccount(httpFor(queryClient), { lang });
      await signOutRequest();
      update({ signedIn: false });
      queryClient.removeQueries({ queryKey: ['customer'] });
      toast.success(t('Account has been deleted'), { id: 'account-deleted' });
      setConfirm(false);
      await router.push('/');
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('The account could not be deleted.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Seo meta={seo} />
      <MuiScope>
        <Container maxWidth="md" disableGutters sx={{ pt: { xs: 1, md: 0 }, pb: 4, px: { xs: 1.5, sm: 3, md: 0 }, mx: { md: 0 } }}>
          <Button variant="text" onClick={() => router.back()} sx={{ mb: 1 }}>
            {t('Go Back')}
          </Button>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
            <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 2 }}>
              {t('Edit Personal Details')}
            </Typography>
            {customer.data ? <ProfileForm customer={customer.data} /> : <Typography>{t('Loading…')}</Typography>}
            <Divider sx={{ my: 3 }} />
            <AddressBook />
            <Divider sx={{ my: 3 }} />
            <Box>
              <Button color="error" variant="outlined" onClick={() => setConfirm(true)}>
                {t('Delete account')}
              </Button>
            </Box>
          </Paper>
        </Container>
        {confirm ? (
          <ConfirmDialog
            open
            title={t('Delete your account?')}
            text={t('Your profile, saved addresses and sign-ins will be removed. This cannot be undone.')}
            confirmLabel={t('Delete account')}
            cancelLabel={t('Cancel')}
            busy={busy}
            onConfirm={() => void deleteAccount()}
            onClose={() => setConfirm(false)}
          />
        ) : null}
      </MuiScope>
    </>
  );
}
