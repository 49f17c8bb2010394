import Box from '@mui/material/Box';
import { PIN_COLOURS, pinSvg } from './pins';

/** The fixed pin over the centre of a picking map: the point is wherever the map is moved to. */
export function CenterPin() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        // symmetric, so the right-to-left mirror of `left` lands on the same centre
        left: 'calc(50% - 16px)',
        top: 'calc(50% - 42px)',
        width: 32,
        height: 42,
        pointerEvents: 'none',
        zIndex: 500,
        filter: 'drop-shadow(0 2px 2px rgba(0,0,0,.35))',
      }}
      dangerouslySetInnerHTML={{ __html: pinSvg(PIN_COLOURS.place) }}
    />
  );
}
