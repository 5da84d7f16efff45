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
});
