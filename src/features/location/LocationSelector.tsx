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
import { closeFlowDialog, useHostedFlowDialog } from './location-flow';

const LocationPopover = dynamic(() => import('./LocationPopover'), { ssr: false });

/**
 * The header's location button: shows the delivery address and opens the location popover
 * (saved addresses, current location, the map). Everything behind it loads on the first click.
 * The first mounted button also hosts the flow's dialogs (see location-flow.ts).
 */
export function LocationSelector() {
  const { t } = useTranslation('location');
  const { session } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dialog = useHostedFlowDialog();
  const address = session.location?.address;
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
      {anchor ? <LocationPopover anchorEl={anchor} onClose={() => setAnchor(null)} /> : null}
      {dialog === 'map' ? <PickLocationDialog onClose={closeFlowDialog} /> : null}
      {dialog === 'modules' ? <ModulePickerDialog onClose={closeFlowDialog} /> : null}
      {dialog === 'permission' ? <LocationPermissionDialog onClose={closeFlowDialog} /> : null}
    </>
  );
}
