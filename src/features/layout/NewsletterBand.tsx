import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLandingData, useNewsletterSubscribe } from '@/api/content';
import { errorMessages } from '@/api/errors';
import { isValidNewsletterEmail } from './newsletter';

/** The footer's newsletter band: title and subtitle from the landing data, email and Subscribe. */
export function NewsletterBand() {
  const { t } = useTranslation('layout');
  const id = useId();
  // prefetched for every page by the server; the fallback title only shows if that call failed
  const { data: landing } = useLandingData();
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
            {title}
          </Typography>
          {subtitle ? <Typography sx={{ mt: 0.5, opacity: 0.95 }}>{subtitle}</Typography> : null}
        </Box>
        <Box component="form" noValidate onSubmit={submit} sx={{ flex: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>
            {/*
              A native input: the newsletter is on every page, and MUI's InputBase would add its weight to each
              first load. No ::placeholder rule: stylis' prefixer expands it and stylis-plugin-rtl then throws
              while rendering Arabic pages on the server.
            */}
            <Box
              component="input"
              type="email"
              name="email"
              placeholder={t('Your email address')}
              aria-label={t('Your email address')}
              aria-describedby={`${id}-status`}
              aria-invalid={error ? 'true' : undefined}
              autoComplete="email"
              value={email}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
              sx={{
                width: '100%',
                height: 40,
                px: 1.5,
                font: 'inherit',
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: 2,
                borderColor: error ? 'error.main' : 'transparent',
                borderRadius: 1,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
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
            {subscribe.isPending ? t('Subscribing…') : t('Subscribe')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
