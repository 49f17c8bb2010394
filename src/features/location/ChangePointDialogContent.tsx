import { useTranslation } from '@/lib/i18n';
import { openFlowDialog } from './location-flow';
import PickLocationDialogContent from './PickLocationDialogContent';
import { useApplyLocation } from './useApplyLocation';

export interface ChangePointDialogProps {
  onClose: () => void;
}

/**
 * The location picker opened from a page that should stay in view (a product whose store does
 * not deliver to the chosen point): the new point is saved and the same page is rendered again
 * by the server, rather than going home as the header's picker does.
 */
export default function ChangePointDialogContent({ onClose }: ChangePointDialogProps) {
  const { t } = useTranslation('location');
  const applyLocation = useApplyLocation();
  const picked = async (chosen: Parameters<typeof applyLocation>[0]) => {
    const next = await applyLocation(chosen, t('New location has been set.'), 'reload');
    if (next === 'choose-module') openFlowDialog('modules');
  };
  return <PickLocationDialogContent onClose={onClose} onPicked={(chosen) => void picked(chosen)} />;
}
