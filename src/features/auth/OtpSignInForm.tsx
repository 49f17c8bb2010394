import Alert from '@mui/material/Alert';
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
import { pickerCountry } from '@/lib/phone';
import { rememberedLogin, rememberLogin } from './auth-api';
import { useAuthT } from './auth-strings';
import { otpPhoneSchema } from './schemas';
import { compactPhone, looksLikePhone } from './sign-in-schema';

export interface OtpSignInFormProps {
  problem: string[];
  /** Label of the submit button: Get OTP, or Continue for the social phone step. */
  submitLabel?: string;
  onSubmit: (phone: string) => Promise<void>;
}

/** OTP sign-in (and the phone step after a social sign-in without e-mail): phone, Remember me, Get OTP. */
export function OtpSignInForm({ problem, submitLabel, onSubmit }: OtpSignInFormProps) {
  const { t } = useAuthT();
  const initial = rememberedLogin();
  const [remember, setRemember] = useState(looksLikePhone(initial));
  const form = useFormik({
    initialValues: { phone: looksLikePhone(initial) ? initial : '' },
    validationSchema: otpPhoneSchema,
    onSubmit: async ({ phone }) => {
      const compact = compactPhone(phone);
      if (remember) rememberLogin(compact);
      await onSubmit(compact.startsWith('+') ? compact : `+${compact}`);
    },
  });
  const error = form.touched.phone && form.errors.phone ? t(form.errors.phone) : undefined;
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
        name="phone"
        label={t('Phone')}
        countryLabel={t('Country')}
        autoComplete="tel"
        value={form.values.phone}
        onValueChange={(v) => void form.setFieldValue('phone', v)}
        onBlur={form.handleBlur}
        error={Boolean(error)}
        helperText={error ?? (picker ? undefined : t('Phone number with country code, e.g. +971 50 123 4567'))}
        required
        fullWidth
      />
      <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={t('Remember me')} />
      <Typography variant="body2" color="text.secondary">
        {t('By signing in you agree to our')}{' '}
        <Link href="/terms-and-conditions" target="_blank" rel="noopener">
          {t('Terms and Conditions')}
        </Link>
      </Typography>
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} fullWidth>
        {submitLabel ?? t('Get OTP')}
      </Button>
    </Stack>
  );
}
