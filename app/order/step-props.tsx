import type { OrderDraft } from "./order-draft";
import { useOrderWords } from "./order-words";
import type { LimitedField } from "./order-limits";

/** The fields of the draft that are a line of text each. */
export type TextField = "person" | "occasion" | "date" | "budget" | "fabric" | "colour" | "notes" | "name" | "phone" | "email";

/** A problem that keeps the order from going on: the field it is about (its id), and what to do. */
export interface Problem {
  id: string;
  text: string;
}

/** What every step of the order is given. */
export interface StepProps {
  draft: OrderDraft;
  update: (patch: Partial<OrderDraft>) => void;
  /** A text field's id, name, value and change, bound to the draft. */
  field: (name: TextField) => {
    id: string;
    name: string;
    value: string;
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
  };
  /** The problem with a field, once the step has been refused for it. */
  problemOf: (id: string) => string | undefined;
  /** Near a field's limit, how long it is against it ("1,850 of 2,000 characters"); empty far from it. */
  countOf: (name: LimitedField) => string;
}

/** A field's `aria-invalid` and `aria-describedby` for its problem, if it has one, its hint and its count near its limit. */
export const problemAttributes = (id: string, problem: string | undefined, hint?: string, count?: string) => ({
  "aria-invalid": problem ? true : undefined,
  "aria-describedby": [hint, count ? `${id}-count` : undefined, problem ? `${id}-problem` : undefined].filter(Boolean).join(" ") || undefined,
});

/** A field's length near its limit, said under it. */
export function FieldCount({ id, count }: { id: string; count: string }) {
  return count ? (
    <p className="field__count" id={`${id}-count`}>
      {count}
    </p>
  ) : null;
}

/** A field's problem, said under it. */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p className="field__problem" id={`${id}-problem`}>
      {problem}
    </p>
  ) : null;
}

/**
 * A field's visible "required", after its label: assistive technology hears it from the field's
 * own `required`, so the word is not read twice.
 */
export function Required() {
  const w = useOrderWords();
  return (
    <span className="field__required" aria-hidden="true">
      {" "}
      ({w.order_required({})})
    </span>
  );
}
