import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { formBinding } from '@/components/form-binding';
import { PhoneField } from '@/components/PhoneField';
import { ProblemAlert } from '@/components/ProblemAlert';
import { useAuthT } from './auth-strings';
import { userInfoSchema } from './schemas';
import type { UserInfoValues } from './sign-in-flow';

export interface UserInfoFormProps {
  loginType: 'otp' | 'social' | 'manual';
  email: string | null;
  phone: string | null;
  problem: string[];
  /** customer_wallet_status and ref_earning_status are both 1: the refer code can be given here. */
  referral?: boolean;
  onSubmit: (values: UserInfoValues) => Promise<void>;
}

/** user_info: the one step that completes a profile after OTP or social sign-in. */
export function UserInfoForm({ loginType, email, phone, problem, referral = false, onSubmit }: UserInfoFormProps) {
  const { t } = useAuthT();
  const form = useFormik({
    initialValues: { name: '', email: email ?? '', phone: phone ?? '', ref_code: '' },
    validationSchema: userInfoSchema(loginType, Boolean(email)),
    onSubmit,
  });
  const bind = formBinding(form, (key) => t(key));
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} sx={{ pt: 1 }}>
      <Typography>{t('Just one more step: tell us your name.')}</Typography>
      <ProblemAlert problem={problem} />
      <TextField {...bind.text('name')} label={t('User Name')} autoComplete="name" fullWidth />
      {referral ? <TextField name="ref_code" label={t('Refer Code (Optional)')} value={form.values.ref_code} onChange={form.handleChange} fullWidth /> : null}
      {loginType === 'otp' || !email ? (
        <TextField {...bind.text('email')} type="email" label={t('Email')} fullWidth />
      ) : null}
      {loginType === 'social' ? (
        <PhoneField {...bind.phone('phone')} label={t('Phone')} countryLabel={t('Country')} autoComplete="tel" fullWidth />
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} fullWidth>
        {t('Continue')}
      </Button>
    </Stack>
  );
}

export interface IsItYouProps {
  name: string;
  image: string | null;
  busy: boolean;
  onAnswer: (verified: 'yes' | 'no') => void;
}

/** "Is It You?": an account with this e-mail exists; Yes links it, No starts a separate one. */
export function IsItYou({ name, image, busy, onAnswer }: IsItYouProps) {
  const { t } = useAuthT();
  return (
    <Stack spacing={2} sx={{ pt: 1, alignItems: 'center', textAlign: 'center' }}>
      <Avatar src={image ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Typography variant="h6" component="p">
        {name}
      </Typography>
      <Typography color="text.secondary">{t('An account with this email already exists. Is it yours?')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, width: '100%' }}>
        <Button variant="outlined" fullWidth disabled={busy} onClick={() => onAnswer('no')}>
          {t('No')}
        </Button>
        <Button variant="contained" fullWidth disabled={busy} onClick={() => onAnswer('yes')}>
          {t('Yes')}
        </Button>
      </Box>
    </Stack>
  );
}
