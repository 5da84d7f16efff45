import { describe, expect, it } from "vitest";
import { formatTime } from "#app/i18n/dates.ts";
import { formatMoment } from "#app/i18n/moment.ts";

describe("times of day in each language", () => {
  it("says the part of the day first in Gujarati and Hindi, after the hour in English", () => {
    expect(formatTime("10:00", "gu")).toBe("સવારે 10");
    expect(formatTime("13:00", "gu")).toBe("બપોરે 1");
    expect(formatTime("20:30", "gu")).toBe("રાત્રે 8:30");
    expect(formatTime("10:00", "hi")).toBe("सुबह 10");
    expect(formatTime("20:30", "hi")).toBe("रात 8:30");
    expect(formatTime("10:00", "en")).toBe("10 am");
    expect(formatTime("20:30", "en")).toBe("8:30 pm");
  });

  it("says when a message was sent the same way, on its day or another", () => {
    const sent = new Date(2026, 10, 26, 14, 32).getTime();
    expect(formatMoment(sent, "gu", sent)).toBe("બપોરે 2:32");
    expect(formatMoment(sent, "gu", sent + 3 * 24 * 3600 * 1000)).toBe("26 નવેમ્બર બપોરે 2:32");
    expect(formatMoment(sent, "hi", sent)).toBe("दोपहर 2:32");
  });
});
