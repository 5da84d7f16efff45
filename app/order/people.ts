import { withoutBidiControls } from "#app/utils/bidi.ts";
import { deviceStorage } from "#app/utils/device-storage.ts";
import { characterCount } from "#app/utils/field-limit.ts";
import { readStoredList } from "#app/utils/stored-list.ts";
import { UNITS, type Unit } from "#app/order/measures.ts";

/**
 * Measurements kept on the visitor's phone as named people ("Me", "Riya"), for the next order to
 * offer again. Only on the phone (localStorage): nothing leaves it but with an order she sends.
 */
export interface Person {
  name: string;
  /** The unit she measured in, which the form takes again with her. */
  unit: Unit;
  /** Each measure's value, in micrometres (./measures.ts). */
  measures: Record<string, number>;
}

export const PEOPLE_KEY = "measured-people";
/** The longest name a person is kept under, in characters as a reader counts them (../utils/field-limit.ts). */
export const PERSON_NAME_LENGTH = 60;
const MOST_PEOPLE = 30;
/** The most of the phone's copy read, in characters: thirty people with every measure take about a third of it. */
const LONGEST_PEOPLE = 64 * 1024;
/** Micrometres in 3 metres: no body measure is longer. */
const LONGEST = 3_000_000;

const isPerson = (value: unknown): value is Person => {
  const person = value as Person;
  return (
    typeof person === "object" &&
    person !== null &&
    typeof person.name === "string" &&
    person.name.trim() !== "" &&
    characterCount(person.name) <= PERSON_NAME_LENGTH &&
    UNITS.includes(person.unit) &&
    typeof person.measures === "object" &&
    person.measures !== null &&
    !Array.isArray(person.measures)
  );
};

/** Only measures that are lengths a body has, under names a measure may have. */
const cleanMeasures = (measures: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(measures).filter(
      (entry): entry is [string, number] =>
        /^[a-z0-9-]+$/.test(entry[0]) && Number.isInteger(entry[1]) && (entry[1] as number) > 0 && (entry[1] as number) <= LONGEST,
    ),
  );

/** A name as two names are compared: "Riya " and "riya" are one person. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase();
export const sameName = (a: string, b: string) => nameKey(withoutBidiControls(a)) === nameKey(withoutBidiControls(b));

/** A stored person as the page keeps one: only the measures a body has, the name without direction controls (which could turn the page's sentence around it backwards). */
function personOf(value: unknown): Person | undefined {
  if (!isPerson(value)) return undefined;
  const name = withoutBidiControls(value.name).trim();
  return name === "" ? undefined : { name, unit: value.unit, measures: cleanMeasures(value.measures) };
}

/**
 * The people kept on this phone, read leniently: anything unreadable is no one, a bad entry is
 * left out, and so is a second entry under a name already read. Read no further than the most
 * people kept could reach, so a copy of any size costs no more than a full one.
 */
export function readPeople(): Person[] {
  try {
    return readStoredList(deviceStorage.get(PEOPLE_KEY) ?? "[]", {
      longest: LONGEST_PEOPLE,
      most: MOST_PEOPLE,
      key: ({ name }) => nameKey(name),
      take: personOf,
    });
  } catch {
    return [];
  }
}

function write(people: Person[]): boolean {
  if (people.length === 0) {
    deviceStorage.remove(PEOPLE_KEY);
    return deviceStorage.get(PEOPLE_KEY) === null;
  }
  return deviceStorage.set(PEOPLE_KEY, JSON.stringify(people));
}

/**
 * A person's measures saved again: those `given` replace those `kept`, and a kept one is forgotten
 * only where she emptied its field (`cleared`); one this order never asked for, or she never
 * touched, stays.
 */
export function mergedMeasures(kept: Record<string, number>, given: Record<string, number>, cleared: ReadonlySet<string>): Record<string, number> {
  return { ...Object.fromEntries(Object.entries(kept).filter(([value]) => !cleared.has(value))), ...given };
}

/** Keeps a person's measurements, in place of any kept under the same name; false where the phone keeps nothing. */
export function savePerson(person: Person): { saved: boolean; people: Person[] } {
  const people = readPeople();
  const at = people.findIndex((other) => sameName(other.name, person.name));
  const next = at >= 0 ? people.map((other, i) => (i === at ? person : other)) : [...people, person].slice(-MOST_PEOPLE);
  return write(next) ? { saved: true, people: next } : { saved: false, people };
}

export function removePerson(name: string): Person[] {
  const next = readPeople().filter((person) => !sameName(person.name, name));
  write(next);
  return readPeople();
}

export function removeEveryone(): Person[] {
  write([]);
  return readPeople();
}
