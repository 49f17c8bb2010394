import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useEffect, useState, type RefObject } from 'react';
import { suggestedItemsQuery, suggestionsQuery } from '@/api/search';
import { productHref, storeHref } from '@/lib/links';
import { useApiScope, useSession } from '@/lib/session-context';
import { readRecent, removeRecent, writeRecent } from './recent';
import css from './search.module.css';

/** Suggestions are asked for this long after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 500;

interface Props {
  id: string;
  term: string;
  open: boolean;
  container: RefObject<HTMLElement | null>;
  input: RefObject<HTMLInputElement | null>;
  onExpanded: (expanded: boolean) => void;
  onActive: (id: string | undefined) => void;
  onClose: () => void;
  onSearch: (term: string) => void;
  onNavigate: (href: string) => void;
}

type Option = { kind: 'recent'; label: string } | { kind: 'item' | 'store'; label: string; href: string };

/** The header search's listbox: recent searches, then suggested items and stores. */
export default function SuggestionPanel({ id, term, open, container, input, onExpanded, onActive, onClose, onSearch, onNavigate }: Props) {
  const { t } = useTranslation('search');
  const scope = useApiScope();
  const { session } = useSession();
  const [recent, setRecent] = useState<string[]>(readRecent);
  // nothing is asked for until the pause: the panel loads on the field's first use, so a shopper
  // may already have typed part of a word when it mounts (the effect below starts the pause)
  const [debounced, setDebounced] = useState('');
  const [active, setActive] = useState(-1);
  // each time the panel opens it reads the recent searches again and starts with nothing chosen
  const [wasOpen, setWasOpen] = useState(open);
  const [activeFor, setActiveFor] = useState(debounced);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setRecent(readRecent());
    setActive(-1);
  }
  if (activeFor !== debounced) {
    setActiveFor(debounced);
    setActive(-1);
  }
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(term.trim()), SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term]);

  const canSuggest = Boolean(debounced && scope.zoneIds?.length && scope.moduleId);
  // never sent for empty text
  const { data, isFetching } = useQuery({ ...suggestionsQuery(scope, debounced), enabled: canSuggest, meta: { silent: true } });
  const suggestions = canSuggest && term.trim() ? data : undefined;
  // a signed-in shopper's suggested items are asked for as the panel opens and kept (spec 02 section 7: stored, not displayed)
  useQuery({ ...suggestedItemsQuery(scope), enabled: open && session.signedIn && Boolean(scope.zoneIds?.length), meta: { silent: true } });
  const options: Option[] = [
    ...recent.map((label) => ({ kind: 'recent' as const, label })),
    ...(suggestions?.items ?? []).map((i) => ({ kind: 'item' as const, label: i.name, href: productHref(i) })),
    ...(suggestions?.stores ?? []).map((s) => ({ kind: 'store' as const, label: s.name, href: storeHref(s) })),
  ];
  const visible = open && options.length > 0;
  const optionId = (index: number) => `${id}-o${index}`;

  useEffect(() => onExpanded(visible), [visible, onExpanded]);
  useEffect(() => onActive(visible && active >= 0 ? optionId(active) : undefined));

  // closes on a click outside the search
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, container, onClose]);

  const choose = (option: Option) => {
    if (option.kind === 'recent') onSearch(option.label);
    else onNavigate(option.href);
  };
  const forget = (label: string) => {
    const next = removeRecent(recent, label);
    writeRecent(next);
    setRecent(next);
  };

  // arrows, Enter and Delete on the text field, while the list shows
  useEffect(() => {
    const field = input.current;
    if (!field || !visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the text field itself; the arrows wrap around through it
        setActive((a) => {
          const next = a + step;
          return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
        });
        return;
      }
      const current = options[active];
      if (event.key === 'Enter' && current) {
        event.preventDefault();
        choose(current);
      } else if (event.key === 'Delete' && current?.kind === 'recent') {
        event.preventDefault();
        forget(current.label);
      }
    };
    field.addEventListener('keydown', onKey);
    return () => field.removeEventListener('keydown', onKey);
  });

  if (!visible) return <div id={id} hidden />;
  const group = (kind: Option['kind'], title: string) => {
    const entries = options.map((o, index) => ({ o, index })).filter(({ o }) => o.kind === kind);
    if (!entries.length) return null;
    return (
      <ul role="group" aria-label={title} className={css.group}>
        <li role="presentation" className={css.groupTitle} aria-hidden="true">
          {title}
        </li>
        {entries.map(({ o, index }) => (
          <li
            key={`${kind}-${o.label}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active ? 'true' : 'false'}
            className={css.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(o)}
            onMouseEnter={() => setActive(index)}
          >
            <span className={css.optionText}>{o.label}</span>
            {o.kind === 'recent' ? (
              <button
                type="button"
                tabIndex={-1}
                className={css.remove}
                aria-label={t('Remove {{term}} from recent searches', { term: o.label })}
                onClick={(event) => {
                  event.stopPropagation();
                  forget(o.label);
                }}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div id={id} role="listbox" aria-label={t('Suggestions')} className={css.panel} aria-busy={isFetching ? 'true' : 'false'}>
      {group('recent', t('Recent searches'))}
      {group('item', t('Suggested items'))}
      {group('store', t('Suggested stores'))}
    </div>
  );
}
