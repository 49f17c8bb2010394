import { useState } from 'react';
import type { CommonCondition } from '@/api/catalogue-types';
import { useConditionItems } from '@/api/common-conditions';
import type { ApiScope } from '@/api/http';
import { ItemCarousel } from '@/components/ItemCard';
import { CardSkeletons, EmptyState } from '@/components/Section';
import css from '@/components/catalogue.module.css';
import { firstPage, HOME_LIMITS } from './sections';
import { useCatalogueT } from '@/components/catalogue-text';

/** Past this many products a condition's list scrolls in two rows (spec 02 section 9: 2 rows when total_size exceeds 7). */
export const TWO_ROWS_OVER = 7;

/** Pharmacy's common conditions: a tab per condition and its products below (the first comes with the page). */
export function ConditionTabs({ conditions, scope }: { conditions: CommonCondition[]; scope: ApiScope }) {
  const t = useCatalogueT();
  const [active, setActive] = useState(conditions[0]?.id ?? 0);
  const { data, isPending } = useConditionItems(scope, active, firstPage(HOME_LIMITS.conditionItems));
  const current = conditions.find((c) => c.id === active);
  return (
    <>
      <div className={css.tabs} role="group" aria-label={t('Common conditions')}>
        {conditions.map((condition) => (
          <button key={condition.id} type="button" className={css.tab} aria-pressed={condition.id === active} onClick={() => setActive(condition.id)}>
            {condition.name}
          </button>
        ))}
      </div>
      {isPending ? (
        <CardSkeletons count={4} />
      ) : data?.items.length ? (
        <ItemCarousel label={current?.name ?? t('Common conditions')} items={data.items} rows={data.total > TWO_ROWS_OVER ? 2 : 1} />
      ) : (
        <EmptyState title={t('Items Not Found!')} />
      )}
    </>
  );
}
