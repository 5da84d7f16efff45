import { useState } from "react";
import { formatLength, fromCentimetres, outOfBounds, parseLength, type Measure, type Unit } from "#app/order/measures.ts";
import type { OrderDraft } from "#app/order/order-draft.ts";
import type { OrderWords } from "#app/order/order-words.ts";
import { fieldLength } from "#app/utils/field-limit.ts";
import { mergedMeasures, PERSON_NAME_LENGTH, readPeople, removeEveryone, removePerson, sameName, savePerson, type Person } from "#app/order/people.ts";

/**
 * A note of what the people's buttons last did. One that names a person is the site's sentence
 * around her own words (`name`), which are shown isolated and set in the whole faces.
 */
export interface PeopleNote {
  sentence: (name: string) => string;
  name?: string;
}

/**
 * The measurements of an order: each measure's field as typed (inches or centimetres, checked
 * against the measure's bounds, with the other unit offered where the digits fit it better), the
 * digits read in the other unit when she says they are, and the people whose measurements are
 * kept on the phone.
 */
export function useMeasures(measures: Measure[], wanted: Set<string>, draft: OrderDraft, update: (patch: Partial<OrderDraft>) => void, w: OrderWords) {
  const [people, setPeople] = useState<Person[]>(readPeople);
  const [note, setNote] = useState<PeopleNote>({ sentence: () => "" });
  const unitShort = (unit: Unit) => (unit === "cm" ? w.order_unit_short_cm({}) : w.order_unit_short_in({}));
  const withUnit = (microns: number, unit: Unit) => `${formatLength(microns, unit)} ${unitShort(unit)}`;

  /** Why a measure's field is refused, if it is; and the other unit its digits would fit. */
  function problemOf(measure: Measure): { text: string; otherUnit?: Unit } | undefined {
    const parsed = parseLength(draft.typed[measure.value] ?? "", draft.unit);
    if (parsed === null) return undefined;
    if (parsed === "not-a-number") return { text: w.order_measure_not_number({ label: measure.label }) };
    if (parsed === "too-precise") return { text: w.order_measure_too_precise({ label: measure.label }) };
    const out = outOfBounds(parsed, draft.unit, measure);
    if (!out) return undefined;
    const value = withUnit(parsed, draft.unit);
    return {
      text:
        out.side === "low"
          ? w.order_measure_low({ label: measure.label, value, least: withUnit(fromCentimetres(measure.min), draft.unit) })
          : w.order_measure_high({ label: measure.label, value, most: withUnit(fromCentimetres(measure.max), draft.unit) }),
      otherUnit: out.otherUnit,
    };
  }
  const problems = new Map(measures.map((measure) => [measure.value, problemOf(measure)]));

  /** The measures typed and within bounds, exactly, in micrometres. */
  const given = measures.flatMap((measure) => {
    const microns = draft.exact[measure.value];
    const typed = parseLength(draft.typed[measure.value] ?? "", draft.unit);
    return typeof typed === "number" && microns !== undefined && !problems.get(measure.value) ? [{ measure, microns }] : [];
  });

  return {
    problems,
    given,
    unitShort,
    people,
    note,

    type(value: string, text: string) {
      const parsed = parseLength(text, draft.unit);
      const exact = Object.fromEntries(Object.entries(draft.exact).filter(([other]) => other !== value));
      update({ typed: { ...draft.typed, [value]: text }, exact: typeof parsed === "number" ? { ...exact, [value]: parsed } : exact });
    },

    /**
     * The digits as typed, read in `unit`: "My numbers are in centimetres" (or inches) keeps what
     * she typed and changes only what it means, so a tape read in centimetres is never converted
     * as if it had been inches.
     */
    reinterpret(unit: Unit) {
      const exact: Record<string, number> = {};
      for (const [value, text] of Object.entries(draft.typed)) {
        const parsed = parseLength(text, unit);
        if (typeof parsed === "number") exact[value] = parsed;
      }
      update({ unit, exact });
    },

    take(person: Person) {
      const typed = Object.fromEntries(Object.entries(person.measures).map(([value, microns]) => [value, formatLength(microns, person.unit)]));
      update({ person: person.name, unit: person.unit, typed, exact: { ...person.measures }, way: "here" });
      setNote({ sentence: (name) => w.order_person_used({ name }), name: person.name });
    },

    /** Keeps the measurements under the person's name (or says that it needs one first). */
    save() {
      const name = draft.person.trim();
      if (!name) {
        setNote({ sentence: () => w.order_save_needs_name({}) });
        return;
      }
      // A name past its limit is refused where it is typed (TEXT_LIMITS.person): kept whole, or not at all.
      if (fieldLength(name, PERSON_NAME_LENGTH).over) {
        setNote({ sentence: () => w.order_person_too_long({ limit: PERSON_NAME_LENGTH }) });
        return;
      }
      const before = people.find((person) => sameName(person.name, name));
      const fitting = Object.fromEntries(given.map(({ measure, microns }) => [measure.value, microns]));
      const cleared = new Set(
        Object.entries(draft.typed)
          .filter(([value, text]) => wanted.has(value) && text.trim() === "")
          .map(([value]) => value),
      );
      const result = savePerson({ name, unit: draft.unit, measures: mergedMeasures(before?.measures ?? {}, fitting, cleared) });
      setPeople(result.people);
      setNote(result.saved ? { sentence: (saved) => w.order_saved({ name: saved }), name } : { sentence: () => w.order_storage_blocked({}) });
    },

    remove(person: Person) {
      setPeople(removePerson(person.name));
      setNote({ sentence: (name) => w.order_removed({ name }), name: person.name });
    },

    removeAll() {
      setPeople(removeEveryone());
      setNote({ sentence: () => w.order_removed_all({}) });
    },
  };
}

export type Measuring = ReturnType<typeof useMeasures>;
