import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { PhoneField } from '@/components/PhoneField';
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
  const err = (name: keyof SignUpValues) => {
    const e = form.errors[name];
    return form.touched[name] && typeof e === 'string' ? t(e) : undefined;
  };
  const field = (name: 'name' | 'ref_code' | 'email', label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      name={name}
      label={label}
      value={form.values[name] ?? ''}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={Boolean(err(name))}
      helperText={err(name)}
      fullWidth
      {...extra}
    />
  );
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} sx={{ pt: 1 }}>
      {problem.length ? (
        <Alert severity="error" role="alert">
          {problem.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      {field('name', t('User Name'), { autoComplete: 'name' })}
      {referral ? field('ref_code', t('Refer Code (Optional)')) : null}
      {field('email', t('Email'), { type: 'email', autoComplete: 'email' })}
      <PhoneField
        name="phone"
        label={t('Phone')}
        countryLabel={t('Country')}
        autoComplete="tel"
        value={form.values.phone}
        onValueChange={(v) => void form.setFieldValue('phone', v)}
        onBlur={form.handleBlur}
        error={Boolean(err('phone'))}
        helperText={err('phone')}
        fullWidth
      />
      <PasswordField
        name="password"
        label={t('Password')}
        autoComplete="new-password"
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={Boolean(err('password'))}
        helperText={err('password')}
        fullWidth
      />
      <PasswordField
        name="confirm_password"
        label={t('Confirm Password')}
        autoComplete="new-password"
        value={form.values.confirm_password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={Boolean(err('confirm_password'))}
        helperText={err('confirm_password')}
        fullWidth
      />
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
        {err('terms') ? <FormHelperText error>{err('terms')}</FormHelperText> : null}
      </div>
      <Button type="submit" variant="contained" size="large" disabled={!form.values.terms || form.isSubmitting} fullWidth>
        {t('Sign Up')}
      </Button>
    </Stack>
  );
}
