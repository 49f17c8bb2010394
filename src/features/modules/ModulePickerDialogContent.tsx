import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { useEffect, useRef } from 'react';
import type { Module } from '@/api/types';
import { automaticChoice } from './module-choice';
import { ModuleIcon } from './ModuleIcon';
import { useChooseModule } from './useChooseModule';
import { useOfferedModules } from './useOfferedModules';
import { choiceTileSx } from './choice-tile';

export interface ModulePickerDialogProps {
  open?: boolean;
  onClose?: () => void;
  /** Called after the choice is saved (the navigation to /interest or /home has started). */
  onChosen?: (module: Module) => void;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 } as const;

/**
 * Which marketplace: a skeleton of 5 tiles while loading, the empty message, the only module
 * chosen by itself, or a 3-per-row grid of the zone's modules with the previous choice marked.
 */
export default function ModulePickerDialogContent({ open = true, onClose, onChosen }: ModulePickerDialogProps) {
  const { t } = useTranslation('location');
  const { modules, current, isPending } = useOfferedModules();
  const { chooseModule, choosing } = useChooseModule();
  const auto = isPending ? null : automaticChoice(modules);
  const autoChosen = useRef<number | null>(null);

  useEffect(() => {
    if (!auto || autoChosen.current === auto.id) return;
    autoChosen.current = auto.id;
    onClose?.();
    void chooseModule(auto, { straightHome: true }).then(() => onChosen?.(auto));
  }, [auto, chooseModule, onChosen, onClose]);

  // closed before navigating: the next page brings its own header, which must not find this open
  const choose = (module: Module) => {
    onClose?.();
    void chooseModule(module).then(() => onChosen?.(module));
  };

  return (
    <Dialog open={open} onClose={() => onClose?.()} maxWidth="sm" fullWidth aria-labelledby="module-picker-title">
      <DialogTitle id="module-picker-title" sx={{ pr: 6 }}>
        {t('Choose a module')}
      </DialogTitle>
      <IconButton aria-label={t('Close')} onClick={() => onClose?.()} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        {isPending ? (
          <Box sx={grid} aria-busy="true" aria-label={t('Loading modules')}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={112} data-testid="module-skeleton" />
            ))}
          </Box>
        ) : modules.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <Typography variant="h3" component="p" gutterBottom>
              {t('No module found')}
            </Typography>
            <Typography color="text.secondary">{t('Contact with the site owner to activate modules.')}</Typography>
          </Box>
        ) : (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('Select a module to continue.')}
            </Alert>
            <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
              {modules.map((module) => {
                const previous = module.id === current?.id;
                return (
                  <li key={module.id}>
                    <ButtonBase
                      disabled={choosing}
                      aria-pressed={previous}
                      onClick={() => choose(module)}
                      sx={choiceTileSx(previous, 112, { '&:hover': { borderColor: 'primary.main' } })}
                    >
                      <ModuleIcon module={module} size={44} />
                      <Typography component="span" sx={{ fontWeight: 600, textAlign: 'center' }}>
                        {module.module_name}
                      </Typography>
                    </ButtonBase>
                  </li>
                );
              })}
            </Box>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
