import { lazy, Suspense, type ComponentProps, type ComponentType } from "react";

// The shortlist's buttons download once the page's script runs, not with its first load; if
// they cannot (offline, or a newer build replaced them), the page goes on without them.
function orNothing<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null;
  return lazy(() => load().then((component) => ({ default: component }), () => ({ default: nothing })));
}
const LazyToggle = orNothing(() => import("./shortlist-toggle").then((module) => module.ShortlistToggle));
const LazyButton = orNothing(() => import("./shortlist-button").then((module) => module.ShortlistButton));

/** The grid's "Add to shortlist" toggle, downloaded after the page's first load. Render it only once hydrated. */
export function GridShortlistToggle(props: ComponentProps<typeof LazyToggle>) {
  return (
    <Suspense fallback={null}>
      <LazyToggle {...props} />
    </Suspense>
  );
}

/** The top bar's "Shortlist" button, downloaded after the page's first load. Render it only once hydrated. */
export function TopBarShortlistButton() {
  return (
    <Suspense fallback={null}>
      <LazyButton />
    </Suspense>
  );
}
