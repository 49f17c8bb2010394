import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { modulesQuery } from '@/api/modules';
import { useSession } from '@/lib/session-context';
import { addRecent, readRecent, writeRecent } from './recent';
import css from './search.module.css';

// the suggestions (panel, debounce, recent searches, keyboard) load when the field is first used
const SuggestionPanel = dynamic(() => import('./SuggestionPanel'), { ssr: false });

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
    </svg>
  );
}

function termOf(query: Record<string, string | string[] | undefined>): string {
  const search = query.search;
  return query.data_type === 'searched' && typeof search === 'string' ? search : '';
}

/**
 * The header's search: a plain GET form to `/home?search=…&data_type=searched` that works before
 * the script, and, once used, a combobox with recent searches and suggested items and stores.
 * Hidden on the landing page and in the parcel module.
 */
export function HeaderSearch({ layout = 'inline' }: { layout?: 'inline' | 'row' }) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const { session } = useSession();
  const { data: modules } = useQuery(modulesQuery({ lang: session.language, zoneIds: session.zoneIds }));
  const current = termOf(router.query ?? {});
  const [term, setTerm] = useState(current);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;

  // the field follows the URL's term (a new search, Back, a recent search)
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    setTerm(current);
  }

  const moduleType = modules?.find((m) => m.id === session.moduleId)?.module_type;
  if (router.pathname === '/' || moduleType === 'parcel') return null;

  const action = router.locale === 'ar' ? '/ar/home' : '/home';
  const go = (value: string) => {
    const text = value.trim();
    setOpen(false);
    if (!text) {
      // an empty search clears the search
      setTerm('');
      if (current) void router.push('/home');
      return;
    }
    writeRecent(addRecent(readRecent(), text));
    setTerm(text);
    const query = new URLSearchParams({ search: text, data_type: 'searched' });
    if (session.moduleId) query.set('module_id', String(session.moduleId));
    void router.push(`/home?${query.toString()}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(term);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // closes the panel; the browser's own Escape would also empty a search field
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      setWanted(true);
      setOpen(true);
      event.preventDefault();
    }
  };

  const search = (
    <form ref={form} role="search" className={css.form} action={action} method="get" onSubmit={submit}>
      <input
        ref={input}
        className={css.input}
        type="search"
        name="search"
        role="combobox"
        aria-label={t('Search items or stores')}
        placeholder={t('Search items or stores')}
        aria-autocomplete="list"
        aria-expanded={open && expanded ? 'true' : 'false'}
        aria-controls={listboxId}
        aria-activedescendant={open && expanded ? activeId : undefined}
        autoComplete="off"
        maxLength={100}
        value={term}
        onChange={(event) => {
          if (event.target.value === term) return;
          setTerm(event.target.value);
          setWanted(true);
          setOpen(true);
        }}
        onFocus={() => {
          setWanted(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <input type="hidden" name="data_type" value="searched" />
      {session.moduleId ? <input type="hidden" name="module_id" value={session.moduleId} /> : null}
      <button type="submit" className={css.submit} aria-label={t('Search')}>
        <SearchIcon />
      </button>
      {wanted ? (
        <SuggestionPanel
          id={listboxId}
          term={term}
          open={open}
          container={form}
          input={input}
          onExpanded={setExpanded}
          onActive={setActiveId}
          onClose={() => setOpen(false)}
          onSearch={go}
          onNavigate={(href) => {
            setOpen(false);
            void router.push(href);
          }}
        />
      ) : (
        <div id={listboxId} hidden />
      )}
    </form>
  );
  // on phones the search takes a row of its own under the header
  return layout === 'row' ? <div className={css.mobileRow}>{search}</div> : search;
}
