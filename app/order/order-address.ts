import { designInAddress, designValue, MAX_ORDER_DESIGNS, type OrderedDesign } from "#app/content/catalogue-pages.ts";

/**
 * The designs of the order page's address (/order?design=kediya-3&design=chorni-12; the address
 * itself is made by orderPath, and each design read by designInAddress, in app/content/catalogue-pages.ts).
 */

/** The designs an address names, each once, in its order; anything else in it is left out. */
export function orderedDesigns(params: URLSearchParams): OrderedDesign[] {
  const designs: OrderedDesign[] = [];
  for (const value of params.getAll("design")) {
    const design = designInAddress(value.trim().toLowerCase());
    if (!design) continue;
    if (!designs.some((other) => other.slug === design.slug && other.number === design.number)) designs.push(design);
    if (designs.length === MAX_ORDER_DESIGNS) break;
  }
  return designs;
}

/** The order page's steps, in order: the designs, who and when, the measurements, the visitor's details and the send. */
export const ORDER_STEPS = ["designs", "who", "measures", "send"] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** The step the address is at (?step=measures); the first where it names none, or one the page does not have. */
export function stepOf(params: URLSearchParams): OrderStep {
  const step = params.get("step");
  return ORDER_STEPS.find((candidate) => candidate === step) ?? "designs";
}

/** The address at `step`, its designs and anything else kept. */
export function atStep(params: URLSearchParams, step: OrderStep): URLSearchParams {
  const next = new URLSearchParams(params);
  if (step === "designs") next.delete("step");
  else next.set("step", step);
  return next;
}

/** The address with `designs` only, at the same step. */
export function withDesigns(params: URLSearchParams, designs: readonly OrderedDesign[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const design of designs.slice(0, MAX_ORDER_DESIGNS)) next.append("design", designValue(design));
  for (const [name, value] of params) if (name !== "design") next.append(name, value);
  return next;
}
