import { useSyncExternalStore, type ComponentType } from "react";

/**
 * A component that downloads once a page's script runs, not with its first
 * load, and renders nothing until then; if it cannot download (offline, or a
 * newer build replaced it), the page goes on without it. Not React.lazy: a
 * suspended grid reveals its buttons in throttled batches, so some photos
 * would show theirs a moment after the others.
 */
export function onceLoaded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    loading ??= load().then(
      (loaded) => {
        component = loaded;
        for (const notify of listeners) notify();
      },
      () => undefined,
    );
    return () => listeners.delete(listener);
  };
  return function Loaded(props: P) {
    const Component = useSyncExternalStore(
      subscribe,
      () => component,
      () => null,
    );
    return Component ? <Component {...props} /> : null;
  };
}
