import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProblemAlert } from '@/components/ProblemAlert';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useAuthT } from './auth-strings';
import { codeComplete, codeDigits, formatCountdown, OTP_LENGTH, resendSecondsLeft } from './countdown';

export interface OtpCodeFormProps {
  /** Where the code went (a phone number or an e-mail). */
  target: string;
  /** The server runs in demo mode: the hint names 123456. */
  demo: boolean;
  /** When the last code was sent (ms), for the resend countdown. */
  sentAt: number | null;
  busy: boolean;
  error: string[];
  onVerify: (code: string) => void;
  onResend: () => void;
}

/** Six boxes (paste fills all; one-time-code autofill), Verify with all six, resend after 60 seconds. */
export function OtpCodeForm({ target, demo, sentAt, busy, error, onVerify, onResend }: OtpCodeFormProps) {
  const { t } = useAuthT();
  const [digits, setDigits] = useState<string[]>(Array.from({ length: OTP_LENGTH }, () => ''));
  const [touched, setTouched] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const left = resendSecondsLeft(sentAt, now);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const fill = (from: number, text: string) => {
    const incoming = codeDigits(text);
    if (incoming.length === 0) {
      setDigits((prev) => prev.map((d, i) => (i === from ? '' : d)));
      return;
    }
    setDigits((prev) => {
      const next = [...prev];
      incoming.forEach((d, i) => {
        if (from + i < OTP_LENGTH) next[from + i] = d;
      });
      return next;
    });
    boxes.current[Math.min(from + incoming.length, OTP_LENGTH - 1)]?.focus();
  };

  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[i] && i > 0) boxes.current[i - 1]?.focus();
  };

  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(i, event.clipboardData.getData('text'));
  };

  const complete = codeComplete(digits);
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (complete) onVerify(digits.join(''));
      }}
    >
      <Typography>{t('Enter the verification code sent to {{target}}', { target })}</Typography>
      {demo ? <Alert severity="info">{t('Demo mode: use the code 123456.')}</Alert> : null}
      <ProblemAlert problem={error} />
      <Box role="group" aria-label={t('Verification code')} sx={{ display: 'flex', gap: 1, justifyContent: 'center', direction: 'ltr' }}>
        {digits.map((digit, i) => (
          <input
            // the boxes are positions, never reordered
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            aria-label={t('Digit {{n}}', { n: i + 1 })}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={i === 0 ? OTP_LENGTH : 1}
            value={digit}
            onChange={(event) => fill(i, event.target.value)}
            onKeyDown={(event) => onKeyDown(i, event)}
            onPaste={(event) => onPaste(i, event)}
            onBlur={() => setTouched(true)}
            style={{ width: 44, height: 52, fontSize: 24, textAlign: 'center', borderRadius: 8, border: '1px solid #bbb' }}
          />
        ))}
      </Box>
      {touched && !complete ? (
        <Typography color="error" variant="body2" role="alert">
          {t('field is empty')}
        </Typography>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={!complete || busy} fullWidth>
        {t('Verify')}
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        {left > 0 ? (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('Resend code in {{time}}', { time: formatCountdown(left) })}
          </Typography>
        ) : null}
        <Button variant="text" disabled={left > 0 || busy} onClick={onResend}>
          {t('Resend code')}
        </Button>
      </Box>
    </Stack>
  );
}
