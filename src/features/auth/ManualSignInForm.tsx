import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import Link from 'next/link';
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { PhoneField } from '@/components/PhoneField';
import { looksLikePhoneInput, pickerCountry } from '@/lib/phone';
import { rememberedLogin, rememberLogin } from './auth-api';
import { useAuthT } from './auth-strings';
import { PasswordField } from './PasswordField';
import { signInSchema, type SignInValues } from './sign-in-schema';

export interface ManualSignInFormProps {
  problem: string[];
  onSubmit: (values: SignInValues) => Promise<void>;
  onForgot: () => void;
}

/** Email/Phone (a phone input with the country picker once it looks like a number), Password, Remember me, Forgot password. */
export function ManualSignInForm({ problem, onSubmit, onForgot }: ManualSignInFormProps) {
  const { t } = useAuthT();
  const [remember, setRemember] = useState(() => rememberedLogin() !== '');
  const form = useFormik<SignInValues>({
    initialValues: { email_or_phone: rememberedLogin(), password: '' },
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      rememberLogin(remember ? values.email_or_phone.trim() : null);
      await onSubmit(values);
    },
  });
  const fieldError = (name: keyof SignInValues) => (form.touched[name] && form.errors[name] ? t(form.errors[name]) : undefined);
  // typing a number (even 05…, which is not valid yet) shows the phone hint or the country picker
  const phoneLike = looksLikePhoneInput(form.values.email_or_phone);
  const picker = pickerCountry(useConfig().data) !== null;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} sx={{ pt: 1 }}>
      {problem.length ? (
        <Alert severity="error" role="alert">
          {problem.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      <PhoneField
        mode="email-or-phone"
        name="email_or_phone"
        label={t('Email/Phone')}
        countryLabel={t('Country')}
        autoComplete="username"
        value={form.values.email_or_phone}
        onValueChange={(v) => void form.setFieldValue('email_or_phone', v)}
        onBlur={form.handleBlur}
        error={Boolean(fieldError('email_or_phone'))}
        helperText={fieldError('email_or_phone') ?? (phoneLike && !picker ? t('Phone number with country code, e.g. +971 50 123 4567') : undefined)}
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        name="password"
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
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={t('Remember me')} />
        <Link href="/forgot-password" onClick={onForgot}>
          {t('Forgot password?')}
        </Link>
      </Box>
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
  );
}
