import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mocks, renderForm, fillIn, field, resetContactForm } from "#tests/fixtures/contact-form.tsx";

// Mocked before anything is imported: the stand-in comes from the shared fixture.
vi.mock("#app/sending/send-message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withSendMessageMocked(original));
vi.mock("#app/sending/message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withConfigMocked(original));
beforeEach(resetContactForm);
afterEach(() => vi.restoreAllMocks());

const typedText = "Two kediyu\nfor Navratri 🎉\n\nAsha\nasha@example.com";
const sendOnWhatsApp = () => screen.getByRole("button", { name: "Send on WhatsApp" });
const textOf = (href: string | null) => new URL(href!).searchParams.get("text");

/** window.open as the browser answers it: a new tab, or null where pop-ups are blocked. */
function stubOpen(blocked = false) {
  const tab = { opener: window } as unknown as Window;
  const open = vi.spyOn(window, "open").mockReturnValue(blocked ? null : tab);
  return { open, tab };
}

describe("ContactForm without EmailJS settings", () => {
  it("says on its button that the message goes to WhatsApp, and says nothing of sending being unavailable", async () => {
    await renderForm(null);
    expect(sendOnWhatsApp()).toHaveAttribute("type", "submit");
    expect(screen.queryByRole("button", { name: "Send Message" })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/not set up|cannot be sent/);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    for (const label of ["Name", "E-mail", "Message"]) expect(field(label)).toBeRequired();
  });

  it("opens the typed message in the shop's WhatsApp chat in a new tab, says so, and keeps the words", async () => {
    const { open, tab } = stubOpen();
    const user = await renderForm(null);
    await fillIn(user);
    await user.click(sendOnWhatsApp());

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0];
    expect(new URL(String(url)).pathname).toBe("/919876543210");
    expect(textOf(String(url))).toBe(typedText);
    expect(target).toBe("_blank");
    expect(tab.opener).toBeNull();
    expect(mocks.sendMessage).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Your message is ready in WhatsApp: press Send there.");
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉");
    expect(JSON.parse(localStorage.getItem("contact-form-draft")!)).toMatchObject({ name: "Asha", message: "Two kediyu\nfor Navratri 🎉" });

    // Opened again, or by e-mail as the second way, with the words as they stand when followed.
    const again = screen.getByRole("link", { name: /^Open it in WhatsApp/ });
    expect(again).toHaveAttribute("target", "_blank");
    expect(textOf(again.getAttribute("href"))).toBe(typedText);
    const mail = screen.getByRole("link", { name: "Open it in your e-mail app" });
    expect(new URL(mail.getAttribute("href")!).searchParams.get("body")).toBe(typedText);
    await user.type(field("Message"), " and a koti");
    again.addEventListener("click", (event) => event.preventDefault());
    await user.click(again);
    expect(textOf(again.getAttribute("href"))).toContain("for Navratri 🎉 and a koti");
  });

  it("offers the link to press when the browser blocks the new tab", async () => {
    stubOpen(true);
    const user = await renderForm(null);
    await fillIn(user);
    await user.click(sendOnWhatsApp());
    expect(screen.getByRole("status")).toHaveTextContent("this browser did not let it open: press the link below");
    expect(textOf(screen.getByRole("link", { name: /^Open it in WhatsApp/ }).getAttribute("href"))).toBe(typedText);
  });

  it("opens nothing while a field is missing, and clears the form when asked", async () => {
    const { open } = stubOpen();
    const user = await renderForm(null);
    await user.type(field("Name"), "Asha");
    await user.click(sendOnWhatsApp());
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await fillIn(user);
    await user.click(sendOnWhatsApp());
    await act(async () => screen.getByRole("button", { name: "Clear the form" }).click());
    for (const label of ["Name", "E-mail", "Message"]) expect(field(label)).toHaveValue("");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(localStorage.getItem("contact-form-draft")).toBeNull();
  });
});
