import { Component, lazy, type ComponentProps, type ComponentType, type ReactNode } from "react";

/** Renders nothing in place of its children once they fail to download. */
class WithoutIfMissing extends Component<{ children: ReactNode }, { missing: boolean }> {
  state = { missing: false };

  static getDerivedStateFromError() {
    return { missing: true };
  }

  render() {
    return this.state.missing ? null : this.props.children;
  }
}

/**
 * A part of the page that no page needs for its first paint: downloaded by React.lazy when it is
 * first rendered (call `load` earlier to start the download sooner), and if it cannot download
 * (offline, or a newer build replaced it), the page goes on without it. The one way the site
 * loads code on demand. First render it in a transition (as the page's parts that need its script
 * turn on, app/utils/use-hydrated.tsx, or as the router moves to a page): the page then stays as
 * it was, under the layout's Suspense boundary (app/root.tsx), until every such part has arrived,
 * and they appear together, the toggles of a whole grid at once. Rendered first outside one, it
 * needs a Suspense boundary of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy takes it: any component
export function onDemand<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const Lazy = lazy(load);
  return function OnDemand(props: ComponentProps<T>) {
    return (
      <WithoutIfMissing>
        <Lazy {...props} />
      </WithoutIfMissing>
    );
  };
}
