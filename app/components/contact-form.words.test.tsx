import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contact } from "../../tests/fixtures/contact";
import { onPage } from "../../tests/fixtures/page";
import { configured, field, fillIn, mocks, resetContactForm, send } from "../../tests/fixtures/contact-form";
import type { SendResult } from "../utils/send-message";

// Mocked before anything is imported: the stand-in comes from the shared fixture.
vi.mock("../utils/send-message", async (original) => (await import("../../tests/fixtures/contact-form")).withSendMessageMocked(original));
beforeEach(resetContactForm);

describe("ContactForm while its words are downloading", () => {
  it("refuses a restored message over its limit by its figures, then in words once they arrive", async () => {
    mocks.config = configured;
    localStorage.setItem("contact-form-draft", JSON.stringify({ name: "Asha", email: "asha@example.com", message: "x".repeat(5230) }));
    vi.resetModules();
    const { ContactForm } = await import("./contact-form");
    const { contactWords } = await import("../utils/use-contact-words");
    const { createRoutesStub } = await import("react-router");
    render(onPage(<ContactForm contact={contact} />, "/", createRoutesStub));
    expect(field("Message")).toHaveValue("x".repeat(5230));
    expect(field("Message").validationMessage).toBe("5,230 / 5,000");

    await act(() => contactWords.load());
    expect(field("Message").validationMessage).toBe(
      "Your message is 5,230 characters long; the limit is 5,000. Please shorten it by 230.",
    );
    expect(screen.getByRole("status")).toHaveTextContent("What you wrote here last time is back in the form");
  });
});

describe("ContactForm whose words never arrive (the connection dropped after the page loaded)", () => {
  async function renderWithoutWords() {
    mocks.config = configured;
    vi.resetModules();
    vi.doMock("../utils/contact-words", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { ContactForm } = await import("./contact-form");
    const { createRoutesStub } = await import("react-router");
    render(onPage(<ContactForm contact={contact} />, "/", createRoutesStub));
    await screen.findByLabelText("Name");
    const user = userEvent.setup();
    await fillIn(user);
    return user;
  }

  afterEach(() => vi.doUnmock("../utils/contact-words"));

  it("still says the message is on its way, then that it reached the shop", async () => {
    let answer: (result: SendResult) => void = () => undefined;
    mocks.sendMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = await renderWithoutWords();
    await user.click(send());
    expect(screen.getByRole("status")).toHaveTextContent("Sending…");

    await act(async () => answer({ ok: true }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you! Your message has reached us");
    expect(field("Message")).toHaveValue("");
  });

  it("still says the message was not sent, and keeps it in the form", async () => {
    mocks.sendMessage.mockResolvedValue({ ok: false, status: 500, text: "Internal Server Error" });
    const user = await renderWithoutWords();
    await user.click(send());
    expect(await screen.findByRole("status")).toHaveTextContent("Sorry, your message could not be sent");
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉");
  });

});

describe("ContactForm whose words failed to download once", () => {
  afterEach(() => vi.doUnmock("../utils/contact-words"));

  it("downloads them again when the visitor starts on the form", async () => {
    mocks.config = configured;
    vi.resetModules();
    let tries = 0;
    vi.doMock("../utils/contact-words", async (original) => {
      if (++tries === 1) throw new Error("Failed to fetch dynamically imported module");
      return original();
    });
    const { ContactForm } = await import("./contact-form");
    const { contactWords } = await import("../utils/use-contact-words");
    const { createRoutesStub } = await import("react-router");
    render(onPage(<ContactForm contact={contact} />, "/", createRoutesStub));
    await screen.findByLabelText("Name");
    await vi.waitFor(() => expect(tries).toBe(1));
    expect(contactWords.current()).toBeUndefined();

    const user = userEvent.setup();
    await user.type(field("Message"), "x".repeat(20));
    await vi.waitFor(() => expect(contactWords.current()).toBeDefined());
    expect(tries).toBe(2);
  });
});

describe("ContactForm whose words are still downloading (a slow connection)", () => {
  afterEach(() => vi.doUnmock("../utils/contact-words"));

  it("sends once when Send is pressed twice, and says it is sending", async () => {
    mocks.config = configured;
    mocks.sendMessage.mockReturnValue(new Promise(() => undefined));
    vi.resetModules();
    vi.doMock("../utils/contact-words", () => new Promise(() => undefined));
    const { ContactForm } = await import("./contact-form");
    const { createRoutesStub } = await import("react-router");
    render(onPage(<ContactForm contact={contact} />, "/", createRoutesStub));
    await screen.findByLabelText("Name");
    const user = userEvent.setup();
    await fillIn(user);
    await user.dblClick(send());
    expect(mocks.sendMessage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Sending…");
  });
});
