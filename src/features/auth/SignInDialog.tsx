import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useRef, useState } from 'react';
import { useConfig } from '@/api/config';
import { useAuthT } from './auth-strings';
import { layoutForms, signInLayout } from './layout';
import { ManualSignInForm } from './ManualSignInForm';
import { OtpCodeForm } from './OtpCodeForm';
import { OtpSignInForm } from './OtpSignInForm';
import { IsItYou, UserInfoForm } from './ProfileSteps';
import { SignUpForm } from './SignUpForm';
import { SocialButtons } from './SocialButtons';
import { useAuthFlow, type Mode } from './use-auth-flow';

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens on the sign-up form instead of sign-in. */
  initialMode?: 'sign-in' | 'sign-up';
}

const TITLES: Record<Mode, string> = {
  'sign-in': 'Sign In',
  'sign-up': 'Sign Up',
  otp: 'Verify your code',
  phone_modal: 'Add your phone number',
  user_info: 'Complete your profile',
  is_exist_user: 'Is It You?',
};

/**
 * The authentication modal: sign-in in the layout the config chooses (manual, OTP, social and
 * their combinations), sign-up, the OTP step, user_info, is_exist_user and the social phone step.
 * Loaded only when a shopper asks to sign in.
 */
export default function SignInDialog({ open, onClose, initialMode = 'sign-in' }: SignInDialogProps) {
  const { t } = useAuthT();
  const id = useId();
  const config = useConfig().data;
  const captcha = useRef<HTMLDivElement | null>(null);
  const flow = useAuthFlow(initialMode, onClose, { firebase: config?.firebase_otp_verification === 1, captcha: () => captcha.current });
  const forms = layoutForms(signInLayout(config));
  const [useOtp, setUseOtp] = useState(!forms.manual);
  const referral = config?.customer_wallet_status === 1 && config.ref_earning_status === 1;

  const signIn = (
    <Stack spacing={2}>
      {forms.manual && (!forms.otp || !useOtp) ? <ManualSignInForm problem={flow.problem} onSubmit={flow.manualSignIn} onForgot={onClose} /> : null}
      {forms.otp && (!forms.manual || useOtp) ? <OtpSignInForm problem={flow.problem} onSubmit={flow.otpSignIn} /> : null}
      {forms.otp && forms.manual ? (
        <Button variant="text" onClick={() => setUseOtp((v) => !v)}>
          {useOtp ? t('Use your password instead') : t('Use a one-time code instead')}
        </Button>
      ) : null}
      {forms.social ? (
        <>
          {forms.manual || forms.otp ? <Divider>{t('or')}</Divider> : null}
          <SocialButtons config={config} busy={flow.busy} onToken={(medium, result) => void flow.social(medium, result)} />
        </>
      ) : null}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t("Don't have an account?")}{' '}
        <Button variant="text" size="small" onClick={() => flow.switchTo('sign-up')}>
          {t('Sign Up')}
        </Button>
      </Typography>
    </Stack>
  );

  const body = (() => {
    switch (flow.mode) {
      case 'sign-up':
        return (
          <Stack spacing={2}>
            <SignUpForm problem={flow.problem} referral={referral} onSubmit={flow.signUp} />
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {t('Already have an account?')}{' '}
              <Button variant="text" size="small" onClick={() => flow.switchTo('sign-in')}>
                {t('Sign In')}
              </Button>
            </Typography>
          </Stack>
        );
      case 'otp':
        return flow.verify ? (
          <OtpCodeForm
            target={flow.verify.target}
            demo={config?.demo === true}
            sentAt={flow.verify.sentAt}
            busy={flow.busy}
            error={flow.problem}
            onVerify={(code) => void flow.verifyCode(code)}
            onResend={() => void flow.resend()}
          />
        ) : null;
      case 'phone_modal':
        return <OtpSignInForm problem={flow.problem} submitLabel={t('Continue')} onSubmit={flow.socialPhone} />;
      case 'user_info':
        return flow.userInfo ? (
          <UserInfoForm loginType={flow.userInfo.loginType} email={flow.userInfo.email} phone={flow.userInfo.phone} problem={flow.problem} referral={referral} onSubmit={flow.completeInfo} />
        ) : null;
      case 'is_exist_user':
        return flow.existUser ? <IsItYou name={flow.existUser.name} image={flow.existUser.image} busy={flow.busy} onAnswer={(v) => void flow.answerExisting(v)} /> : null;
      default:
        return signIn;
    }
  })();

  return (
    <Dialog open={open} onClose={flow.busy ? undefined : onClose} aria-labelledby={`${id}-title`} slotProps={{ paper: { sx: { width: '100%', maxWidth: 450, m: 1 } } }}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        {t(TITLES[flow.mode])}
        <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {body}
        <div ref={captcha} />
      </DialogContent>
    </Dialog>
  );
}
