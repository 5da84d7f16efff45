import { useSyncExternalStore } from "react";

/**
 * Something a page downloads once, after its first load: `load()` starts the download (again,
 * should the last one have failed), `current()` is what arrived, if anything yet, and `use()`
 * renders with it, starting the download as soon as the page's script runs. The prerendered
 * page has none of it.
 */
export function loadOnce<T>(download: () => Promise<T>) {
  let value: T | undefined;
  let loading: Promise<T | undefined> | undefined;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= download().then(
      (arrived) => {
        value = arrived;
        for (const notify of listeners) notify();
        return arrived;
      },
      () => (loading = undefined),
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    void load();
    return () => listeners.delete(listener);
  };
  const current = () => value;
  return { load, current, use: () => useSyncExternalStore(subscribe, current, () => undefined) };
}
