import { IsolatedWords } from "../components/isolated-words";
import type { PeopleNote } from "./use-measures";

/** What the people's buttons last did, said where she is: a name in it is hers, isolated and set in the whole faces. */
export function PeopleNoteLine({ note }: { note: PeopleNote }) {
  return (
    <p className={note.name === undefined ? "order-form__note" : "order-form__note typed-text"} role="status">
      {note.name === undefined ? note.sentence("") : <IsolatedWords sentence={note.sentence} words={note.name} />}
    </p>
  );
}
