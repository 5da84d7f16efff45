import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { contact } from "../../tests/fixtures/contact";
import { configured, field, mocks, resetContactForm } from "../../tests/fixtures/contact-form";

// Mocked before anything is imported: the stand-in comes from the shared fixture.
vi.mock("../utils/send-message", async (original) => (await import("../../tests/fixtures/contact-form")).withSendMessageMocked(original));
beforeEach(resetContactForm);

describe("ContactForm while its words are downloading", () => {
  it("refuses a restored message over its limit by its figures, then in words once they arrive", async () => {
    mocks.config = configured;
    localStorage.setItem("contact-form-draft", JSON.stringify({ name: "Asha", email: "asha@example.com", message: "x".repeat(5230) }));
    vi.resetModules();
    const { ContactForm } = await import("./contact-form");
    const { loadContactWords } = await import("../utils/use-contact-words");
    render(<ContactForm contact={contact} />);
    expect(field("Message")).toHaveValue("x".repeat(5230));
    expect(field("Message").validationMessage).toBe("5,230 / 5,000");

    await act(() => loadContactWords());
    expect(field("Message").validationMessage).toBe(
      "Your message is 5,230 characters long; the limit is 5,000. Please shorten it by 230.",
    );
    expect(screen.getByRole("status")).toHaveTextContent("What you wrote here last time is back in the form");
  });
});
