import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiScope } from './api-scope';
import { ownCookies } from './cookies-client';
import { EMPTY_SESSION, sessionFromCookies, type Session } from './session';

interface SessionContextValue {
  session: Session;
  /** Updates the in-memory session after cookies were written (location, module, sign-in). */
  update: (patch: Partial<Session>) => void;
}

const SessionContext = createContext<SessionContextValue>({ session: EMPTY_SESSION, update: () => undefined });

/** The parts of a session that belong to one shopper: a page shared among shoppers has none of them. */
const OWN = ['location', 'guestId', 'signedIn'] as const;
type Own = Pick<Session, (typeof OWN)[number]>;

const noSubscription = () => () => undefined;
const noCookies = () => null;

interface State {
  value: Session;
  /** Fields changed in this browser since the page arrived (they win over the cookies read at hydration). */
  patched: ReadonlySet<keyof Session>;
}

/**
 * `server` is the session the page's server render saw. Each navigation brings a fresh one,
 * which replaces the local state (React's "adjust state while rendering" pattern). A page
 * rendered once for every shopper of its scope (`shared`) was rendered without the shopper's
 * own parts: once hydrated, they are read from this browser's cookies (delivery address, guest
 * id, signed in), and the header's cart, account and the wishlist hearts fetch their data.
 */
export function SessionProvider({ server, shared = false, children }: { server: Session | undefined; shared?: boolean; children: ReactNode }) {
  const [state, setState] = useState<State>({ value: server ?? EMPTY_SESSION, patched: new Set() });
  const [seen, setSeen] = useState(server);
  if (server && server !== seen) {
    setSeen(server);
    setState({ value: server, patched: new Set() });
  }
  const update = useCallback(
    (patch: Partial<Session>) =>
      setState((prev) => ({ value: { ...prev.value, ...patch }, patched: new Set([...prev.patched, ...(Object.keys(patch) as (keyof Session)[])]) })),
    [],
  );
  // null on the server and while hydrating (the shared HTML), then this browser's cookies
  const cookies = useSyncExternalStore(noSubscription, shared ? () => document.cookie : noCookies, noCookies);
  const language = state.value.language;
  const own = useMemo<Own | null>(() => {
    if (cookies === null) return null;
    const fromCookies = sessionFromCookies(ownCookies(cookies), language);
    return { location: fromCookies.location, guestId: fromCookies.guestId, signedIn: fromCookies.signedIn };
  }, [cookies, language]);
  const session = useMemo(() => {
    if (!own) return state.value;
    const merged: Session = { ...state.value };
    for (const key of OWN) if (!state.patched.has(key)) Object.assign(merged, { [key]: own[key] });
    return merged;
  }, [own, state]);
  const value = useMemo(() => ({ session, update }), [session, update]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}

/** The scope the current page's calls run in: language, zone and module. */
export function useApiScope(): ApiScope {
  const { session } = useSession();
  return useMemo(
    () => ({ lang: session.language, zoneIds: session.zoneIds, moduleId: session.moduleId }),
    [session.language, session.zoneIds, session.moduleId],
  );
}
