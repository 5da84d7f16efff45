import { afterEach, describe, expect, it, vi } from "vitest";
import { SCROLL_DURATION_MS, animateScroll, easeInOutCubic } from "#app/utils/smooth-scroll.ts";

describe("easeInOutCubic", () => {
  it("starts at 0, ends at 1, passes the middle at the half and never goes back", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    const samples = Array.from({ length: 101 }, (_, i) => easeInOutCubic(i / 100));
    samples.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(samples[i]));
    // Eased, not linear: slow at the start.
    expect(easeInOutCubic(0.1)).toBeLessThan(0.05);
  });
});

describe("animateScroll", () => {
  afterEach(() => vi.useRealTimers());

  /** Fakes the clock and frames, and records every position the window is scrolled to. */
  function recordScrolling(): number[] {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    const positions: number[] = [];
    vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
      positions.push(y);
    }) as unknown as typeof window.scrollTo);
    return positions;
  }

  it("lands on the target after 1000 ms, and not before", async () => {
    const positions = recordScrolling();
    const done = vi.fn();
    void animateScroll(2000).then(done);

    vi.advanceTimersByTime(SCROLL_DURATION_MS / 2);
    expect(positions.at(-1)).toBeGreaterThan(800);
    expect(positions.at(-1)).toBeLessThan(1200);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();

    vi.advanceTimersByTime(SCROLL_DURATION_MS / 2 + 50);
    expect(positions.at(-1)).toBe(2000);
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(true));
  });

  it("stops where it is when the visitor scrolls, and says it did not land", async () => {
    const positions = recordScrolling();
    const landed = animateScroll(2000);
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event("wheel"));
    const stoppedAt = positions.length;
    vi.advanceTimersByTime(1000);
    expect(positions.length).toBe(stoppedAt);
    expect(await landed).toBe(false);
  });
});
