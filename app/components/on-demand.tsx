import { Component, lazy, memo, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";

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

/** A download tried again after each wait, before its failure counts. */
async function triedAgain<M>(download: () => Promise<M>, waits = [1_000, 4_000]): Promise<M> {
  for (const wait of waits) {
    try {
      return await download();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return download();
}

/**
 * A part of the page that no page needs for its first paint, downloaded by React.lazy: the one
 * way the site loads code on demand. It downloads when first rendered, or sooner: at once as the
 * page's script runs (`soon`), or when `preload()` is called. Until it has arrived it renders
 * nothing (or leaves what the prerendered page drew in place); a download that fails is tried
 * twice more, a second and then four seconds later (a phone's network drops a request now and
 * then), and if it still cannot download (offline, or a newer build replaced it), `onMissing` is
 * called once and the page goes on without it. Once it has arrived, each new copy of it renders
 * at once, without waiting: the toggles of a whole grid appear together.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy takes it: any component
export function onDemand<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { soon = false, onMissing }: { soon?: boolean; onMissing?: () => void } = {},
) {
  let arrived: { default: T } | undefined;
  const preload = () => load().then((module) => (arrived = module));
  // What has arrived is handed to React.lazy at once (a thenable that answers as it is asked), so it does not suspend.
  const Lazy = lazy(() => {
    const module = arrived;
    if (module) return { then: (resolve: (module: { default: T }) => void) => resolve(module) } as Promise<{ default: T }>;
    return triedAgain(preload).catch((error: unknown) => {
      onMissing?.();
      throw error;
    });
  });
  if (soon && typeof window !== "undefined") preload().catch(() => undefined);
  function OnDemand(props: ComponentProps<T>) {
    return (
      <WithoutIfMissing>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </WithoutIfMissing>
    );
  }
  // Drawn again only when its props change: a part whose code is still on its way keeps the
  // prerendered page's HTML unhydrated, and an update reaching it would wait for that code.
  return Object.assign(memo(OnDemand), { preload });
}
