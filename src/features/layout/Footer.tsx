import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { useConfig } from '@/api/config';
import type { LatLng } from '@/api/types';
import { useLandingData } from '@/api/content';
import { StaticMapDialog } from '@/features/location';
import { appStoreLinks, footerLinks, mailtoHref, socialProfiles, telHref, VERSION_LABEL, type FooterLink } from './footer-links';
import { Logo } from './Logo';
import { NewsletterBand } from './NewsletterBand';
import { SOCIAL_NAMES, SocialIcon } from './SocialIcon';


function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation('layout');
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: '1rem' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.href}>
            <MuiLink component={Link} href={link.href} color="text.secondary">
              {t(link.label)}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary' }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', mt: '2px' }}>
        {icon}
      </Box>
      {children}
    </Box>
  );
}

/** The config's default location as a map point, when it holds real coordinates. */
export function mapPoint(location: LatLng | null | undefined): { lat: number; lng: number } | null {
  if (!location) return null;
  const lat = Number(location.lat);
  const lng = Number(location.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The frame's footer: newsletter, about, contact, social and app links, page links, map, version. */
export function Footer() {
  const { t } = useTranslation('layout');
  const { data: config } = useConfig();
  const { data: landing } = useLandingData();
  const [mapWanted, setMapWanted] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const links = footerLinks(config);
  const social = socialProfiles(config?.social_media);
  const apps = appStoreLinks(landing?.download_user_app_links);
  const mail = mailtoHref(config?.email);
  const tel = telHref(config?.phone);
  const name = config?.business_name ?? 'Souk';
  const findUs = mapPoint(config?.default_location);

  return (
    <Box component="footer" sx={{ mt: 6, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <NewsletterBand />
      <Container sx={{ py: 5, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1.3fr' } }}>
        <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <Logo />
          {landing?.fixed_footer_description ? (
            <Typography color="text.secondary" variant="body2">
              {landing.fixed_footer_description}
            </Typography>
          ) : null}
          {social.length ? (
            <Box component="ul" aria-label={t('Follow us')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5 }}>
              {social.map((profile) => (
                <li key={profile.network}>
                  <IconButton
                    component="a"
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={SOCIAL_NAMES[profile.network]}
                    color="primary"
                  >
                    <SocialIcon network={profile.network} />
                  </IconButton>
                </li>
              ))}
            </Box>
          ) : null}
          {apps.length ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {apps.map((app) => (
                <Button
                  key={app.store}
                  component="a"
                  href={app.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="outlined"
                  color="inherit"
                  startIcon={app.store === 'apple' ? <Apple /> : <Android />}
                >
                  {app.store === 'apple' ? t('Download on the App Store') : t('Get it on Google Play')}
                </Button>
              ))}
            </Box>
          ) : null}
        </Box>
        <LinkColumn title={t('Company')} links={links.company} />
        <LinkColumn title={t('Help')} links={links.help} />
        <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {t('Contact us')}
          </Typography>
          {config?.address ? (
            <ContactLine icon={<PlaceOutlined fontSize="small" />}>
              <Typography variant="body2">{config.address}</Typography>
            </ContactLine>
          ) : null}
          {mail && config?.email ? (
            <ContactLine icon={<MailOutlined fontSize="small" />}>
              <MuiLink href={mail} variant="body2" color="inherit">
                {config.email}
              </MuiLink>
            </ContactLine>
          ) : null}
          {tel && config?.phone ? (
            <ContactLine icon={<PhoneOutlined fontSize="small" />}>
              <MuiLink href={tel} variant="body2" color="inherit" dir="ltr">
                {config.phone}
              </MuiLink>
            </ContactLine>
          ) : null}
          {findUs ? (
            <Box>
              <Button
                variant="text"
                startIcon={<MapOutlined />}
                onClick={() => {
                  setMapWanted(true);
                  setMapOpen(true);
                }}
                sx={{ px: 0 }}
              >
                {t('Find us here')}
              </Button>
            </Box>
          ) : null}
        </Box>
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Container
          sx={{ py: 2, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', color: 'text.secondary' }}
        >
          <Typography variant="body2">{config?.footer_text || `© ${name}`}</Typography>
          <Typography variant="body2" component="span" dir="ltr">
            {VERSION_LABEL}
          </Typography>
        </Container>
      </Box>
      {mapWanted && findUs ? (
        <StaticMapDialog open={mapOpen} onClose={() => setMapOpen(false)} center={findUs} title={t('Find us here')} pinLabel={name} />
      ) : null}
    </Box>
  );
}
