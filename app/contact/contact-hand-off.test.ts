import { describe, expect, it } from "vitest";
import { handOffLink } from "#app/contact/contact-hand-off.ts";

const message = { name: "આશા Patel", email: "asha@example.com", message: "ત્રણ કેડિયા 🎉\nfor Navratri & a koti?" };

describe("handOffLink", () => {
  it("opens the shop's WhatsApp chat with the message, the name and the address typed in", () => {
    const url = new URL(handOffLink("+91 98765 43210", message));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/919876543210");
    expect(url.searchParams.get("text")).toBe("ત્રણ કેડિયા 🎉\nfor Navratri & a koti?\n\nઆશા Patel\nasha@example.com");
  });
});
