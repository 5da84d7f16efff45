import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within a screen of the visitor's view (and stays true after): a
 * part of the page below the fold downloads its code when she scrolls towards it, not on every page.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: "100% 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  // A browser that cannot tell is treated as near.
  return near || typeof IntersectionObserver === "undefined";
}
