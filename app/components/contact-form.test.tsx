import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contact } from "../../tests/fixtures/contact";
import type * as SendMessageModule from "../utils/send-message";
import type { EmailJsConfig, SendResult } from "../utils/send-message";

const mocks = vi.hoisted(() => ({
  config: null as EmailJsConfig | null,
  sendMessage: vi.fn<(config: EmailJsConfig, message: unknown) => Promise<SendResult>>(),
}));
vi.mock("../utils/send-message", async (original) => ({
  ...(await original<typeof SendMessageModule>()),
  emailJsConfig: () => mocks.config,
  sendMessage: mocks.sendMessage,
  loadEmailJs: () => Promise.resolve({}),
}));

beforeEach(() => {
  mocks.sendMessage.mockReset();
});
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
});

const configured = { serviceId: "s", templateId: "t", publicKey: "p" };

async function renderForm(config: EmailJsConfig | null) {
  mocks.config = config;
  vi.resetModules();
  const { ContactForm } = await import("./contact-form");
  render(<ContactForm contact={contact} />);
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "  Asha ");
  await user.type(screen.getByLabelText("Email"), "asha@example.com");
  await user.type(screen.getByLabelText("Message"), "Two kediyu{Enter}for Navratri 🎉");
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => screen.getByRole("button", { name: /Send Message|Sending/ });

describe("ContactForm", () => {

  it("has empty, required name, email and message fields the browser validates", async () => {
    await renderForm(configured);
    expect(field("Name")).toHaveAttribute("name", "name");
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Message").tagName).toBe("TEXTAREA");
    expect(field("Message")).toHaveAttribute("rows", "4");
    for (const label of ["Name", "Email", "Message"]) {
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
    expect(mocks.sendMessage).toHaveBeenCalledWith(configured, {
      name: "Asha",
      email: "asha@example.com",
      message: "Two kediyu\nfor Navratri 🎉",
    });

    await act(async () => answer({ ok: true }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you");
    for (const label of ["Name", "Email", "Message"]) expect(field(label)).toHaveValue("");
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

  it("without EmailJS settings sends nothing and offers e-mail and WhatsApp with the message written", async () => {
    const user = await renderForm(null);
    await fillIn(user);
    await user.click(send());
    expect(screen.getByRole("status")).toHaveTextContent("Sending from this page is not set up yet");
    const mail = new URL(screen.getByRole("link", { name: "Open it in your e-mail app" }).getAttribute("href")!);
    expect(mail.searchParams.get("body")).toBe("Two kediyu\nfor Navratri 🎉\n\nAsha\nasha@example.com");
    const whatsApp = new URL(screen.getByRole("link", { name: /Send it on WhatsApp/ }).getAttribute("href")!);
    expect(whatsApp.searchParams.get("text")).toContain("Two kediyu\nfor Navratri 🎉");
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉");
    expect(mocks.sendMessage).not.toHaveBeenCalled();

    // The links carry the message as it stands when followed, not as it was sent.
    await user.type(screen.getByLabelText("Message"), " and a koti");
    const link = screen.getByRole("link", { name: "Open it in your e-mail app" });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(new URL(link.getAttribute("href")!).searchParams.get("body")).toContain("for Navratri 🎉 and a koti");
  });

});

describe("ContactForm before the page's script runs", () => {
  it("is not submitted by Send or by Enter, so nothing goes into the address", async () => {
    const { ContactForm } = await import("./contact-form");
    document.body.innerHTML = renderToString(<ContactForm contact={contact} />);
    const form = document.querySelector("form")!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submitted);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Asha{Enter}");
    await user.type(screen.getByLabelText("Email"), "asha@example.com{Enter}");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(submitted).not.toHaveBeenCalled();
    expect(field("Name")).toHaveValue("Asha");
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAccessibleDescription(/still loading/);
  });

  it("says where to write instead for a browser without JavaScript", async () => {
    const { ContactForm } = await import("./contact-form");
    const html = renderToString(<ContactForm contact={contact} />);
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
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
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

describe("ContactForm keeps the visitor's words on the device", () => {
  it("brings them back after a reload, until the visitor clears the form", async () => {
    let user = await renderForm(configured);
    await fillIn(user);
    await user.type(document.querySelector<HTMLInputElement>('input[name="contact_reference"]')!, "spam");
    cleanup();

    user = await renderForm(configured);
    expect(field("Name")).toHaveValue("  Asha ");
    expect(field("Email")).toHaveValue("asha@example.com");
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉");
    expect(document.querySelector('input[name="contact_reference"]')).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("What you wrote here last time is back in the form");

    await user.click(screen.getByRole("button", { name: "Clear the form" }));
    for (const label of ["Name", "Email", "Message"]) expect(field(label)).toHaveValue("");
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

describe("ContactForm with no answer after 15 seconds", () => {
  function timedOut() {
    let answer: (result: SendResult) => void = () => undefined;
    const lateAnswer = new Promise<SendResult>((resolve) => (answer = resolve));
    mocks.sendMessage.mockResolvedValueOnce({ ok: false, status: 0, text: "No answer within 15 seconds", timedOut: true, lateAnswer });
    return (result: SendResult) => act(async () => answer(result));
  }

  it("says it may still arrive, offers the other ways before a resend, and thanks the visitor for a late success", async () => {
    const answer = timedOut();
    const user = await renderForm(configured);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByRole("status")).toHaveTextContent("your message may still arrive");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open it in your e-mail app" })).toBeVisible();
    expect(screen.getByRole("link", { name: /Send it on WhatsApp/ })).toBeVisible();
    expect(screen.getByRole("button", { name: "Waiting for an answer…" })).toBeDisabled();
    await user.dblClick(screen.getByRole("button", { name: "Waiting for an answer…" }));
    expect(mocks.sendMessage).toHaveBeenCalledTimes(1);

    await answer({ ok: true });
    expect(screen.getByRole("status")).toHaveTextContent("Thank you! Your message has reached us");
    for (const label of ["Name", "Email", "Message"]) expect(field(label)).toHaveValue("");
    expect(localStorage.length).toBe(0);
    expect(mocks.sendMessage).toHaveBeenCalledTimes(1);
  });

  it("keeps what the visitor wrote while waiting when the late answer comes", async () => {
    const answer = timedOut();
    const user = await renderForm(configured);
    await fillIn(user);
    await user.click(send());
    await user.type(screen.getByLabelText("Message"), " and a koti");
    await answer({ ok: true });
    expect(screen.getByRole("status")).toHaveTextContent("What you wrote since is still in the form");
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉 and a koti");
  });

  it("sends again only when the visitor asks for it on purpose", async () => {
    const answer = timedOut();
    const user = await renderForm(configured);
    await fillIn(user);
    await user.click(send());
    await user.click(screen.getByText("It did not arrive? Send it again"));
    mocks.sendMessage.mockReturnValueOnce(new Promise(() => undefined));
    await user.click(screen.getByRole("button", { name: "Send it again" }));
    expect(mocks.sendMessage).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("status")).toHaveTextContent("Sending…");
    // The first attempt's failure, after the second has started, changes nothing.
    await answer({ ok: false, status: 500, text: "Internal error" });
    expect(screen.getByRole("status")).toHaveTextContent("Sending…");
  });

  it("counts the first answer that arrives when the visitor sent it twice, and only that one", async () => {
    const firstAnswer = timedOut();
    const user = await renderForm(configured);
    await fillIn(user);
    await user.click(send());
    let secondAnswer: (result: SendResult) => void = () => undefined;
    mocks.sendMessage.mockReturnValueOnce(new Promise((resolve) => (secondAnswer = resolve)));
    await user.click(screen.getByText("It did not arrive? Send it again"));
    await user.click(screen.getByRole("button", { name: "Send it again" }));

    await firstAnswer({ ok: true });
    expect(screen.getByRole("status")).toHaveTextContent("Thank you! Your message has reached us, and we will reply soon.");
    await user.type(screen.getByLabelText("Name"), "Ravi");
    await act(async () => secondAnswer({ ok: false, status: 500, text: "Internal error" }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you! Your message has reached us, and we will reply soon.");
    expect(field("Name")).toHaveValue("Ravi");
  });

  it("offers a retry when the late answer is a failure", async () => {
    const answer = timedOut();
    const user = await renderForm(configured);
    await fillIn(user);
    await user.click(send());
    await answer({ ok: false, status: 500, text: "Internal error" });
    expect(screen.getByRole("status")).toHaveTextContent("could not be sent");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(field("Message")).toHaveValue("Two kediyu\nfor Navratri 🎉");
  });
});
