import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ModulePickerDialog } from '@/features/modules';
import { useSession } from '@/lib/session-context';
import { LocationPermissionDialog, PickLocationDialog } from './dialogs';

const LocationPopover = dynamic(() => import('./LocationPopover'), { ssr: false });

type OpenDialog = 'map' | 'modules' | 'permission' | null;

/**
 * The header's location button: shows the delivery address and opens the location popover
 * (saved addresses, current location, the map). Everything behind it loads on the first click.
 */
export function LocationSelector() {
  const { t } = useTranslation('location');
  const { session } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const address = session.location?.address;
  const close = () => setDialog(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={address ? t('Delivery location: {{address}}', { address }) : t('Choose delivery location')}
        title={address}
        startIcon={<LocationOnOutlined />}
        endIcon={<KeyboardArrowDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: { xs: 200, md: 300 }, minWidth: 0 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {address || t('Choose delivery location')}
        </Box>
      </Button>
      {anchor ? (
        <LocationPopover
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          onPickFromMap={() => setDialog('map')}
          onPermissionOff={() => setDialog('permission')}
          onNeedModule={() => setDialog('modules')}
        />
      ) : null}
      {dialog === 'map' ? <PickLocationDialog onClose={close} /> : null}
      {dialog === 'modules' ? <ModulePickerDialog onClose={close} /> : null}
      {dialog === 'permission' ? <LocationPermissionDialog onClose={close} /> : null}
    </>
  );
}
