import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { contact } from "#tests/fixtures/contact.ts";
import { onPage } from "#tests/fixtures/page.tsx";
import { mocks, configured, renderForm, field, send, resetContactForm } from "#tests/fixtures/contact-form.tsx";

// Mocked before anything is imported: the stand-in comes from the shared fixture.
vi.mock("#app/sending/send-message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withSendMessageMocked(original));
vi.mock("#app/sending/message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withConfigMocked(original));
beforeEach(resetContactForm);

describe("ContactForm before the page's script runs", () => {
  for (const [build, config, button, note] of [
    ["with EmailJS settings", configured, "Send Message", /still loading.*Press Send again/],
    ["without them", null, "Send on WhatsApp", /still loading.*Press Send on WhatsApp again/],
  ] as const) {
    it(`${build}, is not submitted by ${button} or by Enter, so nothing goes into the address and nothing opens`, async () => {
      mocks.config = config;
      vi.resetModules();
      const { ContactForm } = await import("#app/contact/contact-form.tsx");
      document.body.innerHTML = renderToString(onPage(<ContactForm contact={contact} />));
      const form = document.querySelector("form")!;
      const submitted = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener("submit", submitted);
      const open = vi.spyOn(window, "open");
      const user = userEvent.setup();
      await user.type(screen.getByLabelText("Name"), "Asha{Enter}");
      await user.type(screen.getByLabelText("E-mail"), "asha@example.com{Enter}");
      await user.click(screen.getByRole("button", { name: button }));
      expect(submitted).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
      expect(field("Name")).toHaveValue("Asha");
      // The note says which button to press once the form is ready.
      expect(screen.getByRole("button", { name: button })).toHaveAccessibleDescription(note);
      open.mockRestore();
    });
  }

  it("says where to write instead for a browser without JavaScript", async () => {
    const { ContactForm } = await import("#app/contact/contact-form.tsx");
    // As the page is prerendered: the words are left out of the browser's script.
    vi.stubEnv("SSR", true);
    const html = renderToString(onPage(<ContactForm contact={contact} />));
    vi.unstubAllEnvs();
    const noscript = /<noscript>(.*)<\/noscript>/s.exec(html)?.[1] ?? "";
    expect(noscript).toContain('href="mailto:shop@example.com"');
    expect(noscript).toContain('href="https://wa.me/919876543210"');
    expect(noscript).toContain('href="tel:+919876543210"');
  });
});

describe("ContactForm near and over its limits", () => {
  it("shows a counter near the limit, said once the visitor pauses", async () => {
    const user = await renderForm(configured);
    await user.click(screen.getByLabelText("Message"));
    await user.paste("x".repeat(4812));
    const counter = screen.getByText("4,812 of 5,000 characters");
    expect(field("Message")).toHaveAccessibleDescription("4,812 of 5,000 characters");
    expect(counter).not.toHaveAttribute("aria-live");
    const live = document.querySelector("[aria-live=polite]")!;
    expect(live).toBeEmptyDOMElement();
    await waitFor(() => expect(live).toHaveTextContent("4,812 of 5,000 characters"), { timeout: 2000 });

    await user.click(screen.getByLabelText("Name"));
    await user.paste("n".repeat(95));
    expect(field("Name")).toHaveAccessibleDescription("95 of 100 characters");
  });

  it("keeps pasted text over the limit whole, says how long it is, and does not send it", async () => {
    const user = await renderForm(configured);
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("E-mail"), "asha@example.com");
    await user.click(screen.getByLabelText("Message"));
    await user.paste("x".repeat(5230));
    expect(field("Message").value).toHaveLength(5230);
    const reason = "Your message is 5,230 characters long; the limit is 5,000. Please shorten it by 230.";
    expect(screen.getByText(reason)).toBeVisible();
    expect(field("Message")).toHaveAccessibleDescription(reason);
    expect(field("Message")).toHaveAttribute("aria-invalid", "true");

    await user.click(send());
    expect(mocks.sendMessage).not.toHaveBeenCalled();
    expect(field("Message").validationMessage).toBe(reason);
    expect(field("Message").value).toHaveLength(5230);
  });
});
