import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n';
import { useState, type ReactNode } from 'react';
import { useConfig } from '@/api/config';
import type { SeoMeta } from '@/components/Seo';
import { mailtoHref, telHref } from '@/lib/contact-links';
import { ContentShell } from './ContentShell';
import { contactMailto, contactSchema, type ContactValues } from './contact-form';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 200 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box aria-hidden sx={{ color: 'primary.main' }}>
          {icon}
        </Box>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ContactForm({ to }: { to: string }) {
  const { t } = useTranslation('layout');
  const [handedOver, setHandedOver] = useState<string | null>(null);
  const form = useFormik<ContactValues>({
    initialValues: { name: '', phone: '', email: '', message: '' },
    validationSchema: contactSchema,
    onSubmit: (values) => {
      const href = contactMailto(to, values, { subject: t('Help request'), name: t('Name'), phone: t('Phone'), email: t('Email') });
      setHandedOver(href);
      window.location.assign(href);
    },
  });
  const error = (name: keyof ContactValues) => (form.touched[name] && form.errors[name] ? t(form.errors[name]) : undefined);
  const field = (name: keyof ContactValues) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(error(name)),
    helperText: error(name),
    fullWidth: true,
  });
  return (
    <Box component="section" aria-labelledby="contact-form-title" sx={{ mt: 5 }}>
      <Typography id="contact-form-title" variant="h2" gutterBottom>
        {t('Send us a message')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('Sending opens your email app with this message addressed to {{email}}.', { email: to })}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} sx={{ maxWidth: 560 }}>
        <TextField {...field('name')} label={t('Name')} autoComplete="name" required />
        <TextField {...field('phone')} label={t('Phone')} type="tel" autoComplete="tel" required />
        <TextField {...field('email')} label={t('Email')} type="email" autoComplete="email" required />
        <TextField {...field('message')} label={t('Message')} multiline minRows={4} />
        <Box>
          <Button type="submit" variant="contained" size="large" startIcon={<MailOutlined />}>
            {t('Write the email')}
          </Button>
        </Box>
        {handedOver ? (
          <Alert severity="info" role="status">
            {t('Your email app should now show the message to {{email}}. Send it from there and we will reply by email.', { email: to })}{' '}
            <MuiLink href={handedOver}>{t('Open the email again')}</MuiLink>
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}

/** /help-and-support: the marketplace's contact details and a contact form. */
export function HelpAndSupportPage({ seo }: { seo: SeoMeta }) {
  const { t } = useTranslation('layout');
  const { data: config } = useConfig();
  const mail = mailtoHref(config?.email);
  const tel = telHref(config?.phone);
  return (
    <ContentShell seo={seo} title={t('Help & Support')} subtitle={t('We are here to help with orders, payments and deliveries.')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {config?.address ? (
          <Detail icon={<PlaceOutlined />} title={t('Address')}>
            {config.address}
          </Detail>
        ) : null}
        {tel && config?.phone ? (
          <Detail icon={<PhoneOutlined />} title={t('Call us')}>
            <MuiLink href={tel} dir="ltr">
              {config.phone}
            </MuiLink>
          </Detail>
        ) : null}
        {mail && config?.email ? (
          <Detail icon={<MailOutlined />} title={t('Email us')}>
            <MuiLink href={mail}>{config.email}</MuiLink>
          </Detail>
        ) : null}
      </Stack>
      {mail && config?.email ? <ContactForm to={config.email.trim()} /> : null}
    </ContentShell>
  );
}
