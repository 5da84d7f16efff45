import { cleanup, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mocks, configured, renderForm, fillIn, field, send, resetContactForm } from "#tests/fixtures/contact-form.tsx";

// Mocked before anything is imported: the stand-in comes from the shared fixture.
vi.mock("#app/sending/send-message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withSendMessageMocked(original));
vi.mock("#app/sending/message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withConfigMocked(original));
beforeEach(resetContactForm);

describe("ContactForm keeps the visitor's words on the device", () => {
  it("brings them back after a reload, until the visitor clears the form", async () => {
    let user = await renderForm(configured);
    await fillIn(user);
    await user.type(document.querySelector<HTMLInputElement>('input[name="contact_reference"]')!, "spam");
    cleanup();

    user = await renderForm(configured);
    expect(field("Name")).toHaveValue("  Asha ");
    expect(field("E-mail")).toHaveValue("asha@example.com");
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉");
    expect(document.querySelector('input[name="contact_reference"]')).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("What you wrote here last time is back in the form");

    await user.click(screen.getByRole("button", { name: "Clear the form" }));
    for (const label of ["Name", "E-mail", "Message"]) expect(field(label)).toHaveValue("");
    expect(field("Name")).toHaveFocus();
    cleanup();
    await renderForm(configured);
    expect(field("Message")).toHaveValue("");
  });

  it("forgets them once they have been sent", async () => {
    mocks.sendMessage.mockResolvedValue({ ok: true });
    let user = await renderForm(configured);
    await fillIn(user);
    cleanup();
    user = await renderForm(configured);
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉");
    await user.click(send());
    expect(screen.getByRole("status")).toHaveTextContent("Thank you");
    cleanup();
    await renderForm(configured);
    expect(field("Message")).toHaveValue("");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
