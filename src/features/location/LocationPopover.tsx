import AddLocationAlt from '@mui/icons-material/AddLocationAlt';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MyLocation from '@mui/icons-material/MyLocation';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/components/toast';
import { useState } from 'react';
import { useSavedAddresses, type SavedAddress } from '@/api/addresses';
import { readGuestAddresses } from './guest-addresses';
import { useSession } from '@/lib/session-context';
import { locationOfAddress } from './saved-address';
import { openFlowDialog } from './location-flow';
import { useApplyLocation, type AfterLocation } from './useApplyLocation';
import { useLocateMe } from './useLocateMe';

export interface LocationPopoverProps {
  anchorEl: HTMLElement;
  onClose: () => void;
}

function AddressIcon({ type }: { type: string | null | undefined }) {
  if (type === 'home') return <HomeOutlined />;
  if (type === 'office') return <WorkOutline />;
  return <PlaceOutlined />;
}

function AddressList({ addresses, current, onChoose }: { addresses: SavedAddress[]; current: string | undefined; onChoose: (a: SavedAddress) => void }) {
  const { t } = useTranslation('location');
  return (
    <List dense sx={{ maxHeight: '40vh', overflowY: 'auto' }}>
      {addresses.map((address) => (
        <ListItemButton key={address.id} selected={current === address.address} onClick={() => onChoose(address)}>
          <ListItemIcon>
            <AddressIcon type={address.address_type} />
          </ListItemIcon>
          <ListItemText
            primary={address.address_label || (address.address_type === 'home' ? t('Home') : address.address_type === 'office' ? t('Office') : t('Other'))}
            secondary={address.address}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The header's location popover: saved addresses (or why there are none), current location, map. */
export default function LocationPopover({ anchorEl, onClose }: LocationPopoverProps) {
  const { t } = useTranslation('location');
  const { session } = useSession();
  const addresses = useSavedAddresses();
  const [guestAddresses] = useState(() => (session.signedIn ? [] : readGuestAddresses()));
  const { locate, locating } = useLocateMe();
  const applyLocation = useApplyLocation();

  const finish = (next: AfterLocation) => {
    if (next === 'choose-module') openFlowDialog('modules');
  };

  const chooseAddress = async (address: SavedAddress) => {
    const location = locationOfAddress(address);
    if (!location) {
      toast.error(t('This address has no delivery zone. Please pick the location on the map.'));
      return;
    }
    onClose();
    finish(await applyLocation(location, t('New delivery address selected.'), 'reload'));
  };

  const fromCurrentLocation = async () => {
    const outcome = await locate();
    if (outcome.kind === 'denied') {
      onClose();
      openFlowDialog('permission');
    } else if (outcome.kind === 'unavailable') {
      toast.error(t('Your current location could not be found. Please pick it on the map.'));
    } else if (outcome.kind === 'refused') {
      toast.error(outcome.messages[0] ?? t('No address found here. Move the map to another point.'));
    } else {
      onClose();
      finish(await applyLocation(outcome.location, t('New location has been set.'), 'home'));
    }
  };

  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)', p: 2 }, role: 'dialog', 'aria-label': t('Delivery location') } }}
    >
      <Typography variant="h3" component="h2" gutterBottom>
        {t('Saved addresses')}
      </Typography>
      {!session.signedIn ? (
        guestAddresses.length > 0 ? (
          <AddressList addresses={guestAddresses} current={session.location?.address} onChoose={(a) => void chooseAddress(a)} />
        ) : (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('To select from saved addresses, you need to sign in.')}
          </Typography>
        )
      ) : addresses.isPending ? (
        <Box aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      ) : addresses.isError ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('Your saved addresses could not be loaded.')}
        </Typography>
      ) : addresses.data && addresses.data.length > 0 ? (
        <AddressList addresses={addresses.data} current={session.location?.address} onChoose={(a) => void chooseAddress(a)} />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('You have no saved addresses yet.')}
        </Typography>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddLocationAlt />}
          onClick={() => {
            onClose();
            openFlowDialog('address');
          }}
        >
          {t('Add New Address')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void fromCurrentLocation()}
          disabled={locating}
          startIcon={locating ? <CircularProgress size={18} /> : <MyLocation />}
        >
          {t('Use Current Location')}
        </Button>
        <Button
          variant="contained"
          startIcon={<MapOutlined />}
          onClick={() => {
            onClose();
            openFlowDialog('map');
          }}
        >
          {t('Pick from map')}
        </Button>
      </Box>
    </Popover>
  );
}
