import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useConfig } from '@/api/config';

/** The marketplace's logo and name, leading to /home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { data: config } = useConfig();
  const name = config?.business_name ?? 'Souk';
  const logo = config?.logo_full_url;
  return (
    <Box
      component={Link}
      href="/home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'primary.main', minWidth: 0 }}
    >
      {logo ? (
        <Image src={logo} alt="" width={36} height={36} unoptimized={!logo.startsWith('/')} style={{ objectFit: 'contain' }} priority />
      ) : null}
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: compact ? '1.1rem' : '1.3rem', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {name}
      </Typography>
    </Box>
  );
}
