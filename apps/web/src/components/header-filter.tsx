// Lets a page put a filter button at the left of the shared header (e.g. the map) without
// the header knowing about pages: the page registers a handler while it is mounted. It lives
// in components/ (not app/layout) because features call it and features never import app/.
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface HeaderFilter {
  onClick: () => void;
  label: string;
}

interface HeaderFilterContextValue {
  filter: HeaderFilter | null;
  setFilter: (filter: HeaderFilter | null) => void;
}

const HeaderFilterContext = createContext<HeaderFilterContextValue>({ filter: null, setFilter: () => {} });

export function HeaderFilterProvider({ children }: { children: ReactNode }) {
  const [filter, setFilter] = useState<HeaderFilter | null>(null);
  return <HeaderFilterContext.Provider value={{ filter, setFilter }}>{children}</HeaderFilterContext.Provider>;
}

/** The filter button the header should show, if a page enabled one. */
export function useCurrentHeaderFilter(): HeaderFilter | null {
  return useContext(HeaderFilterContext).filter;
}

/**
 * Shows the header's filter button while the calling page is mounted. The latest
 * `onClick` is always used, so callers need not memoise it.
 */
export function useHeaderFilter(onClick: () => void, label = 'Filters'): void {
  const { setFilter } = useContext(HeaderFilterContext);
  const latest = useRef(onClick);
  useLayoutEffect(() => {
    latest.current = onClick;
  });
  useEffect(() => {
    setFilter({ onClick: () => latest.current(), label });
    return () => setFilter(null);
  }, [setFilter, label]);
}
