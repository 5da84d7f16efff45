import { IsolatedWords } from "#app/components/isolated-words.tsx";
import type { PeopleNote } from "#app/order/use-measures.ts";

/** What the people's buttons last did, said where she is: a name in it is hers, isolated and set in the whole faces. */
export function PeopleNoteLine({ note }: { note: PeopleNote }) {
  return (
    <p className={note.name === undefined ? "order-form__note" : "order-form__note typed-text"} role="status">
      {note.name === undefined ? note.sentence("") : <IsolatedWords sentence={note.sentence} words={note.name} />}
    </p>
  );
}
