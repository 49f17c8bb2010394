import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { ModuleIcon } from './ModuleIcon';
import { useChooseModule } from './useChooseModule';
import { useOfferedModules } from './useOfferedModules';

/**
 * The fixed switcher on the right edge (the left in Arabic): one button per module (named for
 * assistive technology) with its name in a tooltip on hover and focus, the chosen one highlighted. Hidden on small screens, and when there is
 * nothing to switch between.
 */
export function ModuleRail() {
  const { t } = useTranslation('location');
  const { modules, current } = useOfferedModules();
  const { chooseModule, choosing } = useChooseModule();
  if (modules.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-label={t('Switch module')}
      sx={{
        display: { xs: 'none', md: 'flex' },
        position: 'fixed',
        right: 0,
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        flexDirection: 'column',
        gap: 1,
        p: 1,
        bgcolor: 'background.paper',
        borderRadius: '12px 0 0 12px',
        boxShadow: 3,
      }}
    >
      {modules.map((module) => {
        const active = module.id === current?.id;
        return (
          <Box key={module.id} sx={{ position: 'relative', '&:hover > .module-rail-tip, &:focus-within > .module-rail-tip': { opacity: 1, visibility: 'visible' } }}>
            <ButtonBase
              aria-label={module.module_name}
              aria-current={active ? 'true' : undefined}
              disabled={choosing}
              onClick={() => {
                if (!active) void chooseModule(module);
              }}
              sx={{
                width: 48,
                height: 48,
                borderRadius: 2,
                border: 2,
                borderColor: active ? 'primary.main' : 'transparent',
                bgcolor: active ? 'action.selected' : 'transparent',
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <ModuleIcon module={module} size={30} />
            </ButtonBase>
            <Box
              aria-hidden
              className="module-rail-tip"
              sx={{
                position: 'absolute',
                right: 'calc(100% + 10px)',
                top: '50%',
                transform: 'translateY(-50%)',
                whiteSpace: 'nowrap',
                px: 1,
                py: 0.5,
                borderRadius: 1,
                fontSize: 13,
                bgcolor: 'grey.800',
                color: 'common.white',
                opacity: 0,
                visibility: 'hidden',
                transition: 'opacity 120ms',
                pointerEvents: 'none',
              }}
            >
              {module.module_name}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
