import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mocks, configured, renderForm, fillIn, field, send, resetContactForm } from "#tests/fixtures/contact-form.tsx";
import type { SendResult } from "#app/sending/index.ts";

// Mocked before anything is imported: the stand-in comes from the shared fixture.
vi.mock("#app/sending/send-message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withSendMessageMocked(original));
vi.mock("#app/sending/message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withConfigMocked(original));
beforeEach(resetContactForm);

describe("ContactForm", () => {
  it("has empty, required name, email and message fields the browser validates", async () => {
    await renderForm(configured);
    expect(field("Name")).toHaveAttribute("name", "name");
    expect(field("E-mail")).toHaveAttribute("type", "email");
    expect(field("Message").tagName).toBe("TEXTAREA");
    expect(field("Message")).toHaveAttribute("rows", "4");
    for (const label of ["Name", "E-mail", "Message"]) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveValue("");
    }
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("says Sending… with the button disabled, then thanks the visitor and empties the form", async () => {
    let answer: (result: SendResult) => void = () => undefined;
    mocks.sendMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = await renderForm(configured);
    await fillIn(user);
    await user.click(send());

    expect(screen.getByRole("status")).toHaveTextContent("Sending…");
    expect(send()).toBeDisabled();
    expect(mocks.sendMessage).toHaveBeenCalledWith(
      configured,
      {
        name: "Asha",
        email: "asha@example.com",
        message: "Two kediyu\nfor Navratri 🎉",
      },
      "en",
    );

    await act(async () => answer({ ok: true }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you");
    for (const label of ["Name", "E-mail", "Message"]) expect(field(label)).toHaveValue("");
    expect(send()).toBeEnabled();
  });

  it("sends once however often the button is pressed", async () => {
    mocks.sendMessage.mockReturnValue(new Promise(() => undefined));
    const user = await renderForm(configured);
    await fillIn(user);
    await user.dblClick(send());
    expect(mocks.sendMessage).toHaveBeenCalledTimes(1);
    expect(send()).toBeDisabled();
  });

  it("keeps the text after a failure and offers a retry and the other ways to reach the shop", async () => {
    mocks.sendMessage.mockResolvedValueOnce({ ok: false, status: 500, text: "Server error" });
    const user = await renderForm(configured);
    await fillIn(user);
    await user.click(send());

    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("could not be sent");
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉");
    expect(screen.getByRole("link", { name: "Open it in your e-mail app" }).getAttribute("href")).toMatch(/^mailto:shop@example\.com\?/);
    expect(screen.getByRole("link", { name: /Send it on WhatsApp/ }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(screen.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");

    mocks.sendMessage.mockResolvedValueOnce({ ok: true });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(mocks.sendMessage).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you");
  });

  it("asks the visitor to wait when the rate limit refuses a send", async () => {
    mocks.sendMessage.mockResolvedValue({ ok: false, status: 429, text: "Too Many Requests" });
    const user = await renderForm(configured);
    await fillIn(user);
    await user.click(send());
    expect(screen.getByRole("status")).toHaveTextContent("Please wait 5 seconds before sending again.");
  });

  it("pretends to thank a robot that fills in the hidden field, and sends nothing", async () => {
    const user = await renderForm(configured);
    await fillIn(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="contact_reference"]')!;
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    await user.type(trap, "https://spam.example");
    await user.click(send());
    expect(screen.getByRole("status")).toHaveTextContent("Thank you");
    expect(mocks.sendMessage).not.toHaveBeenCalled();
  });
});
