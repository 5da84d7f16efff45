import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mocks, configured, renderForm, fillIn, field, send, resetContactForm } from "#tests/fixtures/contact-form.tsx";
import type { SendResult } from "#app/sending/index.ts";

// Mocked before anything is imported: the stand-in comes from the shared fixture.
vi.mock("#app/sending/send-message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withSendMessageMocked(original));
vi.mock("#app/sending/message.ts", async (original) => (await import("#tests/fixtures/contact-form.tsx")).withConfigMocked(original));
beforeEach(resetContactForm);

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
    for (const label of ["Name", "E-mail", "Message"]) expect(field(label)).toHaveValue("");
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
