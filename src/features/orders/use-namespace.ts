import { useTranslation } from '@/lib/i18n';
import { useEffect, useState } from 'react';

/**
 * A drawer opened on a page that did not send the orders strings (the parcel home's tracking)
 * fetches them once from /locales; until then the English sentences (the keys) show.
 */
export function useOrdersNamespace(): boolean {
  const { i18n } = useTranslation('orders');
  const lang = i18n.language;
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(lang, 'orders'));
  useEffect(() => {
    if (i18n.hasResourceBundle(lang, 'orders')) return;
    let live = true;
    fetch(`/locales/${lang}/orders.json`)
      .then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : null))
      .then((bundle) => {
        if (!bundle) return;
        i18n.addResourceBundle(lang, 'orders', bundle);
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n, lang]);
  return ready;
}
