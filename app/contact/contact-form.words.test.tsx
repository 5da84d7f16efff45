import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { contact } from "#tests/fixtures/contact.ts";
import { configured, field, mocks, resetContactForm } from "#tests/fixtures/contact-form.tsx";
import { onPage } from "#tests/fixtures/page.tsx";

// Mocked before anything is imported: the stand-in comes from the shared fixture.
vi.mock("#app/sending/send-message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withSendMessageMocked(original));
vi.mock("#app/sending/message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withConfigMocked(original));
beforeEach(resetContactForm);

async function renderWithDraft(path: string, message: string) {
  mocks.config = configured;
  localStorage.setItem("contact-form-draft", JSON.stringify({ name: "Asha", email: "asha@example.com", message }));
  const { ContactForm } = await import("#app/contact/contact-form.tsx");
  render(onPage(<ContactForm contact={contact} />, path));
  await screen.findByLabelText(/./, { selector: "textarea" });
}

describe("ContactForm's words", () => {
  it("refuses a restored message over its limit, saying why, as soon as the page's script runs", async () => {
    await renderWithDraft("/", "x".repeat(5230));
    expect(field("Message")).toHaveValue("x".repeat(5230));
    expect(field("Message").validationMessage).toBe("Your message is 5,230 characters long; the limit is 5,000. Please shorten it by 230.");
    expect(screen.getByRole("status")).toHaveTextContent("What you wrote here last time is back in the form");
  });

  it("says it in the page's language", async () => {
    await renderWithDraft("/gu/", "x".repeat(5230));
    const message = document.querySelector("textarea")!;
    expect(message.validationMessage).not.toBe("");
    expect(message.validationMessage).not.toContain("Your message");
    expect(message.validationMessage).toContain("5,230");
    expect(screen.getByRole("status").textContent).not.toContain("What you wrote");
  });
});
