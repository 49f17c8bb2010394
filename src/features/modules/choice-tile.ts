import type { SxProps, Theme } from '@mui/material/styles';

/** The look of a tile one chooses (a module, an interest): a bordered column, marked while chosen, with a visible keyboard focus. */
export function choiceTileSx(chosen: boolean, minHeight: number, extra: Record<string, unknown> = {}): SxProps<Theme> {
  return {
    width: '100%',
    minHeight,
    flexDirection: 'column',
    gap: 1,
    p: 1.5,
    borderRadius: 2,
    border: 2,
    borderColor: chosen ? 'primary.main' : 'divider',
    bgcolor: chosen ? 'action.selected' : 'background.paper',
    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
    ...extra,
  };
}
