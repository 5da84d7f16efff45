import { describe, expect, it } from "vitest";
import { fieldValues, mailToShop, readMessage } from "#app/contact/contact-message.ts";
import { telLink, whatsAppLink } from "#app/links/index.ts";
import { words } from "#tests/fixtures/words.ts";

const message = { name: "Asha Patel", email: "asha@example.com", message: "ત્રણ કેડિયા 🎉\nfor Navratri" };

describe("readMessage", () => {
  it("trims every field in the form itself and reads the hidden trap", () => {
    document.body.innerHTML = `<form>
      <input name="name" value="  Asha  "><input name="email" value=" asha@example.com">
      <textarea name="message">  Hello\nthere  </textarea><input name="contact_reference" value="">
    </form>`;
    const form = document.querySelector("form")!;
    expect(readMessage(form)).toEqual({ name: "Asha", email: "asha@example.com", message: "Hello\nthere", trap: "" });
    expect((form.elements.namedItem("name") as HTMLInputElement).value).toBe("  Asha  ");
    readMessage(form, { trimFields: true });
    expect((form.elements.namedItem("name") as HTMLInputElement).value).toBe("Asha");
  });

  it("reads the three fields exactly as they stand, for keeping them on the device", () => {
    document.body.innerHTML = `<form>
      <input name="name" value="  Asha  "><input name="email" value="">
      <textarea name="message">Hello\n</textarea><input name="contact_reference" value="spam">
    </form>`;
    expect(fieldValues(document.querySelector("form")!)).toEqual({ name: "  Asha  ", email: "", message: "Hello\n" });
  });
});

describe("links to other ways of reaching the shop", () => {
  it("writes the whole message into an e-mail to the shop", () => {
    const url = new URL(mailToShop("orders@example.com", message, words.en));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("orders@example.com");
    expect(url.searchParams.get("subject")).toBe("Enquiry from Asha Patel");
    expect(url.searchParams.get("body")).toBe("ત્રણ કેડિયા 🎉\nfor Navratri\n\nAsha Patel\nasha@example.com");
  });

  it("gives the e-mail's subject in the page's language", () => {
    expect(new URL(mailToShop("orders@example.com", message, words.gu)).searchParams.get("subject")).toBe("Asha Patel તરફથી પૂછપરછ");
    expect(new URL(mailToShop("orders@example.com", message, words.hi)).searchParams.get("subject")).toBe("Asha Patel की ओर से पूछताछ");
  });

  it("opens WhatsApp at the shop's number, with or without a message", () => {
    expect(whatsAppLink("+91 98765 43210")).toBe("https://wa.me/919876543210");
    const url = new URL(whatsAppLink("+91 98765 43210", "Hello 🎉"));
    expect(url.searchParams.get("text")).toBe("Hello 🎉");
  });

  it("dials the phone number without its spaces", () => {
    expect(telLink("+91 98765 43210")).toBe("tel:+919876543210");
  });
});
