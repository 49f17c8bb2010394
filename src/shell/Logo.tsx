import { MediaImage } from '@/components/MediaImage';
import Link from 'next/link';
import { useConfig } from '@/api/config';
import css from './frame.module.css';

/** The marketplace's logo and name, leading to /home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { data: config } = useConfig();
  const name = config?.business_name ?? 'Souk';
  const logo = config?.logo_full_url;
  return (
    <Link href="/home" className={css.logo}>
      {logo ? (
        <MediaImage src={logo} alt="" width={36} height={36} unoptimized={!logo.startsWith('/')} style={{ objectFit: 'contain' }} priority />
      ) : null}
      <span className={compact ? `${css.logoName} ${css.logoCompact}` : css.logoName}>{name}</span>
    </Link>
  );
}
