import Box from '@mui/material/Box';
import Image from 'next/image';
import type { Module } from '@/api/types';

/** A module's icon, or its initial on a tinted disc when it has none. */
export function ModuleIcon({ module, size }: { module: Module; size: number }) {
  if (module.icon_full_url) {
    return <Image src={module.icon_full_url} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  }
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: size * 0.45,
      }}
    >
      {module.module_name.slice(0, 1).toUpperCase()}
    </Box>
  );
}
