import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ApiScope } from '@/api/http';
import { EMPTY_SESSION, type Session } from './session';

interface SessionContextValue {
  session: Session;
  /** Updates the in-memory session after cookies were written (location, module, sign-in). */
  update: (patch: Partial<Session>) => void;
}

const SessionContext = createContext<SessionContextValue>({ session: EMPTY_SESSION, update: () => undefined });

/**
 * `server` is the session the page's server render saw. Each navigation brings a fresh one,
 * which replaces the local state (React's "adjust state while rendering" pattern).
 */
export function SessionProvider({ server, children }: { server: Session | undefined; children: ReactNode }) {
  const [session, setSession] = useState<Session>(server ?? EMPTY_SESSION);
  const [seen, setSeen] = useState(server);
  if (server && server !== seen) {
    setSeen(server);
    setSession(server);
  }
  const update = useCallback((patch: Partial<Session>) => setSession((prev) => ({ ...prev, ...patch })), []);
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
