import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { formBinding } from '@/components/form-binding';
import { PhoneField } from '@/components/PhoneField';
import { ProblemAlert } from '@/components/ProblemAlert';
import { useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { useConfig } from '@/api/config';
import { updateProfile, type CustomerInfo } from '@/api/customer';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { useAuthT } from '../auth-strings';
import { OtpCodeForm } from '../OtpCodeForm';
import { PasswordField } from '../PasswordField';
import { profileSchema } from '../schemas';
import { useApiScope } from '@/lib/session-context';
import { checkPhoto, customerPhoto, PHOTO_TYPES } from './photo';
import type { FirebaseSession } from '../firebase-otp';

interface Values {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
}

const initialOf = (c: CustomerInfo): Values => ({
  name: [c.f_name, c.l_name].filter(Boolean).join(' '),
  email: c.email ?? '',
  phone: c.phone ?? '',
  password: '',
  confirm_password: '',
});

/** 'Edit Personal Details': photo, name, e-mail, phone, password (manual login only), Reset, Update Profile. */
export function ProfileForm({ customer }: { customer: CustomerInfo }) {
  const { t } = useAuthT();
  const { lang } = useApiScope();
  const queryClient = useQueryClient();
  const config = useConfig().data;
  const manual = config?.centralize_login?.manual_login_status !== 0;
  const phoneLocked = customer.is_phone_verified === 1 && config?.centralize_login?.phone_verification_status === 1;
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const [otp, setOtp] = useState<{ on: 'phone' | 'email'; target: string; sentAt: number; values: Values } | null>(null);
  // firebase_otp_verification: a new phone's code comes from Firebase (its invisible reCAPTCHA draws here)
  const captcha = useRef<HTMLDivElement | null>(null);
  const firebase = useRef<FirebaseSession | null>(null);

  /** Has Firebase send the code; false (only logged, as the spec has it) for a number Firebase calls invalid. */
  const firebaseCode = async (phone: string): Promise<boolean> => {
    const { requestFirebaseCode } = await import('../firebase-otp');
    if (!captcha.current) return false;
    try {
      firebase.current = await requestFirebaseCode(phone, captcha.current);
      return true;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 'auth/invalid-phone-number') throw error;
      console.error('[profile] Firebase refused the phone number', error);
      return false;
    }
  };

  const choose = (file: File | null) => {
    setPhoto(file);
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return file ? URL.createObjectURL(file) : null;
    });
  };

  const send = async (values: Values, code?: string) => {
    setProblem([]);
    const data = new FormData();
    data.set('name', values.name);
    data.set('email', values.email);
    data.set('phone', values.phone);
    data.set('button_type', code ? 'verify' : 'update');
    if (manual && values.password) {
      data.set('password', values.password);
      data.set('confirm_password', values.confirm_password);
    }
    if (photo) data.set('image', photo);
    try {
      if (code && otp) {
        data.set('otp', code);
        data.set('verification_on', otp.on);
        const fb = otp.on === 'phone' ? firebase.current : null;
        if (fb) {
          // the code and Firebase's session for a 6amMart backend, the ID token Firebase issues for the embedded API
          const idToken = await fb.confirm(code).catch(() => {
            throw new Error(t('OTP does not match.'));
          });
          data.set('verification_medium', 'firebase');
          data.set('session_info', fb.verificationId);
          data.set('id_token', idToken);
        }
      }
      const answer = await updateProfile(httpFor(queryClient), { lang }, data);
      if (answer.otp_send && answer.verification_on) {
        firebase.current = null;
        if (answer.verification_on === 'phone' && answer.verification_medium === 'firebase' && !(await firebaseCode(values.phone))) return;
        setOtp({ on: answer.verification_on, target: answer.verification_on === 'phone' ? values.phone : values.email, sentAt: Date.now(), values });
        return;
      }
      setOtp(null);
      choose(null);
      await queryClient.invalidateQueries({ queryKey: ['customer', 'info'] });
      toast.success(t('Updated successfully.'), { id: 'profile-updated' });
    } catch (error) {
      setProblem(errorMessages(error));
    }
  };

  const form = useFormik<Values>({ initialValues: initialOf(customer), validationSchema: profileSchema, enableReinitialize: true, onSubmit: (values) => send(values) });
  const bind = formBinding(form, (key) => t(key));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} onReset={() => choose(null)}>
      <ProblemAlert problem={problem} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar src={preview ?? customerPhoto(customer, config) ?? undefined} alt={t('Profile photo')} sx={{ width: 88, height: 88 }} />
        <div>
          <Button variant="outlined" component="label">
            {t('Upload photo')}
            <input
              hidden
              type="file"
              accept={PHOTO_TYPES.join(',')}
              aria-label={t('Profile photo')}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const problemText = file ? checkPhoto(file) : null;
                if (problemText) toast.error(t(problemText));
                else choose(file);
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('JPG, PNG, JPEG or GIF, at most 2 MB, ratio 1:1')}
          </Typography>
        </div>
      </Box>
      <TextField {...bind.text('name')} label={t('User Name')} autoComplete="name" fullWidth />
      <TextField {...bind.text('email')} label={t('Email')} type="email" autoComplete="email" fullWidth />
      <Box>
        <PhoneField {...bind.phone('phone')} label={t('Phone')} countryLabel={t('Country')} autoComplete="tel" disabled={phoneLocked} fullWidth />
        {phoneLocked ? <Chip size="small" label={t('Not Changeable')} sx={{ mt: 0.5 }} /> : null}
      </Box>
      {manual ? (
        <>
          <PasswordField {...bind.text('password')} label={t('Password')} autoComplete="new-password" fullWidth />
          <PasswordField {...bind.text('confirm_password')} label={t('Confirm Password')} autoComplete="new-password" fullWidth />
        </>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button type="reset" onClick={() => form.resetForm()}>
          {t('Reset')}
        </Button>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {t('Update Profile')}
        </Button>
      </Box>
      {otp ? (
        <Dialog open onClose={() => setOtp(null)} aria-label={t('Verify your code')} fullWidth maxWidth="xs">
          <DialogTitle>{t('Verify your code')}</DialogTitle>
          <DialogContent>
            <OtpCodeForm
              target={otp.target}
              demo={config?.demo === true}
              sentAt={otp.sentAt}
              busy={form.isSubmitting}
              error={problem}
              onVerify={(code) => void send(otp.values, code)}
              onResend={() => void send(otp.values)}
            />
          </DialogContent>
        </Dialog>
      ) : null}
      <div ref={captcha} />
    </Stack>
  );
}
