import { render, screen } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onDemand } from "#app/components/on-demand.tsx";

const Part = () => <p>The part</p>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a part downloaded on demand", () => {
  it("is asked for twice more when its download fails, and comes when a later try succeeds", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("dropped")).mockResolvedValue({ default: Part });
    const onMissing = vi.fn();
    const OnDemandPart = onDemand(load, { onMissing });
    render(<OnDemandPart />);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText("The part")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it("where it never comes, tells of it once, after the last try, and the page goes on without it", async () => {
    const load = vi.fn().mockRejectedValue(new Error("offline"));
    const onMissing = vi.fn();
    const OnDemandPart = onDemand(load, { onMissing });
    render(
      <main>
        <h1>The page</h1>
        <OnDemandPart />
      </main>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(onMissing).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(4_000));
    expect(load).toHaveBeenCalledTimes(3);
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "The page" })).toBeVisible();
    expect(screen.queryByText("The part")).toBeNull();
  });

  it("a part asked for ahead that did not come is asked for again at the next ask, and draws the part its module names", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("dropped")).mockResolvedValue({ Named: Part });
    const OnDemandPart = onDemand(load, { part: "Named" });
    await expect(OnDemandPart.preload()).rejects.toThrow("dropped");
    await OnDemandPart.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<OnDemandPart />);
    await act(async () => undefined);
    expect(screen.getByText("The part")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a module without the part it should draw counts as not come", async () => {
    const load = vi.fn().mockResolvedValue({ Other: Part });
    const onMissing = vi.fn();
    const OnDemandPart = onDemand(load, { part: "Named", onMissing });
    render(<OnDemandPart />);
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("The part")).toBeNull();
  });
});
