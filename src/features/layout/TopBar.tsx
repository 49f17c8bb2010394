import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LocationSelector } from '@/features/location';
import { ModulePicker } from '@/features/modules';
import { COMPACT } from './header-rules';
import { LanguageLink } from './LanguageLink';
import { ThemeToggle } from './ThemeToggle';

/** The strip above the desktop header once a location is chosen: location, theme, module, language. Hidden at 1180 px and narrower. */
export function TopBar() {
  return (
    <Box sx={{ bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider', [COMPACT]: { display: 'none' } }}>
      <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
        <LocationSelector />
        <Box sx={{ flex: 1, minWidth: 0 }} />
        <ThemeToggle />
        <ModulePicker />
        <LanguageLink />
      </Container>
    </Box>
  );
}
