/**
 * The parts every form of the site is built of, the enquiry form's and the order's alike: a
 * field's notes (its hint, its count near a limit, its problem), the attributes that tie them to
 * the field for assistive technology, the visible word for a field she must fill, and the list of
 * problems a refused step says at its top. Each form keeps its own words and looks.
 */

/** A note under a field: how to fill it, how long it is against its limit, or what is wrong. */
export type NoteKind = "hint" | "count" | "problem";

/** The id of a field's note: `order-name-problem`. */
export const noteId = (field: string, kind: NoteKind) => `${field}-${kind}`;

/**
 * A field's `aria-invalid` and `aria-describedby` for the notes it has: a hint (by its own id,
 * which several fields may share), and its count and its problem where they have a text.
 */
export function fieldAttributes(field: string, notes: { hintId?: string; count?: string; problem?: string }) {
  const described = [notes.hintId, notes.count ? noteId(field, "count") : undefined, notes.problem ? noteId(field, "problem") : undefined].filter(Boolean);
  return {
    "aria-invalid": notes.problem ? true : undefined,
    "aria-describedby": described.join(" ") || undefined,
  };
}

interface FieldNoteProps {
  /** The id of the field it is about. */
  field: string;
  kind: NoteKind;
  /** Nothing is drawn without it. */
  text: string | undefined;
  /** The form's own look; `field__count`, `field__problem` or `field__hint` by default. */
  className?: string;
  /** Past a limit: the count says why the field is refused. */
  over?: boolean;
}

/** One of a field's notes, under it, by the id `fieldAttributes` names. */
export function FieldNote({ field, kind, text, className, over }: FieldNoteProps) {
  return text ? (
    <p className={className ?? `field__${kind}`} id={noteId(field, kind)} data-over={over || undefined}>
      {text}
    </p>
  ) : null;
}

/**
 * A field's visible "required" (in the form's words), after its label: assistive technology hears
 * it from the field's own `required`, so the word is not read twice.
 */
export function RequiredMark({ word }: { word: string }) {
  return (
    <span className="field__required" aria-hidden="true">
      {" "}
      ({word})
    </span>
  );
}

/** A problem that keeps a form from going on: the id of the field it is about, and what to do. */
export interface Problem {
  id: string;
  text: string;
}

interface ProblemSummaryProps {
  /** The id of its heading, unique in the page. */
  id: string;
  heading: string;
  problems: Problem[];
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * What keeps a step from going on, at its top, each problem a link to its field: the focus comes
 * here when the step is refused, so a screen reader hears the list and a keyboard goes on from it.
 */
export function ProblemSummary({ id, heading, problems, ref }: ProblemSummaryProps) {
  return (
    <div className="problem-summary" ref={ref} tabIndex={-1} role="group" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul>
        {problems.map((problem) => (
          <li key={problem.id}>
            <a
              href={`#${problem.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(problem.id)?.focus();
              }}
            >
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
