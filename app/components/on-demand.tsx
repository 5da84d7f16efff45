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
 * The address of the site's module or style sheet that a failed download names: the browser
 * names the module it could not fetch (Chromium and Firefox do), Vite's preloading the sheet.
 */
export function fileNamedIn(error: unknown) {
  const file = /(?:module: |CSS for )(https?:\/\/[^\s?#]+\.(?:js|css))(?=[\s?#]|$)/.exec(String(error))?.[1];
  return file?.startsWith(`${location.origin}/`) ? file : undefined;
}

/** A style sheet asked for again in place of the one that did not come: Vite's preloading asks for each once. */
function restyled(href: string) {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (link.href === href) link.remove();
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", crossOrigin: "", href });
  document.head.append(link);
  return new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
  });
}

/**
 * `load` tried once more after it failed with `error`. Chromium keeps a module it could not fetch
 * as failed for the rest of the visit and hands that failure back, at once, to every later import
 * of the same address; so where that import fails again, the module is asked for at an address
 * of its own (`?again=1` on its first retry, then 2…). Where the failure named the part's style
 * sheet (Vite's preloading waits for it before the module), the sheet is asked for again, and the
 * module asked for beside it, which may have failed with it, afresh at once. What the module
 * imports from a file that also failed stays failed: it is not asked for again.
 */
async function loadedAgain<M>(load: () => Promise<M>, error: unknown, attempt: number): Promise<M> {
  const file = fileNamedIn(error);
  if (file?.endsWith(".css")) {
    await restyled(file);
    return load().catch((next: unknown) => (fileNamedIn(next)?.endsWith(".js") ? loadedAgain(load, next, attempt) : Promise.reject(next)));
  }
  return file ? load().catch(() => import(/* @vite-ignore */ `${file}?again=${attempt}`) as Promise<M>) : load();
}

/**
 * The part in a module imported afresh: its export, or, where the bundler merged its module into a
 * file of other modules' code (and the import named one of that file's exports), in that export.
 */
function partOf<M, K extends keyof M>(module: M, part: K): M[K] | undefined {
  if (module?.[part]) return module[part];
  for (const value of Object.values(module ?? {}) as M[]) if (value && typeof value === "object" && value[part]) return value[part];
}

/**
 * A part of the page that no page needs for its first paint, downloaded by React.lazy: the one
 * way the site loads code on demand. `load` imports its module, and `part` names the export that
 * draws it (`default` unless told). It downloads when first rendered, or sooner: at once as the
 * page's script runs (`soon`), or when `preload()` is called. Until it has arrived it renders
 * nothing (or leaves what the prerendered page drew in place); a download that fails is tried
 * twice more, a second and then four seconds later (a phone's network drops a request now and
 * then), and if it still cannot download (offline, or a newer build replaced it), `onMissing` is
 * called once and the page goes on without it. A later `preload()` tries again (a part drawn
 * only once it has arrived, as the shortlist panel is, comes then; one drawn before stays without
 * it). Once it has arrived, each new copy of it renders at once, without waiting: the toggles of
 * a whole grid appear together. `arrived()` tells, at once, whether it has.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy takes it: any component
export function onDemand<M extends Record<K, ComponentType<any>>, K extends string = "default">(
  load: () => Promise<M>,
  { part = "default" as K, soon = false, onMissing }: { part?: K; soon?: boolean; onMissing?: () => void } = {},
) {
  type Part = { default: M[K] };
  let arrived: Part | undefined;
  let pending: Promise<Part> | undefined;
  let failure: unknown;
  let tries = 0;
  // One download at a time, shared by whoever asks while it is on its way.
  const download = (): Promise<Part> =>
    arrived
      ? Promise.resolve(arrived)
      : (pending ??= (tries++ ? loadedAgain(load, failure, tries - 1) : load())
          .then((module) => {
            const component = partOf(module, part);
            if (!component) throw new Error(`No ${part} in the module`);
            return (arrived = { default: component });
          })
          .catch((error: unknown) => {
            failure = error;
            throw error;
          })
          .finally(() => (pending = undefined)));
  const preload = () => download().then(() => undefined);
  // What has arrived is handed to React.lazy at once (a thenable that answers as it is asked), so it does not suspend.
  const Lazy = lazy(() => {
    const module = arrived;
    if (module) return { then: (resolve: (module: Part) => void) => resolve(module) } as Promise<Part>;
    return triedAgain(download).catch((error: unknown) => {
      onMissing?.();
      throw error;
    });
  });
  if (soon && typeof window !== "undefined") preload().catch(() => undefined);
  function OnDemand(props: ComponentProps<M[K]>) {
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
  return Object.assign(memo(OnDemand), { preload, arrived: () => arrived !== undefined });
}
