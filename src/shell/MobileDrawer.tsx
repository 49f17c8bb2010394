import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { useConfig } from '@/api/config';
import { accountMenuFor } from './account-menu';
import { useFrameList, VIEW_ALL, type FrameList } from './catalogue-links';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { useHeaderActions } from './use-frame';
import { useLogoutConfirm } from './use-logout';

const HEADINGS: Record<FrameList, string> = { categories: 'Categories', latest: 'Latest stores', popular: 'Popular stores' };

function ExpandableList({ list, onNavigate }: { list: FrameList; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const id = useId();
  const state = useFrameList(list, open);
  return (
    <>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open ? 'true' : 'false'} aria-controls={id}>
        <ListItemText primary={t(HEADINGS[list])} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit id={id}>
        <List component="div" role="group" disablePadding dense aria-label={t(HEADINGS[list])}>
          {state.isPending ? (
            [0, 1, 2].map((i) => (
              <Box key={i} sx={{ pl: 4, py: 0.5 }} aria-hidden>
                <Skeleton width="70%" />
              </Box>
            ))
          ) : state.isError || state.links.length === 0 ? (
            <ListItemText sx={{ pl: 4, py: 0.5, color: 'text.secondary' }} primary={state.isError ? t('This list could not be loaded.') : t('Nothing here yet.')} />
          ) : (
            <>
              {state.links.map((link) => (
                <ListItemButton key={link.key} component={Link} href={link.href} onClick={onNavigate} sx={{ pl: 4 }}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              ))}
              <ListItemButton component={Link} href={VIEW_ALL[list]} onClick={onNavigate} sx={{ pl: 4, color: 'primary.main' }}>
                <ListItemText primary={t('View all')} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </>
          )}
        </List>
      </Collapse>
    </>
  );
}

/**
 * The phone header's right-side drawer: Home and the catalogue's lists, a signed-in shopper's
 * account pages (the account menu's entries), theme, language and Logout. Loaded the first time
 * the menu button is pressed.
 */
export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  const actions = useHeaderActions();
  const logout = useLogoutConfirm();
  const { data: config } = useConfig();

  useEffect(() => {
    router.events.on('routeChangeStart', onClose);
    return () => router.events.off('routeChangeStart', onClose);
  }, [router.events, onClose]);

  return (
    <>
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 56 }}>
          <Logo compact />
          <IconButton aria-label={t('Close menu')} onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('Menu')}>
          <List>
            <ListItemButton component={Link} href="/home" onClick={onClose}>
              <ListItemIcon>
                <HomeOutlined />
              </ListItemIcon>
              <ListItemText primary={tc('Home')} />
            </ListItemButton>
            {actions.catalogueMenus ? (
              <>
                <ExpandableList list="categories" onNavigate={onClose} />
                <ExpandableList list="latest" onNavigate={onClose} />
                <ExpandableList list="popular" onNavigate={onClose} />
              </>
            ) : null}
            {actions.contact ? (
              <ListItemButton component={Link} href="/help-and-support" onClick={onClose}>
                <ListItemText primary={t('Contact')} />
              </ListItemButton>
            ) : null}
          </List>
        </Box>
        {actions.profile ? (
          <>
            <Divider />
            <Box component="nav" aria-label={t('My account')}>
              <List dense subheader={<ListSubheader component="div">{t('My account')}</ListSubheader>}>
                {accountMenuFor(config).map((entry) => (
                  <ListItemButton key={entry.id} component={Link} href={entry.href} onClick={onClose} data-menu-id={entry.id} sx={{ minHeight: 44 }}>
                    <ListItemText primary={t(entry.label)} />
                  </ListItemButton>
                ))}
              </List>
            </Box>
          </>
        ) : null}
        <Divider />
        <Box sx={{ p: 1, display: 'grid', gap: 0.5 }}>
          <ThemeToggle variant="row" />
          <LanguageMenu fullWidth />
          {actions.profile ? (
            <ListItemButton onClick={logout.ask} sx={{ borderRadius: 1 }}>
              <ListItemIcon>
                <Logout />
              </ListItemIcon>
              <ListItemText primary={t('Logout')} />
            </ListItemButton>
          ) : null}
        </Box>
      </Drawer>
      {logout.dialog}
    </>
  );
}
