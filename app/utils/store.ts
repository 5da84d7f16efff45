import { useSyncExternalStore } from "react";

/**
 * A value the page keeps outside React (the shortlist, the catalogue pages fetched so far),
 * which each component that shows it reads with `useStore`, drawn again whenever the store says
 * it `changed()`: the site's one way to keep such state. `watch` starts listening for changes
 * from outside the page (another tab) with the first reader, and stops after the last.
 */
export function createStore<T>(read: () => T, watch?: (changed: () => void) => () => void) {
  const listeners = new Set<() => void>();
  let unwatch: (() => void) | undefined;
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) unwatch = watch?.(changed);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      unwatch?.();
      unwatch = undefined;
    };
  };
  return { read, changed, subscribe };
}

export type Store<T> = ReturnType<typeof createStore<T>>;

/** What `store` holds, for a component; `prerendered` while the page hydrates, as its HTML was drawn. */
export function useStore<T>(store: Store<T>, prerendered: T): T;
/**
 * What `select` takes from it: the component is drawn again only when that changes (a card's
 * heart, among many, when its own design comes or goes). `select` gives an equal value for an
 * equal state: a boolean, a number, a string, or a part of the state itself.
 */
export function useStore<T, S>(store: Store<T>, prerendered: T, select: (state: T) => S): S;
export function useStore<T, S>(store: Store<T>, prerendered: T, select?: (state: T) => S): T | S {
  const pick = select ?? ((state: T) => state);
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.read()),
    () => pick(prerendered),
  );
}
