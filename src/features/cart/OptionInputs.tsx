import { useTranslation } from '@/lib/i18n';
import type { AddOn, ChoiceOption, FoodVariation } from '@/api/catalogue-types';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import type { AddOnState, FoodSelection } from './rules';
import css from './cart.module.css';

/**
 * The item's choices as real form inputs (radio, checkbox), so the form posts them without
 * JavaScript; with it, the panel keeps them in state and applies the spec's rules.
 */
export function ChoiceInputs({ choices, selected, onChoose }: { choices: ChoiceOption[]; selected: string[]; onChoose: (index: number, option: string) => void }) {
  return (
    <>
      {choices.map((choice, i) => (
        <fieldset className={css.group} key={choice.title}>
          <legend className={css.groupHead}>{choice.title}</legend>
          <div className={css.chips}>
            {choice.options.map((option) => (
              <label key={option} className={css.chip}>
                <input type="radio" name={`choice_${i}`} value={option} checked={selected[i] === option} onChange={() => onChoose(i, option)} />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

export function FoodGroupInputs({
  groups,
  selection,
  money,
  onToggle,
}: {
  groups: FoodVariation[];
  selection: FoodSelection;
  money: MoneyFormat;
  onToggle: (group: FoodVariation, label: string) => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <>
      {groups.map((group, i) => {
        const chosen = selection[group.name] ?? [];
        const single = group.type === 'single';
        return (
          <fieldset className={css.group} key={group.name}>
            <legend className={css.groupHead}>
              <span>{group.name}</span>
              <span className={css.muted}>{group.required === 'on' ? t('Required') : t('Optional')}</span>
            </legend>
            <input type="hidden" name={`food_name_${i}`} value={group.name} />
            {single ? null : (
              <p className={css.muted}>
                {t('This Variation needs to be selected in between minimum {{min}} and Maximum {{max}} items.', { min: group.min, max: group.max })}
              </p>
            )}
            {group.values.map((value) => (
              <label key={value.label} className={css.optionRow}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`food_${i}`}
                  value={value.label}
                  checked={chosen.includes(value.label)}
                  // a click on the chosen single option clears it (radios cannot do that by themselves)
                  onClick={() => onToggle(group, value.label)}
                  onChange={() => undefined}
                />
                <span className={css.grow}>{value.label}</span>
                <span>{Number(value.optionPrice) > 0 ? `+${formatMoney(Number(value.optionPrice), money)}` : t('Free')}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

export function AddOnInputs({
  addOns,
  state,
  money,
  onCheck,
  onStep,
}: {
  addOns: AddOn[];
  state: AddOnState;
  money: MoneyFormat;
  onCheck: (id: number, checked: boolean) => void;
  onStep: (id: number, delta: 1 | -1) => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <fieldset className={css.group}>
      <legend className={css.groupHead}>{t('Add-ons')}</legend>
      {addOns.map((addOn) => {
        const qty = state[addOn.id] ?? 0;
        return (
          <div key={addOn.id} className={css.optionRow}>
            <label className={css.grow}>
              <input type="checkbox" name="addon" value={addOn.id} checked={qty > 0} onChange={(e) => onCheck(addOn.id, e.target.checked)} /> {addOn.name}
            </label>
            <span>+{formatMoney(Number(addOn.price), money)}</span>
            <input type="hidden" name={`addon_qty_${addOn.id}`} value={Math.max(1, qty)} />
            <button type="button" className={css.stepButton} disabled={qty <= 0} onClick={() => onStep(addOn.id, -1)} aria-label={t('Fewer {{name}}', { name: addOn.name })}>
              −
            </button>
            <span className={css.stepValue}>{qty}</span>
            <button type="button" className={css.stepButton} disabled={qty <= 0} onClick={() => onStep(addOn.id, 1)} aria-label={t('More {{name}}', { name: addOn.name })}>
              +
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}
