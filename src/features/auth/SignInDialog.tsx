import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { useApiScope, useSession } from '@/lib/session-context';
import { requestLogin } from './login-request';
import { loginBody, loginOutcome, signInSchema, type SignInValues } from './sign-in-schema';

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Manual sign-in (Email/Phone and Password). Loaded only when a shopper asks to sign in.
 * The token never reaches this code: the gateway sets it as an httpOnly cookie.
 */
export default function SignInDialog({ open, onClose }: SignInDialogProps) {
  const { t } = useTranslation('layout');
  const id = useId();
  const { session, update } = useSession();
  const { lang } = useApiScope();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string[]>([]);

  const login = useMutation({
    mutationFn: (values: SignInValues) => requestLogin(httpFor(queryClient), { lang }, loginBody(values, session.guestId)),
    meta: { silent: true },
  });

  const form = useFormik<SignInValues>({
    initialValues: { email_or_phone: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      setProblem([]);
      try {
        const answer = await login.mutateAsync(values);
        const outcome = loginOutcome(answer);
        if (outcome !== 'signed-in') {
          setProblem([
            outcome === 'refused'
              ? t('We could not sign you in. Please check your details and try again.')
              : t('Your account needs to be verified before you can sign in here. Please use the Souk app to finish setting it up.'),
          ]);
          return;
        }
        update({ signedIn: true });
        await queryClient.invalidateQueries({ queryKey: ['customer'] });
        toast.success(t('Logged in successfully'), { id: 'signed-in' });
        onClose();
      } catch (error) {
        setProblem(errorMessages(error));
      }
    },
  });

  const fieldError = (name: keyof SignInValues) => (form.touched[name] && form.errors[name] ? t(form.errors[name]) : undefined);

  return (
    <Dialog
      open={open}
      onClose={form.isSubmitting ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 450 } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        {t('Sign In')}
        <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} sx={{ pt: 1 }}>
          {problem.length ? (
            <Alert severity="error" role="alert">
              {problem.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          ) : null}
          <TextField
            name="email_or_phone"
            label={t('Email/Phone')}
            autoComplete="username"
            value={form.values.email_or_phone}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={Boolean(fieldError('email_or_phone'))}
            helperText={fieldError('email_or_phone')}
            required
            fullWidth
            autoFocus
          />
          <TextField
            name="password"
            type="password"
            label={t('Password')}
            autoComplete="current-password"
            value={form.values.password}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={Boolean(fieldError('password'))}
            helperText={fieldError('password')}
            required
            fullWidth
          />
          <Typography variant="body2" color="text.secondary">
            {t('By signing in you agree to our')}{' '}
            <Link href="/terms-and-conditions" target="_blank" rel="noopener">
              {t('Terms and Conditions')}
            </Link>
          </Typography>
          <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} fullWidth>
            {form.isSubmitting ? t('Signing in…') : t('Sign In')}
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
