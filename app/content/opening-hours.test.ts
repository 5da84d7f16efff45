import { describe, expect, it } from "vitest";
import { siteData } from "#app/content/site-data.ts";
import { fittingDays, shopMoment, shopStatus, type Hours } from "#app/utils/opening-hours.ts";
import { readContent } from "#app/content/read-content.ts";

// The shop's week as the content gives it: a break every afternoon but Sunday's, closed at Uttarayan.
const week = (["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const).flatMap((day) => [
  { day, opens: "10:00", closes: "13:00" },
  { day, opens: "16:00", closes: "20:30" },
]);
const hours: Hours = {
  week: [...week, { day: "sunday", opens: "10:00", closes: "13:00" }],
  closed: [
    { date: "2027-01-14", name: "Uttarayan" },
    { date: "2027-01-15", name: "Vasi Uttarayan" },
  ],
};
/** An instant given on India's clock (UTC+05:30). */
const india = (time: string) => new Date(`${time}+05:30`);

describe("the shop's hours, on India's clock", () => {
  it("reads any instant as India's day and time, whatever the machine's zone", () => {
    expect(shopMoment(new Date("2026-11-25T20:00:00Z"))).toEqual({ date: "2026-11-26", weekday: "thursday", minutes: 90 });
    expect(shopMoment(india("2026-11-25T10:30"))).toEqual({ date: "2026-11-25", weekday: "wednesday", minutes: 630 });
  });

  it("is open in a stretch, and says when it closes", () => {
    expect(shopStatus(hours, india("2026-11-25T10:30"))).toEqual({ open: true, closes: "13:00" });
    expect(shopStatus(hours, india("2026-11-25T20:29"))).toEqual({ open: true, closes: "20:30" });
  });

  it("is closed over the afternoon break and after hours, and says when it opens next", () => {
    expect(shopStatus(hours, india("2026-11-25T13:00"))).toMatchObject({ open: false, opens: "16:00", inDays: 0 });
    expect(shopStatus(hours, india("2026-11-25T21:00"))).toMatchObject({ open: false, opens: "10:00", inDays: 1, weekday: "thursday" });
    // Sunday afternoon: Monday morning.
    expect(shopStatus(hours, india("2026-11-29T14:00"))).toMatchObject({ open: false, opens: "10:00", inDays: 1, weekday: "monday" });
  });

  it("stays closed on the days the content closes it, whatever the weekday", () => {
    expect(shopStatus(hours, india("2027-01-14T11:00"))).toMatchObject({ open: false, opens: "10:00", inDays: 2, date: "2027-01-16", weekday: "saturday" });
    expect(shopStatus(hours, india("2027-01-13T21:00"))).toMatchObject({ open: false, inDays: 3, weekday: "saturday" });
  });

  it("says only that it is closed when it opens nowhere in the next two weeks", () => {
    expect(shopStatus({ week: [], closed: [] }, india("2026-11-25T10:30"))).toEqual({ open: false });
  });

  it("offers fittings every half hour the shop is open, from an hour ahead, never on a closed day", () => {
    const days = fittingDays(hours, india("2026-11-25T11:30"), 3);
    expect(days.map((day) => day.date)).toEqual(["2026-11-25", "2026-11-26", "2026-11-27"]);
    expect(days[0].times).toEqual(["12:30", "16:00", "16:30", "17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00"]);
    expect(days[1].times[0]).toBe("10:00");
    expect(days[1].times).not.toContain("13:00");
    expect(days[1].times.at(-1)).toBe("20:00");
    const january = fittingDays(hours, india("2027-01-13T21:00"), 2);
    expect(january.map((day) => [day.date, day.weekday])).toEqual([
      ["2027-01-16", "saturday"],
      ["2027-01-17", "sunday"],
    ]);
    expect(january[1].times).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00", "12:30"]);
  });

  it("lists the week as the contact section shows it, days with the same hours together, in each language", () => {
    expect(siteData(readContent(), "en", "https://tailor.example").hours?.lines).toEqual([
      { days: "Monday–Saturday", hours: "10 am–1 pm, 4 pm–8:30 pm" },
      { days: "Sunday", hours: "10 am–1 pm" },
    ]);
    expect(siteData(readContent(), "gu", "https://tailor.example").hours?.lines).toEqual([
      { days: "સોમવાર–શનિવાર", hours: "સવારે 10–બપોરે 1, સાંજે 4–રાત્રે 8:30" },
      { days: "રવિવાર", hours: "સવારે 10–બપોરે 1" },
    ]);
    expect(siteData(readContent(), "hi", "https://tailor.example").hours?.lines.map((line) => line.days)).toEqual(["सोमवार–शनिवार", "रविवार"]);
  });
});
