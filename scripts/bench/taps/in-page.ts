/**
 * What the tap bench runs inside the page, before the page's own scripts: it records Event Timing
 * entries and the time of every tap and key press, stands in for window.open (so that a send on
 * WhatsApp leaves nothing on the machine), and watches, frame by frame, for what a tap asked for.
 * `installTapWatch` is handed to Playwright's addInitScript, which sends its source alone: it uses
 * nothing from outside itself.
 */

/** An accessible name: exact (spaces collapsed), or a pattern as RegExp's source and flags. */
export type Name = string | { source: string; flags: string };

/** An element found in the page by its role and name, when it appears only after the tap. */
export interface ByRole<E> {
  role: "button" | "checkbox" | "dialog" | "group" | "heading" | "img" | "link" | "list" | "listitem" | "status" | "textbox";
  name?: Name;
  within?: Target<E>;
}

/** An element the bench found before the tap (a Playwright handle), or one to find by role. */
export type Target<E> = E | ByRole<E>;

/** What the tap asked for, as the page can tell it is on screen. */
export type Check<E> =
  /** Shown: some such element is visible, and at least in part inside the screen. */
  | { kind: "shown"; target: Target<E> }
  /** No such element is visible. */
  | { kind: "gone"; target: Target<E> }
  /** A photo inside the element has loaded, is visible, and at least half of it is inside the screen. */
  | { kind: "photo"; target: Target<E> }
  | { kind: "attribute"; target: Target<E>; name: string; value: string }
  | { kind: "checked"; target: Target<E> }
  | { kind: "value"; target: Target<E>; value: string }
  /** Some such element's text matches. */
  | { kind: "text"; target: Target<E>; text: Name }
  | { kind: "all"; checks: Check<E>[] }
  /** The page asked to open a window (a WhatsApp link). */
  | { kind: "opened" };

/** One Event Timing entry, as recorded. */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

/** When the tap's result was on screen, on the page's clock (performance.now()). */
export interface Seen {
  armedAt: number;
  /** Just after the first frame that showed the result was drawn. */
  shownAt: number;
  /** The time stamps of the taps and key presses since the watch began. */
  inputs: number[];
}

export interface TapWatch {
  /** Starts watching, every frame, for `check` to hold once an input has come. */
  arm: (check: Check<Node>) => void;
  /** What the last armed watch saw, or why it saw nothing. */
  seen: () => Promise<Seen | { error: string }>;
  events: () => EventEntry[];
}

declare global {
  interface Window {
    tapWatch: TapWatch;
  }
}

export function installTapWatch(): void {
  /** Longer than any result should take, even on the slowed phone. */
  const LIMIT_MS = 20_000;
  const events: EventEntry[] = [];
  const inputs: number[] = [];
  const opened: string[] = [];
  const record = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
    }
  };
  new PerformanceObserver(record).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver(record).observe({ type: "first-input", buffered: true });
  for (const type of ["pointerdown", "touchstart", "mousedown", "keydown"]) {
    addEventListener(type, (event) => inputs.push(event.timeStamp), { capture: true, passive: true });
  }
  window.open = (url?: string | URL) => {
    opened.push(String(url));
    return null;
  };

  const ROLES: Record<ByRole<Node>["role"], string> = {
    button: "button, [role=button], input[type=submit], input[type=button]",
    checkbox: "input[type=checkbox], [role=checkbox]",
    dialog: "dialog, [role=dialog]",
    group: "fieldset, details, [role=group]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    img: "img, [role=img]",
    link: "a[href], [role=link]",
    list: "ul, ol, [role=list]",
    listitem: "li, [role=listitem]",
    status: "output, [role=status]",
    textbox: "input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], textarea",
  };
  const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
  /** The text a screen reader reads from `node`: what aria-hidden leaves out is left out. */
  const textOf = (node: Node): string => {
    if (!(node instanceof Element)) return node.textContent ?? "";
    if (node.getAttribute("aria-hidden") === "true") return "";
    // Checked every frame: the browser's own textContent where nothing inside is hidden.
    if (!node.querySelector("[aria-hidden=true]")) return node.textContent ?? "";
    return [...node.childNodes].map(textOf).join("");
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.createElement("i")))
          .join(" "),
      );
    const label = element.getAttribute("aria-label");
    if (label) return collapse(label);
    if (element instanceof HTMLImageElement) return collapse(element.alt);
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.labels)
      return collapse([...element.labels].map(textOf).join(" "));
    return collapse(textOf(element));
  };
  const matches = (text: string, name: Name) => (typeof name === "string" ? text === collapse(name) : new RegExp(name.source, name.flags).test(text));
  const isByRole = (target: Target<Node>): target is ByRole<Node> => !(target instanceof Node);
  /** Every element `target` names. */
  const find = (target: Target<Node>): Element[] => {
    if (!isByRole(target)) return target instanceof Element ? [target] : [];
    const roots = target.within ? find(target.within) : [document.documentElement];
    return roots.flatMap((root) =>
      [...root.querySelectorAll(ROLES[target.role])].filter((element) => target.name === undefined || matches(nameOf(element), target.name)),
    );
  };
  const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return visible(element) && box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  /** How much of `element` lies inside the screen, from 0 to 1. */
  const shareOnScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
    const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    return box.width * box.height > 0 ? (width * height) / (box.width * box.height) : 0;
  };
  const photoShown = (img: Element) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0 && visible(img) && shareOnScreen(img) >= 0.5;

  const met = (check: Check<Node>): boolean => {
    switch (check.kind) {
      case "shown":
        return find(check.target).some(onScreen);
      case "gone":
        return !find(check.target).some(visible);
      case "photo":
        return find(check.target).some((element) => [...element.querySelectorAll("img")].some(photoShown));
      case "attribute":
        return find(check.target).some((element) => element.getAttribute(check.name) === check.value);
      case "checked":
        return find(check.target).some((element) => element instanceof HTMLInputElement && element.checked);
      case "value":
        return find(check.target).some(
          (element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value === check.value && onScreen(element),
        );
      case "text":
        return find(check.target).some((element) => onScreen(element) && matches(collapse(textOf(element)), check.text));
      case "all":
        return check.checks.every(met);
      case "opened":
        return opened.length > 0;
    }
  };

  let watching: Promise<Seen | { error: string }> = Promise.resolve({ error: "nothing was armed" });
  window.tapWatch = {
    arm(check) {
      const armedAt = performance.now();
      const before = inputs.length;
      watching = new Promise((resolve) => {
        const timer = setTimeout(() => resolve({ error: `the result was not on screen after ${LIMIT_MS / 1000} s` }), LIMIT_MS);
        // Checked as each frame has been drawn (a task posted from requestAnimationFrame runs after
        // it): what is found then is on screen, and the page's layout is already done, not forced.
        const drawn = new MessageChannel();
        const afterFrame = () => drawn.port2.postMessage(null);
        drawn.port1.onmessage = () => {
          let done = false;
          try {
            done = inputs.length > before && met(check);
          } catch (error) {
            clearTimeout(timer);
            return resolve({ error: `the check failed: ${String(error)}` });
          }
          if (!done) return requestAnimationFrame(afterFrame);
          clearTimeout(timer);
          resolve({ armedAt, shownAt: performance.now(), inputs: inputs.slice(before) });
        };
        requestAnimationFrame(afterFrame);
      });
    },
    seen: () => watching,
    events: () => events,
  };
}
