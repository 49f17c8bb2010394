import { LocationSelector } from '@/features/location';
import { ModulePicker } from '@/features/modules';
import css from './frame.module.css';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';

/** The strip above the desktop header once a location is chosen: location, theme, module, language. Hidden at 1180 px and narrower. */
export function TopBar() {
  return (
    <div className={css.topBar}>
      <div className={`${css.container} ${css.containerWide} ${css.row}`}>
        <LocationSelector />
        <div className={css.spacer} />
        <ThemeToggle />
        <ModulePicker />
        <LanguageMenu />
      </div>
    </div>
  );
}
