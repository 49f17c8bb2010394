import { useTranslation } from '@/lib/i18n';
import { lazyMui } from '@/theme/lazy-mui';
import { useState } from 'react';
import ui from '@/components/controls.module.css';
import { ChevronDownIcon, PinIcon } from '@/components/icons';
import { ModulePickerDialog } from '@/features/modules';
import { useSession } from '@/lib/session-context';
import { AddressFormDialog, LocationPermissionDialog, PickLocationDialog } from './dialogs';
import { closeFlowDialog, useHostedFlowDialog } from './location-flow';
import css from './location.module.css';

const LocationPopover = lazyMui(() => import('./LocationPopover'));

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
      <button
        type="button"
        className={`${ui.button} ${css.location}`}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={address ? t('Delivery location: {{address}}', { address }) : t('Choose delivery location')}
        title={address}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PinIcon />
        {/* a page shared among shoppers comes with the point chosen but not the address, which this browser fills in */}
        <span className={ui.ellipsis}>{address || (session.location ? '' : t('Choose delivery location'))}</span>
        <ChevronDownIcon />
      </button>
      {anchor ? <LocationPopover anchorEl={anchor} onClose={() => setAnchor(null)} /> : null}
      {dialog === 'map' ? <PickLocationDialog onClose={closeFlowDialog} /> : null}
      {dialog === 'modules' ? <ModulePickerDialog onClose={closeFlowDialog} /> : null}
      {dialog === 'permission' ? <LocationPermissionDialog onClose={closeFlowDialog} /> : null}
      {dialog === 'address' ? <AddressFormDialog open onClose={closeFlowDialog} start={session.location} /> : null}
    </>
  );
}
