import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';

const CatalogueMenu = dynamic(() => import('./CatalogueMenu'), { ssr: false });

/** Categories or Stores in the header's navigation; the menu's code and data load on first open. */
export function CatalogueMenuButton({ kind }: { kind: 'categories' | 'stores' }) {
  const { t } = useTranslation('layout');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        endIcon={<KeyboardArrowDown />}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {kind === 'categories' ? t('Categories') : t('Stores')}
      </Button>
      {wanted ? <CatalogueMenu id={id} kind={kind} anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
