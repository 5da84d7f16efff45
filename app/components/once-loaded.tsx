import type { ComponentType } from "react";
import { loadOnce } from "../utils/load-once";

/**
 * A component that downloads once a page's script runs, not with its first
 * load, and renders nothing until then; if it cannot download (offline, or a
 * newer build replaced it), the page goes on without it. Not React.lazy: a
 * suspended grid reveals its buttons in throttled batches, so some photos
 * would show theirs a moment after the others.
 */
export function onceLoaded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const component = loadOnce(load);
  return function Loaded(props: P) {
    const Component = component.use();
    return Component ? <Component {...props} /> : null;
  };
}
