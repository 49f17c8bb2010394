import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ModuleIcon } from './ModuleIcon';
import { useOfferedModules } from './useOfferedModules';

const ModuleMenu = dynamic(() => import('./ModuleMenu'), { ssr: false });

/** The header's module picker: shown only when two or more modules are on offer. */
export function ModulePicker({ onChosen }: { onChosen?: () => void } = {}) {
  const { t } = useTranslation('location');
  const { modules, current } = useOfferedModules();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (modules.length < 2) return null;
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={current ? t('Module: {{name}}', { name: current.module_name }) : t('Choose a module')}
        startIcon={current ? <ModuleIcon module={current} size={22} /> : undefined}
        endIcon={<KeyboardArrowDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {current ? current.module_name : t('Choose a module')}
      </Button>
      {anchor ? (
        <ModuleMenu
          anchorEl={anchor}
          modules={modules}
          currentId={current?.id ?? null}
          onClose={() => setAnchor(null)}
          onChosen={onChosen}
        />
      ) : null}
    </>
  );
}
