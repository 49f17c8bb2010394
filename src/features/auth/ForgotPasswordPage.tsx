import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { Seo, type SeoMeta } from '@/components/Seo';
import { useApiScope } from '@/lib/session-context';
import { MuiScope } from '@/theme/MuiScope';
import { authCalls } from './auth-api';
import { useAuthT } from './auth-strings';
import { PasswordField } from './PasswordField';
import { forgotSchema, resetSchema } from './schemas';
import { SignInLauncher } from './SignInButton';
import { compactPhone, looksLikePhone } from './sign-in-schema';

export interface ForgotPasswordPageProps {
  seo: SeoMeta;
}

/** /forgot-password: the identifier, then the code and the new password, then back to sign-in. */
export function ForgotPasswordPage({ seo }: ForgotPasswordPageProps) {
  const { t } = useAuthT();
  const { lang } = useApiScope();
  // the transport is looked up when a form is sent: on the server the page's client has none
  const queryClient = useQueryClient();
  const [identifier, setIdentifier] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);

  const ask = useFormik({
    initialValues: { email_or_phone: '' },
    validationSchema: forgotSchema,
    onSubmit: async ({ email_or_phone }) => {
      setProblem([]);
      const value = looksLikePhone(email_or_phone) ? compactPhone(email_or_phone) : email_or_phone.trim();
      try {
        const answer = await authCalls.forgotPassword(httpFor(queryClient), { lang }, { email_or_phone: value });
        if (answer.message) toast.success(answer.message, { id: 'reset-sent' });
        setIdentifier(value);
      } catch (error) {
        setProblem(errorMessages(error));
      }
    },
  });

  const reset = useFormik({
    initialValues: { reset_token: '', password: '', confirm_password: '' },
    validationSchema: resetSchema,
    onSubmit: async (values) => {
      setProblem([]);
      try {
        const answer = await authCalls.resetPassword(httpFor(queryClient), { lang }, { email_or_phone: identifier, ...values });
        toast.success(answer.message, { id: 'reset-done' });
        setDone(true);
      } catch (error) {
        setProblem(errorMessages(error));
      }
    },
  });

  const err = <K extends string>(form: { touched: Partial<Record<K, boolean>>; errors: Partial<Record<K, string>> }, name: K) =>
    form.touched[name] && form.errors[name] ? t(form.errors[name] as string) : undefined;

  return (
    <>
      <Seo meta={seo} />
      <MuiScope>
        <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
            <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 2 }}>
              {t('Forgot password?')}
            </Typography>
            {problem.length ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {problem.map((m) => (
                  <div key={m}>{m}</div>
                ))}
              </Alert>
            ) : null}
            {done ? (
              <Typography sx={{ mb: 2 }}>{t('Your password has been changed. You can sign in with it now.')}</Typography>
            ) : identifier === null ? (
              <Stack component="form" method="post" noValidate spacing={2} onSubmit={ask.handleSubmit}>
                <Typography color="text.secondary">{t('Enter the email or phone number of your account and we will send you a code.')}</Typography>
                <TextField name="email_or_phone" label={t('Email/Phone')} autoComplete="username" value={ask.values.email_or_phone} onChange={ask.handleChange} onBlur={ask.handleBlur} error={Boolean(err(ask, 'email_or_phone'))} helperText={err(ask, 'email_or_phone')} fullWidth />
                <Button type="submit" variant="contained" size="large" disabled={ask.isSubmitting}>
                  {t('Send code')}
                </Button>
              </Stack>
            ) : (
              <Stack component="form" noValidate spacing={2} onSubmit={reset.handleSubmit}>
                <Typography color="text.secondary">{t('Enter the verification code sent to {{target}}', { target: identifier })}</Typography>
                <TextField name="reset_token" label={t('Verification code')} inputMode="numeric" autoComplete="one-time-code" value={reset.values.reset_token} onChange={reset.handleChange} onBlur={reset.handleBlur} error={Boolean(err(reset, 'reset_token'))} helperText={err(reset, 'reset_token')} fullWidth />
                <PasswordField name="password" label={t('New password')} autoComplete="new-password" value={reset.values.password} onChange={reset.handleChange} onBlur={reset.handleBlur} error={Boolean(err(reset, 'password'))} helperText={err(reset, 'password')} fullWidth />
                <PasswordField name="confirm_password" label={t('Confirm Password')} autoComplete="new-password" value={reset.values.confirm_password} onChange={reset.handleChange} onBlur={reset.handleBlur} error={Boolean(err(reset, 'confirm_password'))} helperText={err(reset, 'confirm_password')} fullWidth />
                <Button type="submit" variant="contained" size="large" disabled={reset.isSubmitting}>
                  {t('Reset password')}
                </Button>
              </Stack>
            )}
            <SignInLauncher
              trigger={(open) => (
                <Button variant="text" onClick={open} sx={{ mt: 2 }}>
                  {t('Back to Sign In')}
                </Button>
              )}
            />
          </Paper>
        </Container>
      </MuiScope>
    </>
  );
}
