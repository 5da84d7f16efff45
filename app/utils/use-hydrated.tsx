import { createContext, startTransition, use, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether the page's script has taken over, for every part of the page at once
 * (the layout provides it). Undefined outside the layout: a part rendered on its own.
 */
const HydratedContext = createContext<boolean | undefined>(undefined);

/**
 * Turns the page's parts that need its script on (the shortlist's toggles, the contact
 * form's Send, the lightbox over a photo's page) once the page has hydrated, as one
 * transition: drawing them yields to the visitor's taps and keys every few milliseconds
 * instead of holding a slow phone's main thread for one long task.
 */
export function HydrationProvider({ children }: { children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

const subscribe = () => () => {};

/** False in the prerendered HTML and while hydrating; true once the page's script runs. */
export function useHydrated(): boolean {
  const provided = use(HydratedContext);
  // Outside the layout, the browser's answer (true) against the prerendered one (false). Inside it,
  // both are false, so React never re-renders for the store, synchronously; the layout's answer counts.
  const alone = useSyncExternalStore(
    subscribe,
    () => provided === undefined,
    () => false,
  );
  return provided ?? alone;
}
