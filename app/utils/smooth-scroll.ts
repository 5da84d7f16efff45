/** How long an in-page link takes to scroll to its section. */
export const SCROLL_DURATION_MS = 1000;

/** Ease in and out (cubic): slow start, fast middle, gentle landing. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Where the page must scroll to show `element` just below the fixed navigation bar (the document's scroll padding). */
export function scrollTargetOf(element: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - margin);
}

let cancelRunning: (() => void) | undefined;

/**
 * Scrolls the window to `to` over `duration` ms. Resolves true when it lands,
 * false when the visitor's wheel or touch, or a newer scroll, stopped it first.
 */
export function animateScroll(to: number, duration = SCROLL_DURATION_MS): Promise<boolean> {
  cancelRunning?.();
  const from = window.scrollY;
  // Marked for the browser's performance timeline (and the tests that read it).
  const start = performance.mark("section-scroll:start").startTime;
  return new Promise((resolve) => {
    let frame = 0;
    const finish = (landed: boolean) => {
      cancelAnimationFrame(frame);
      window.removeEventListener("wheel", interrupt);
      window.removeEventListener("touchstart", interrupt);
      cancelRunning = undefined;
      if (landed) performance.mark("section-scroll:end");
      resolve(landed);
    };
    const interrupt = () => finish(false);
    cancelRunning = interrupt;
    window.addEventListener("wheel", interrupt, { passive: true });
    window.addEventListener("touchstart", interrupt, { passive: true });
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      window.scrollTo(0, from + (to - from) * easeInOutCubic(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
      else finish(true);
    };
    frame = requestAnimationFrame(step);
  });
}
