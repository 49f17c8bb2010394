import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Module } from '@/api/types';
import { ModuleIcon } from './ModuleIcon';
import { useChooseModule } from './useChooseModule';

interface ModuleMenuProps {
  anchorEl: HTMLElement;
  modules: Module[];
  currentId: number | null;
  onClose: () => void;
  onChosen?: () => void;
}

/** The header picker's list (loaded on the first click). */
export default function ModuleMenu({ anchorEl, modules, currentId, onClose, onChosen }: ModuleMenuProps) {
  const { chooseModule, choosing } = useChooseModule();
  return (
    <Menu anchorEl={anchorEl} open onClose={onClose}>
      {modules.map((module) => (
        <MenuItem
          key={module.id}
          selected={module.id === currentId}
          disabled={choosing}
          onClick={() => {
            onClose();
            if (module.id === currentId) return;
            void chooseModule(module).then(() => onChosen?.());
          }}
        >
          <ListItemIcon>
            <ModuleIcon module={module} size={24} />
          </ListItemIcon>
          <ListItemText>{module.module_name}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
