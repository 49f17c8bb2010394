import { useTranslation } from '@/lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { brandsQuery } from '@/api/brands';
import { useCategories } from '@/api/categories';
import type { ApiScope } from '@/api/http';
import type { ModuleType } from '@/api/types';
import { allCategoryIds, toggleAllBrands, toggleAllCategories, toggleBrand, toggleCategory, type SearchState } from './search-state';
import css from './results.module.css';

interface Props {
  scope: ApiScope;
  moduleType: ModuleType;
  state: SearchState;
  onChange: (next: SearchState) => void;
}

function Check({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return (
    <label className={css.check}>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span>{label}</span>
    </label>
  );
}

/** The left panel: categories with their children, and brands (ecommerce items only). */
export function SidePanel({ scope, moduleType, state, onChange }: Props) {
  const { t } = useTranslation('results');
  const { data: categories = [] } = useCategories(scope);
  const showBrands = moduleType === 'ecommerce' && state.tab === 'items';
  const { data: brands = [] } = useQuery({ ...brandsQuery(scope), enabled: showBrands });
  const everyCategory = allCategoryIds(categories);
  const allCategories = everyCategory.length > 0 && everyCategory.every((id) => state.categories.includes(id));
  const brandIds = brands.map((b) => b.id);
  const allBrands = brandIds.length > 0 && brandIds.every((id) => state.brands.includes(id));
  if (!categories.length && !(showBrands && brands.length)) return <div />;
  return (
    <aside className={css.panel} aria-label={t('Refine')}>
      {categories.length ? (
        <details open>
          <summary>{t('Categories')}</summary>
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{t('Categories')}</legend>
            <ul className={css.checks}>
              <li>
                <Check label={t('All')} checked={allCategories} onToggle={() => onChange(toggleAllCategories(state, categories))} />
              </li>
              {categories.map((c) => (
                <li key={c.id}>
                  <Check label={c.name} checked={state.categories.includes(c.id)} onToggle={() => onChange(toggleCategory(state, c.id, categories))} />
                  {c.childes?.length ? (
                    <ul>
                      {c.childes.map((child) => (
                        <li key={child.id}>
                          <Check label={child.name} checked={state.categories.includes(child.id)} onToggle={() => onChange(toggleCategory(state, child.id, categories))} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      ) : null}
      {showBrands && brands.length ? (
        <details open>
          <summary>{t('Brands')}</summary>
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{t('Brands')}</legend>
            <ul className={css.checks}>
              <li>
                <Check label={t('All')} checked={allBrands} onToggle={() => onChange(toggleAllBrands(state, brandIds))} />
              </li>
              {brands.map((b) => (
                <li key={b.id}>
                  <Check label={b.name} checked={state.brands.includes(b.id)} onToggle={() => onChange(toggleBrand(state, b.id))} />
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      ) : null}
    </aside>
  );
}
