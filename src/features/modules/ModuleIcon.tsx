import Image from 'next/image';
import type { Module } from '@/api/types';
import css from './modules.module.css';

/** A module's icon, or its initial on a tinted disc when it has none. */
export function ModuleIcon({ module, size }: { module: Module; size: number }) {
  if (module.icon_full_url) {
    return <Image src={module.icon_full_url} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  }
  return (
    <span aria-hidden="true" className={css.initial} style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {module.module_name.slice(0, 1).toUpperCase()}
    </span>
  );
}
