import { useEffect, useRef } from "react";
import type { OrderStep } from "#app/order/order-address.ts";

/**
 * Where the order's focus and scroll go as its steps change: once the step asked for is drawn (the
 * address changes in a transition, so after a render or two), to its heading, the step's top in
 * view, or to the field asked for. Opened or reloaded at a later step, or at a sent order's end,
 * the page comes to the order's top: the browser would leave her where the prerendered first
 * step's page put her, far from her step. Returns what to focus once `step` is drawn.
 */
export function useStepFocus(live: boolean, step: OrderStep, sent: boolean) {
  const focusNext = useRef<{ step: OrderStep; id: string }>(undefined);
  useEffect(() => {
    const target = focusNext.current;
    const element = target && target.step === step && !sent ? document.getElementById(target.id) : null;
    if (!element) return;
    focusNext.current = undefined;
    if (target?.id === "order-step-heading") element.closest(".order")?.scrollIntoView({ block: "start" });
    element.focus();
  });

  const cameAt = useRef(false);
  useEffect(() => {
    if (!live || cameAt.current) return;
    cameAt.current = true;
    // A sent order's end brings itself into view (./order-sent.tsx).
    if (step !== "designs" && !sent) document.querySelector(".order")?.scrollIntoView({ block: "start" });
  }, [live, step, sent]);

  /** Focuses `field` (the step's heading by default) once `next` is drawn. */
  return (next: OrderStep, field = "order-step-heading") => {
    focusNext.current = { step: next, id: field };
  };
}
