import { beforeEach, describe, expect, it } from "vitest";
import { mergedMeasures, PEOPLE_KEY, PERSON_NAME_LENGTH, readPeople, sameName, savePerson } from "#app/order/people.ts";

const person = (name: string, chest = 914_400) => ({ name, unit: "cm", measures: { chest } });

beforeEach(() => localStorage.clear());

describe("reading the people kept on the phone", () => {
  it("reads 20,000 kept people no further than the most it keeps, each name once", () => {
    localStorage.setItem(PEOPLE_KEY, JSON.stringify(Array.from({ length: 20_000 }, (_, i) => person(`Person ${i % 2 ? i : 0}`))));
    const started = performance.now();
    const people = readPeople();
    // Comparing every name with every other took 27 s on a slow phone; this takes milliseconds.
    expect(performance.now() - started).toBeLessThan(200);
    expect(people).toHaveLength(30);
    expect(people.slice(0, 3).map(({ name }) => name)).toEqual(["Person 0", "Person 1", "Person 3"]);
  });

  it("reads no further into the copy than thirty people could fill: repeats filling it leave the people after them unread", () => {
    localStorage.setItem(PEOPLE_KEY, JSON.stringify([...Array.from({ length: 10_000 }, () => person("Me")), person("Riya")]));
    expect(readPeople().map(({ name }) => name)).toEqual(["Me"]);
  });

  it("keeps the first of two entries under one name, as a reader sees the names (case and spaces aside)", () => {
    localStorage.setItem(PEOPLE_KEY, JSON.stringify([person("Riya", 900_000), person(" riya ", 800_000), person("RIYA", 700_000), person("Asha")]));
    expect(readPeople()).toEqual([
      { name: "Riya", unit: "cm", measures: { chest: 900_000 } },
      { name: "Asha", unit: "cm", measures: { chest: 914_400 } },
    ]);
  });

  it("takes direction controls out of a name, and leaves out a name that was nothing else", () => {
    localStorage.setItem(PEOPLE_KEY, JSON.stringify([person("\u202eRiya\u202c"), person("\u2067\u200f"), person("Riya"), person("Asha\u200e")]));
    expect(readPeople().map(({ name }) => name)).toEqual(["Riya", "Asha"]);
  });
});

describe("saving a person", () => {
  // 33 characters a reader sees, 63 UTF-16 units.
  const LONG_NAME = "શ્રીમતી ભાગ્યશ્રીબેન જયેન્દ્રકુમાર ત્રિવેદી (કન્યાની મોટી બહેન)";

  it("keeps a Gujarati name of 63 units whole, and finds her again by it", () => {
    expect(LONG_NAME.length).toBeGreaterThan(PERSON_NAME_LENGTH);
    expect(savePerson({ name: LONG_NAME, unit: "in", measures: { chest: 914_400 } }).saved).toBe(true);
    expect(readPeople()).toEqual([{ name: LONG_NAME, unit: "in", measures: { chest: 914_400 } }]);
    expect(sameName(readPeople()[0].name, ` ${LONG_NAME} `)).toBe(true);
  });

  it("keeps every measure saved before that this order did not empty, and takes the new ones", () => {
    const kept = { chest: 914_400, shoulder: 355_600, sleeve: 558_800, waist: 736_600 };
    // A chorni's order gives the waist again and the length; she emptied the sleeve.
    expect(mergedMeasures(kept, { waist: 762_000, length: 1_016_000 }, new Set(["sleeve"]))).toEqual({
      chest: 914_400,
      shoulder: 355_600,
      waist: 762_000,
      length: 1_016_000,
    });
  });
});
