import { useTranslation } from '@/lib/i18n';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { lazyMui } from '@/theme/lazy-mui';
import ui from '@/components/controls.module.css';

const CatalogueMenu = lazyMui(() => import('./CatalogueMenu'));

/** Categories or Stores in the header's navigation; the menu's code and data load on first open. */
export function CatalogueMenuButton({ kind }: { kind: 'categories' | 'stores' }) {
  const { t } = useTranslation('layout');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={ui.button}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {kind === 'categories' ? t('Categories') : t('Stores')}
        <ChevronDownIcon />
      </button>
      {wanted ? <CatalogueMenu id={id} kind={kind} anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
