import Logout from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n';
import Link from 'next/link';
import { useConfig } from '@/api/config';
import { accountMenuFor } from './account-menu';

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  id: string;
  onClose: () => void;
  onLogout: () => void;
}

/** The account menu: the profile pages the config allows, then Logout. Loaded on first open. */
export default function AccountMenu({ anchor, id, onClose, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('layout');
  const { data: config } = useConfig();
  // the popover is placed by script (inline left/top), so the end side is chosen here, not flipped by the RTL stylesheet
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      {accountMenuFor(config).map((entry) => (
        <MenuItem key={entry.id} component={Link} href={entry.href} onClick={onClose} data-menu-id={entry.id}>
          {t(entry.label)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('Logout')}
      </MenuItem>
    </Menu>
  );
}
