import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaint } from "#app/utils/after-paint.ts";

describe("afterPaint", () => {
  afterEach(() => vi.useRealTimers());

  it("runs the work after the next frame, not within it or before it", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    const order: string[] = [];
    afterPaint(() => order.push("work"));
    requestAnimationFrame(() => order.push("frame"));
    expect(order).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(["frame"]);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(["frame", "work"]);
  });
});
