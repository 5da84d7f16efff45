import { render, screen } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fileNamedIn, onDemand } from "#app/components/on-demand.tsx";

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

  it("where its style sheet did not come, asks for the sheet again before drawing it", async () => {
    const sheet = new URL("/assets/part-1a2b.css", location.href).href;
    const failed = Object.assign(document.createElement("link"), { rel: "stylesheet", href: sheet });
    document.head.append(failed);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error(`Unable to preload CSS for ${sheet}`))
      .mockResolvedValue({ default: Part });
    const OnDemandPart = onDemand(load);
    render(<OnDemandPart />);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    const asked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href === sheet);
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toBe(failed);
    expect(screen.queryByText("The part")).toBeNull();
    await act(async () => {
      asked[0]!.dispatchEvent(new Event("load"));
    });
    expect(screen.getByText("The part")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    asked[0]!.remove();
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

  it("asked for ahead and drawn at once, downloads once", async () => {
    const load = vi.fn().mockResolvedValue({ default: Part });
    const OnDemandPart = onDemand(load);
    const ahead = OnDemandPart.preload();
    render(<OnDemandPart />);
    await act(async () => ahead);
    expect(screen.getByText("The part")).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("finds its part where the bundler merged its module into a file of other modules' code", async () => {
    const OnDemandPart = onDemand(() => Promise.resolve({ n: { Named: Part }, t: () => null }) as never, { part: "Named" });
    render(<OnDemandPart />);
    await act(async () => undefined);
    expect(screen.getByText("The part")).toBeVisible();
  });
});

describe("the file a failed download names", () => {
  const site = location.origin;
  it.each([
    [`TypeError: Failed to fetch dynamically imported module: ${site}/assets/contact-form-DXbWjJHt.js`, `${site}/assets/contact-form-DXbWjJHt.js`],
    [`TypeError: Failed to fetch dynamically imported module: ${site}/assets/contact-form-DXbWjJHt.js?again=1`, `${site}/assets/contact-form-DXbWjJHt.js`],
    [
      `TypeError: error loading dynamically imported module: ${site}/shop/assets/shortlist-panel-Ck-ASt-H.js`,
      `${site}/shop/assets/shortlist-panel-Ck-ASt-H.js`,
    ],
    [`Error: Unable to preload CSS for ${site}/assets/shortlist-panel-CJSI0dE6.css`, `${site}/assets/shortlist-panel-CJSI0dE6.css`],
  ])("is read from %s", (message, file) => {
    expect(fileNamedIn(new Error(message.replace(/^\w+: /, "")))).toBe(file);
  });

  it.each([
    "TypeError: Importing a module script failed.",
    "TypeError: Failed to fetch dynamically imported module: https://elsewhere.example/assets/x.js",
    `ReferenceError: x is not defined at ${site}/assets/contact-form-DXbWjJHt.js:1:20`,
  ])("is none in %s", (message) => {
    expect(fileNamedIn(new Error(message))).toBeUndefined();
  });
});
