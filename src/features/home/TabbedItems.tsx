import { useState } from 'react';
import type { Item } from '@/api/catalogue-types';
import { ItemCarousel } from '@/components/ItemCard';
import { EmptyState } from '@/components/Section';
import css from '@/components/catalogue.module.css';
import { applyMenu, type MenuEntry } from './sections';
import { useCatalogueT } from '@/components/catalogue-text';

/** A list with the spec's fixed menu above it (All, Beauty, …); the menu filters on the page. */
export function TabbedItems({ items, menu, label }: { items: Item[]; menu: MenuEntry[]; label: string }) {
  const t = useCatalogueT();
  const [active, setActive] = useState(0);
  const entry = menu[active] ?? menu[0];
  const shown = entry ? applyMenu(items, entry) : items;
  return (
    <>
      <div className={css.tabs} role="group" aria-label={t('Filter {{list}}', { list: label })}>
        {menu.map((m, index) => (
          <button key={m.label} type="button" className={css.tab} aria-pressed={index === active} onClick={() => setActive(index)}>
            {t(m.label)}
          </button>
        ))}
      </div>
      {shown.length ? (
        <ItemCarousel label={label} items={shown} />
      ) : (
        <EmptyState title={t('Items Not Found!')} />
      )}
    </>
  );
}
