import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import Link from 'next/link';
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { formBinding } from '@/components/form-binding';
import { PhoneField } from '@/components/PhoneField';
import { ProblemAlert } from '@/components/ProblemAlert';
import { looksLikePhoneInput, pickerCountry } from '@/lib/phone';
import { rememberedLogin, rememberLogin } from './auth-api';
import { useAuthT } from './auth-strings';
import { PasswordField } from './PasswordField';
import { SignInTerms } from './SignInTerms';
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
  const bind = formBinding(form, (key) => t(key));
  const loginError = bind.err('email_or_phone');
  // typing a number (even 05…, which is not valid yet) shows the phone hint or the country picker
  const phoneLike = looksLikePhoneInput(form.values.email_or_phone);
  const picker = pickerCountry(useConfig().data) !== null;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} sx={{ pt: 1 }}>
      <ProblemAlert problem={problem} />
      <PhoneField
        mode="email-or-phone"
        {...bind.phone('email_or_phone')}
        label={t('Email/Phone')}
        countryLabel={t('Country')}
        autoComplete="username"
        helperText={loginError ?? (phoneLike && !picker ? t('Phone number with country code, e.g. +971 50 123 4567') : undefined)}
        required
        fullWidth
        autoFocus
      />
      <PasswordField {...bind.text('password')} label={t('Password')} autoComplete="current-password" required fullWidth />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={t('Remember me')} />
        <Link href="/forgot-password" onClick={onForgot}>
          {t('Forgot password?')}
        </Link>
      </Box>
      <SignInTerms />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} fullWidth>
        {form.isSubmitting ? t('Signing in…') : t('Sign In')}
      </Button>
    </Stack>
  );
}
