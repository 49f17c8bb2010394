import { useTranslation } from '@/lib/i18n';
import Image from 'next/image';
import Link from 'next/link';
import { useLandingData } from '@/api/content';
import { useModules } from '@/api/modules';
import { CataloguePage, Section } from '@/components/Section';
import { Seo, type SeoMeta } from '@/components/Seo';
import shared from '@/components/catalogue.module.css';
import css from './landing.module.css';

export interface LandingPageProps {
  seo: SeoMeta;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

function on(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}

/** `/`: what the marketplace is, which modules it offers and how to join it, rendered on the server. */
export function LandingPage({ seo }: LandingPageProps) {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('catalogue');
  const { data: modules = [] } = useModules();
  const { data: landing } = useLandingData();
  const banner = text(landing?.header_banner_full_url);
  const apps = landing?.download_user_app_links;
  const appLinks = [
    on(apps?.playstore_url_status) && text(apps?.playstore_url) ? { href: apps?.playstore_url as string, label: tc('Get it on Google Play') } : null,
    on(apps?.apple_store_url_status) && text(apps?.apple_store_url) ? { href: apps?.apple_store_url as string, label: tc('Download on the App Store') } : null,
  ].filter((a): a is { href: string; label: string } => a !== null);
  return (
    <>
      <Seo meta={seo} />
      <CataloguePage>
        <div className={css.hero}>
          <div>
            <h1>{text(landing?.fixed_header_title) ?? t('Everything you need, delivered')}</h1>
            <p>{text(landing?.fixed_header_sub_title) ?? t('Order food, groceries, medicines and more from stores near you, or send a parcel.')}</p>
          </div>
          {banner ? (
            <div className={css.heroImage}>
              <Image src={banner} alt="" fill sizes="(max-width: 900px) 100vw, 560px" preload fetchPriority="high" />
            </div>
          ) : null}
        </div>

        <Section title={t('Choose a marketplace')} id="modules">
          {text(landing?.fixed_module_sub_title) ? <p className={shared.muted}>{text(landing?.fixed_module_sub_title)}</p> : null}
          <ul className={css.modules}>
            {modules.map((module) => (
              <li key={module.id}>
                <Link href={`/home?module_id=${module.id}`} className={`${shared.card} ${css.module}`}>
                  <span className={css.moduleIcon}>{module.icon_full_url ? <Image src={module.icon_full_url} alt="" fill sizes="56px" /> : null}</span>
                  {module.module_name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        {text(landing?.available_zone_title) ? (
          <Section title={text(landing?.available_zone_title) as string} id="zones">
            <p className={shared.muted}>{text(landing?.available_zone_short_description)}</p>
          </Section>
        ) : null}

        {text(landing?.earning_title) ? (
          <Section title={text(landing?.earning_title) as string} id="earn">
            <div className={css.twoUp}>
              <div className={css.panel}>
                <h3>{text(landing?.earning_seller_title) ?? tc('Become a seller')}</h3>
                {text(landing?.earning_seller_sub_title) ? <p>{text(landing?.earning_seller_sub_title)}</p> : null}
                <Link className={shared.button} href="/store-registration?active=active">
                  {text(landing?.earning_seller_button_name) ?? tc('Register store')}
                </Link>
              </div>
              <div className={css.panel}>
                <h3>{text(landing?.earning_dm_title) ?? tc('Become a delivery partner')}</h3>
                {text(landing?.earning_dm_sub_title) ? <p>{text(landing?.earning_dm_sub_title)}</p> : null}
                <Link className={shared.button} href="/deliveryman-registration">
                  {text(landing?.earning_dm_button_name) ?? tc('Register as rider')}
                </Link>
              </div>
            </div>
          </Section>
        ) : null}

        {appLinks.length && text(landing?.download_user_app_title) ? (
          <Section title={text(landing?.download_user_app_title) as string} id="apps">
            <div className={css.panel}>
              {text(landing?.download_user_app_sub_title) ? <p>{text(landing?.download_user_app_sub_title)}</p> : null}
              <div className={css.apps}>
                {appLinks.map((app) => (
                  <a key={app.href} className={shared.buttonOutline} href={app.href} rel="noopener noreferrer" target="_blank">
                    {app.label}
                  </a>
                ))}
              </div>
            </div>
          </Section>
        ) : null}
      </CataloguePage>
    </>
  );
}
