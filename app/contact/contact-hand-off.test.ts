import { afterEach, describe, expect, it, vi } from "vitest";
import { handOffLink, openInNewTab } from "#app/contact/contact-hand-off.ts";

const message = { name: "આશા Patel", email: "asha@example.com", message: "ત્રણ કેડિયા 🎉\nfor Navratri & a koti?" };

describe("handOffLink", () => {
  it("opens the shop's WhatsApp chat with the message, the name and the address typed in", () => {
    const url = new URL(handOffLink("+91 98765 43210", message));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/919876543210");
    expect(url.searchParams.get("text")).toBe("ત્રણ કેડિયા 🎉\nfor Navratri & a koti?\n\nઆશા Patel\nasha@example.com");
  });
});

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
