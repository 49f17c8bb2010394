import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { useConfig } from '@/api/config';
import { useFooterLanding } from '@/api/content';
import type { LatLng } from '@/api/types';
import ui from '@/components/controls.module.css';
import { MailIcon, MapIcon, PhoneIcon, PinIcon, SmartphoneIcon } from '@/components/icons';
import { StaticMapDialog } from '@/features/location';
import { appStoreLinks, footerLinks, mailtoHref, socialProfiles, telHref, VERSION_LABEL, type FooterLink } from './footer-links';
import css from './frame.module.css';
import { Logo } from './Logo';
import { NewsletterBand } from './NewsletterBand';
import { SOCIAL_NAMES, SocialIcon } from './SocialIcon';

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={title}>
      <h2 className={css.columnTitle}>{title}</h2>
      <ul className={css.plainList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={css.link} {...(link.newWindow ? { target: '_blank', rel: 'noopener' } : {})}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={css.contactLine}>
      <span aria-hidden="true">{icon}</span>
      {children}
    </div>
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
  const { data: landing } = useFooterLanding();
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
    <footer className={css.footer}>
      <NewsletterBand />
      <div className={`${css.container} ${css.footerGrid}`}>
        <div className={css.footerAbout}>
          <Logo />
          {landing?.fixed_footer_description ? <p className={`${css.body2} ${css.muted}`}>{landing.fixed_footer_description}</p> : null}
          {social.length ? (
            <ul aria-label={t('Follow us')} className={css.socialList}>
              {social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={SOCIAL_NAMES[profile.network]}
                    className={`${ui.iconButton} ${ui.primaryIcon}`}
                  >
                    <SocialIcon network={profile.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {apps.length ? (
            <div className={css.wrap}>
              {apps.map((app) => (
                <a
                  key={app.store}
                  href={app.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${ui.button} ${ui.outlined}`}
                >
                  <SmartphoneIcon />
                  {app.store === 'apple' ? t('Download on the App Store') : t('Get it on Google Play')}
                </a>
              ))}
            </div>
          ) : null}
        </div>
        <LinkColumn title={t('Company')} links={links.company} />
        <LinkColumn title={t('Help')} links={links.help} />
        <address className={css.address}>
          <h2 className={css.columnTitle}>{t('Contact us')}</h2>
          {config?.address ? (
            <ContactLine icon={<PinIcon size={20} />}>
              <p className={css.body2}>{config.address}</p>
            </ContactLine>
          ) : null}
          {mail && config?.email ? (
            <ContactLine icon={<MailIcon />}>
              <a href={mail} className={`${css.body2} ${css.inheritLink}`}>
                {config.email}
              </a>
            </ContactLine>
          ) : null}
          {tel && config?.phone ? (
            <ContactLine icon={<PhoneIcon />}>
              <a href={tel} className={`${css.body2} ${css.inheritLink}`} dir="ltr">
                {config.phone}
              </a>
            </ContactLine>
          ) : null}
          {findUs ? (
            <div>
              <button
                type="button"
                className={`${ui.button} ${ui.textButton}`}
                onClick={() => {
                  setMapWanted(true);
                  setMapOpen(true);
                }}
              >
                <MapIcon />
                {t('Find us here')}
              </button>
            </div>
          ) : null}
        </address>
      </div>
      <div className={css.footerBottom}>
        <div className={css.container}>
          <p className={css.body2}>{config?.footer_text || `© ${name}`}</p>
          <span className={css.body2} dir="ltr">
            {VERSION_LABEL}
          </span>
        </div>
      </div>
      {mapWanted && findUs ? (
        <StaticMapDialog open={mapOpen} onClose={() => setMapOpen(false)} center={findUs} title={t('Find us here')} pinLabel={name} />
      ) : null}
    </footer>
  );
}
