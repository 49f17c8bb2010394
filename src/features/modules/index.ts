/** The modules feature's public surface (the header, the location flow and pages use these). */
export { ModulePicker } from './ModulePicker';
export { ModuleRail } from './ModuleRail';
export { ModulePickerDialog, type ModulePickerDialogProps } from './ModulePickerDialog';
export { useChooseModule } from './useChooseModule';
export { useOfferedModules } from './useOfferedModules';
export { modulesInZones, needsModuleChoice } from './module-choice';
