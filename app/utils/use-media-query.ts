import { useCallback, useSyncExternalStore } from "react";

/** Whether the screen matches a media query now, following it as it changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  // The same function while the query is the same, so React does not subscribe again on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
