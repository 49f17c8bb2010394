import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useFrameList, VIEW_ALL, type FrameList } from './catalogue-links';

export interface CatalogueMenuProps {
  id: string;
  kind: 'categories' | 'stores';
  anchor: HTMLElement | null;
  onClose: () => void;
}

const HEADINGS: Record<FrameList, string> = { categories: 'Categories', latest: 'Latest stores', popular: 'Popular stores' };

function section(list: FrameList, state: ReturnType<typeof useFrameList>, t: (key: string) => string, onClose: () => void): ReactNode[] {
  const rows: ReactNode[] = [
    <ListSubheader key={`${list}-heading`} sx={{ lineHeight: '36px', fontWeight: 700 }}>
      {t(HEADINGS[list])}
    </ListSubheader>,
  ];
  if (state.isPending) {
    for (let i = 0; i < 4; i += 1) {
      rows.push(
        <MenuItem key={`${list}-loading-${i}`} disabled aria-hidden>
          <Skeleton width={160} />
        </MenuItem>,
      );
    }
  } else if (state.isError || state.links.length === 0) {
    rows.push(
      <MenuItem key={`${list}-empty`} disabled>
        {state.isError ? t('This list could not be loaded.') : t('Nothing here yet.')}
      </MenuItem>,
    );
  } else {
    for (const link of state.links) {
      rows.push(
        <MenuItem key={link.key} component={Link} href={link.href} onClick={onClose}>
          {link.label}
        </MenuItem>,
      );
    }
    rows.push(
      <MenuItem key={`${list}-all`} component={Link} href={VIEW_ALL[list]} onClick={onClose} sx={{ color: 'primary.main', fontWeight: 600 }}>
        {t('View all')}
      </MenuItem>,
    );
  }
  return rows;
}

/** The header's Categories and Stores menus (up to 10 entries each, then View all). Loaded on first open. */
export default function CatalogueMenu({ id, kind, anchor, onClose }: CatalogueMenuProps) {
  const { t } = useTranslation('layout');
  const open = Boolean(anchor);
  const categories = useFrameList('categories', open && kind === 'categories');
  const latest = useFrameList('latest', open && kind === 'stores');
  const popular = useFrameList('popular', open && kind === 'stores');
  const rows =
    kind === 'categories'
      ? section('categories', categories, t, onClose)
      : [...section('latest', latest, t, onClose), <Divider key="between" />, ...section('popular', popular, t, onClose)];
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ paper: { sx: { minWidth: 240, maxHeight: '70vh' } } }}>
      {rows}
    </Menu>
  );
}
