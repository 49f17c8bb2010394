import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLandingData, useNewsletterSubscribe } from '@/api/content';
import { errorMessages } from '@/api/errors';
import { isValidNewsletterEmail } from './newsletter';

/** The footer's newsletter band: title and subtitle from the landing data, email and Subscribe. */
export function NewsletterBand() {
  const { t } = useTranslation('layout');
  const id = useId();
  const { data: landing, isPending } = useLandingData();
  const subscribe = useNewsletterSubscribe();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!isValidNewsletterEmail(email)) {
      setError(t('Please insert a valid email.'));
      return;
    }
    setError(null);
    subscribe.mutate(email.trim(), {
      onSuccess: () => {
        setEmail('');
        setDone(true);
        toast.success(t('Subscribed Successfully'), { id: 'newsletter' });
      },
      onError: (failure) => setError(errorMessages(failure).join(' ')),
    });
  };

  const title = landing?.fixed_newsletter_title || t('Sign up to our newsletter');
  const subtitle = landing?.fixed_newsletter_sub_title;

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 3, md: 4 } }}>
      <Container sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ fontSize: '1.3rem' }}>
            {isPending ? <Skeleton width="60%" sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} /> : title}
          </Typography>
          {subtitle ? <Typography sx={{ mt: 0.5, opacity: 0.95 }}>{subtitle}</Typography> : null}
        </Box>
        <Box component="form" noValidate onSubmit={submit} sx={{ flex: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>
            <OutlinedInput
              type="email"
              name="email"
              placeholder={t('Your email address')}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
              error={Boolean(error)}
              autoComplete="email"
              size="small"
              fullWidth
              slotProps={{ input: { 'aria-label': t('Your email address'), 'aria-describedby': `${id}-status` } }}
              sx={{ bgcolor: 'background.paper' }}
            />
            <Typography
              id={`${id}-status`}
              role={error ? 'alert' : 'status'}
              variant="body2"
              sx={{ minHeight: '1.5em', mt: 0.5, fontWeight: error ? 700 : 400 }}
            >
              {error ?? (done ? t('Subscribed Successfully') : '')}
            </Typography>
          </Box>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={subscribe.isPending}
            aria-busy={subscribe.isPending}
            sx={{ minWidth: 120, height: 40 }}
          >
            {subscribe.isPending ? <CircularProgress size={18} color="inherit" aria-label={t('Subscribing…')} /> : t('Subscribe')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
