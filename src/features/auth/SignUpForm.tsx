import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { formBinding } from '@/components/form-binding';
import { PhoneField } from '@/components/PhoneField';
import { ProblemAlert } from '@/components/ProblemAlert';
import Link from 'next/link';
import { useAuthT } from './auth-strings';
import { PasswordField } from './PasswordField';
import { signUpSchema, type SignUpValues } from './schemas';

export interface SignUpFormProps {
  problem: string[];
  /** customer_wallet_status and ref_earning_status are both 1. */
  referral: boolean;
  onSubmit: (values: SignUpValues) => Promise<void>;
}

/** User Name, Refer Code (when referral earning is on), Email, Phone, Password, Confirm Password, terms. */
export function SignUpForm({ problem, referral, onSubmit }: SignUpFormProps) {
  const { t } = useAuthT();
  const form = useFormik<SignUpValues>({
    initialValues: { name: '', ref_code: '', email: '', phone: '', password: '', confirm_password: '', terms: false },
    validationSchema: signUpSchema,
    onSubmit,
  });
  const bind = formBinding(form, (key) => t(key));
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} sx={{ pt: 1 }}>
      <ProblemAlert problem={problem} />
      <TextField {...bind.text('name')} label={t('User Name')} autoComplete="name" fullWidth />
      {referral ? <TextField {...bind.text('ref_code')} label={t('Refer Code (Optional)')} fullWidth /> : null}
      <TextField {...bind.text('email')} label={t('Email')} type="email" autoComplete="email" fullWidth />
      <PhoneField {...bind.phone('phone')} label={t('Phone')} countryLabel={t('Country')} autoComplete="tel" fullWidth />
      <PasswordField {...bind.text('password')} label={t('Password')} autoComplete="new-password" fullWidth />
      <PasswordField {...bind.text('confirm_password')} label={t('Confirm Password')} autoComplete="new-password" fullWidth />
      <div>
        <FormControlLabel
          control={<Checkbox name="terms" checked={form.values.terms} onChange={form.handleChange} />}
          label={
            <span>
              {t('I agree with all the')}{' '}
              <Link href="/terms-and-conditions" target="_blank" rel="noopener">
                {t('Terms and Conditions')}
              </Link>
            </span>
          }
        />
        {bind.err('terms') ? <FormHelperText error>{bind.err('terms')}</FormHelperText> : null}
      </div>
      <Button type="submit" variant="contained" size="large" disabled={!form.values.terms || form.isSubmitting} fullWidth>
        {t('Sign Up')}
      </Button>
    </Stack>
  );
}
