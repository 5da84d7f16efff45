import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SendResult } from "#app/sending/send-message.ts";
import { useSending, type SendingOptions } from "#app/sending/use-sending.ts";

const sendMessage = vi.fn<(...args: unknown[]) => Promise<SendResult>>();
vi.mock("#app/sending/send-message.ts", () => ({ sendMessage: (...args: unknown[]) => sendMessage(...args), SEND_TIMEOUT_MS: 15_000, THROTTLE_MS: 5_000 }));

const config = { serviceId: "service", templateId: "template", publicKey: "key" };
const message = { name: "Asha", email: "asha@example.com", message: "Two kediyu" };

/** The hook as a form uses it, its send recorded in `kept` as a draft would. */
function render(delivered: (sent: string) => boolean = () => false, options: Partial<SendingOptions<string>> = {}) {
  const kept: { since?: number } = {};
  const record = vi.fn((since: number | undefined) => {
    kept.since = since;
  });
  const hook = renderHook(
    (props: Partial<SendingOptions<string>>) => useSending<string>({ locale: "en", pendingSince: undefined, record, delivered, ...props }),
    { initialProps: options },
  );
  return { ...hook, record, kept };
}

/** A send that has no answer within the timeout, and the answer to give it later. */
function timedOut() {
  let answer: (result: SendResult) => void = () => undefined;
  const lateAnswer = new Promise<SendResult>((resolve) => (answer = resolve));
  sendMessage.mockResolvedValueOnce({ ok: false, status: 0, text: "No answer within 15 seconds", timedOut: true, lateAnswer });
  return (result: SendResult) => act(async () => answer(result));
}

describe("words sent by e-mail", () => {
  it("waits for a late answer, and counts success once when a second send and the late answer both arrive", async () => {
    const delivered = vi.fn(() => false);
    const { result } = render(delivered);
    const answer = timedOut();
    // Not awaited: the send goes on until the late answer comes.
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current.send(config, message, "draft 1");
    });
    await vi.waitFor(() => expect(result.current.status).toEqual({ state: "waiting", message, seconds: 15 }));
    expect(result.current.waiting).toBe(true);
    expect(result.current.busy()).toBe(true);

    // Sent again knowing the first may still arrive: whichever success comes first is the one that counts.
    sendMessage.mockResolvedValueOnce({ ok: true });
    result.current.again();
    await act(() => result.current.send(config, message, "draft 2"));
    await answer({ ok: true });
    await act(() => first);
    expect(delivered).toHaveBeenCalledTimes(1);
    expect(result.current.status).toEqual({ state: "sent", newerKept: false });
    expect(result.current.busy()).toBe(false);
  });

  it("says when the service asks to wait before the next send, and when it refuses", async () => {
    const { result } = render(() => false, { locale: "gu" });
    sendMessage.mockResolvedValueOnce({ ok: false, status: 429, text: "Too many requests" });
    await act(() => result.current.send(config, message, "draft"));
    expect(result.current.status).toEqual({ state: "failed", reason: "too-soon", message, seconds: 5 });
    sendMessage.mockResolvedValueOnce({ ok: false, status: 500, text: "Down" });
    await act(() => result.current.send(config, message, "draft"));
    expect(result.current.status).toEqual({ state: "failed", reason: "error", message });
    expect(result.current.busy()).toBe(false);
  });

  it("tells the form newer words were kept when the order changed while it was on its way", async () => {
    const { result } = render(() => true);
    sendMessage.mockResolvedValueOnce({ ok: true });
    await act(() => result.current.send(config, message, "draft"));
    expect(result.current.status).toEqual({ state: "sent", newerKept: true });
  });

  it("records that a send began before the request leaves, and forgets it once answered", async () => {
    const { result, record, kept } = render();
    const answer = timedOut();
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current.send(config, message, "draft");
    });
    // A reload now finds the send recorded: the words may have arrived.
    expect(kept.since).toEqual(expect.any(Number));
    expect(record.mock.invocationCallOrder[0]).toBeLessThan(sendMessage.mock.invocationCallOrder.at(-1)!);
    await answer({ ok: false, status: 500, text: "Down" });
    await act(() => first);
    expect(kept.since).toBeUndefined();
  });

  it("keeps the record when no answer came: a request cut as the page is left may still have arrived", async () => {
    const { result, kept } = render();
    sendMessage.mockResolvedValueOnce({ ok: false, status: 0, text: "TypeError: Failed to fetch" });
    await act(() => result.current.send(config, message, "draft"));
    expect(result.current.status).toEqual({ state: "failed", reason: "error", message });
    expect(kept.since).toEqual(expect.any(Number));
  });

  it("after a reload mid-send, says the words may have arrived, and asks before sending them again", async () => {
    const at = Date.UTC(2026, 10, 27, 9, 2);
    const { result, rerender, kept } = render(() => false, { pendingSince: at });
    expect(result.current.status).toEqual({ state: "maybe-sent", at, asked: false });

    sendMessage.mockClear();
    await act(() => result.current.send(config, message, "draft"));
    expect(sendMessage).not.toHaveBeenCalled();
    expect(result.current.status).toEqual({ state: "maybe-sent", at, asked: true });

    // The visitor's yes: "Send it again".
    sendMessage.mockResolvedValueOnce({ ok: true });
    await act(() => result.current.send(config, message, "draft", true));
    expect(sendMessage).toHaveBeenCalledTimes(1);
    rerender({ pendingSince: kept.since });
    expect(result.current.status).toEqual({ state: "sent", newerKept: false });
  });

  it("forgets a send from before the reload when the visitor clears the words", () => {
    const { result, kept, rerender } = render(() => false, { pendingSince: Date.UTC(2026, 10, 27, 9, 2) });
    kept.since = 1;
    act(() => result.current.setStatus({ state: "idle" }));
    rerender({ pendingSince: kept.since });
    expect(kept.since).toBeUndefined();
    expect(result.current.status).toEqual({ state: "idle" });
  });
});
