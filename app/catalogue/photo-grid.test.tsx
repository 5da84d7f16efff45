import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PhotoGrid } from "#app/catalogue/photo-grid.tsx";
import type { GridPhoto } from "#app/content/collection-data.ts";

const photo = (title: string): GridPhoto => ({
  title,
  thumb: { sources: [], srcSet: `/${title}-400.jpg 400w`, src: `/${title}-400.jpg`, width: 400, height: 533 },
});

function grid(onOpen: (index: number) => Promise<void> | void) {
  render(
    <PhotoGrid
      photos={[photo("Red kediya"), photo("Blue kediya")]}
      label="Kediya's photos"
      sizes="50vw"
      href={(i) => `/kediya/photo/${i + 1}`}
      onOpen={onOpen}
    />,
  );
  return screen.getAllByRole("link");
}

/** Draws the next frame, then runs what waited for it. */
async function nextFrameDrawn() {
  await act(async () => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });
}

describe("a card of the photo grid, tapped", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("shows at once that it is opening, and opens its photo once that is drawn, then stops showing it", async () => {
    let opened!: () => void;
    const onOpen = vi.fn(() => new Promise<void>((resolve) => (opened = resolve)));
    const [first, second] = grid(onOpen);
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-busy", "true");
    expect(second).not.toHaveAttribute("aria-busy");
    expect(onOpen).not.toHaveBeenCalled();

    await nextFrameDrawn();
    expect(onOpen).toHaveBeenCalledWith(0);
    expect(first).toHaveAttribute("aria-busy", "true");
    await act(async () => opened());
    expect(first).not.toHaveAttribute("aria-busy");
  });

  it("opens once, however often it is tapped while it opens", async () => {
    const onOpen = vi.fn(() => new Promise<void>(() => {}));
    const [first] = grid(onOpen);
    fireEvent.click(first);
    fireEvent.click(first);
    await nextFrameDrawn();
    fireEvent.click(first);
    await nextFrameDrawn();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("is no longer marked where opening failed, and opens again when tapped again", async () => {
    const onOpen = vi.fn(() => Promise.reject(new Error("offline")));
    const [first] = grid(onOpen);
    fireEvent.click(first);
    await nextFrameDrawn();
    await act(async () => {});
    expect(first).not.toHaveAttribute("aria-busy");
    fireEvent.click(first);
    await nextFrameDrawn();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("leaves a click with a key held (a new tab) to the browser", async () => {
    const onOpen = vi.fn();
    const [first] = grid(onOpen);
    const followed = fireEvent.click(first, { ctrlKey: true });
    expect(followed).toBe(true);
    expect(first).not.toHaveAttribute("aria-busy");
    await nextFrameDrawn();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
