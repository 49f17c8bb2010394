import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { formBinding } from '@/components/form-binding';
import { PhoneField } from '@/components/PhoneField';
import { ProblemAlert } from '@/components/ProblemAlert';
import { pickerCountry } from '@/lib/phone';
import { rememberedLogin, rememberLogin } from './auth-api';
import { useAuthT } from './auth-strings';
import { otpPhoneSchema } from './schemas';
import { compactPhone, looksLikePhone } from './sign-in-schema';
import { SignInTerms } from './SignInTerms';

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
  const bind = formBinding(form, (key) => t(key));
  const picker = pickerCountry(useConfig().data) !== null;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} sx={{ pt: 1 }}>
      <ProblemAlert problem={problem} />
      <PhoneField
        {...bind.phone('phone')}
        label={t('Phone')}
        countryLabel={t('Country')}
        autoComplete="tel"
        helperText={bind.err('phone') ?? (picker ? undefined : t('Phone number with country code, e.g. +971 50 123 4567'))}
        required
        fullWidth
      />
      <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={t('Remember me')} />
      <SignInTerms />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} fullWidth>
        {submitLabel ?? t('Get OTP')}
      </Button>
    </Stack>
  );
}
