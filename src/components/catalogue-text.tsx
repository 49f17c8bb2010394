import { useTranslation } from '@/lib/i18n';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useConfig } from '@/api/config';
import { moneyFormatFrom, type MoneyFormat } from '@/lib/money';

type Translate = ReturnType<typeof useTranslation>['t'];

interface CatalogueText {
  t: Translate;
  money: MoneyFormat;
}

const CatalogueContext = createContext<CatalogueText | null>(null);

/**
 * The catalogue's translations and the config's money format, asked for once per page and
 * handed to every card through context. useTranslation and useQuery do real work on each call
 * (the first copies the i18next instance, the second subscribes an observer), and a module home
 * draws a hundred cards with several translated, priced parts each: this keeps hydration on a
 * slow phone short. The page re-renders its cards when the language changes, as before.
 */
export function CatalogueTextProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const { data: config } = useConfig();
  const value = useMemo(() => ({ t, money: moneyFormatFrom(config) }), [t, config]);
  return <CatalogueContext.Provider value={value}>{children}</CatalogueContext.Provider>;
}

function useCatalogue(): CatalogueText {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('A catalogue card is used outside a catalogue page (CataloguePage provides its context).');
  return value;
}

/** The catalogue's `t` inside a catalogue page (see CatalogueTextProvider). */
export function useCatalogueT(): Translate {
  return useCatalogue().t;
}

/** How prices are written, from the config (see CatalogueTextProvider). */
export function useCatalogueMoney(): MoneyFormat {
  return useCatalogue().money;
}
