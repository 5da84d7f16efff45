import { afterEach, describe, expect, it, vi } from "vitest";
import { openInNewTab } from "#app/links/open-in-new-tab.ts";

describe("openInNewTab", () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens the link in a new tab that cannot reach back into the page", () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(tab);
    expect(openInNewTab("https://wa.me/919876543210")).toBe(true);
    expect(open).toHaveBeenCalledWith("https://wa.me/919876543210", "_blank");
    expect(tab.opener).toBeNull();
  });

  it("says so when the browser blocks the new tab", () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    expect(openInNewTab("https://wa.me/919876543210")).toBe(false);
  });
});
