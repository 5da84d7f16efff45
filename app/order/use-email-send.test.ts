import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SendResult } from "../utils/send-message";
import { useEmailSend } from "./use-email-send";

const sendMessage = vi.fn<(...args: unknown[]) => Promise<SendResult>>();
vi.mock("../utils/send-message", () => ({ sendMessage: (...args: unknown[]) => sendMessage(...args), SEND_TIMEOUT_MS: 15_000, THROTTLE_MS: 5_000 }));

const config = { serviceId: "service", templateId: "template", publicKey: "key" };
const message = { name: "Asha", email: "asha@example.com", message: "Two kediyu" };

/** A send that has no answer within the timeout, and the answer to give it later. */
function timedOut() {
  let answer: (result: SendResult) => void = () => undefined;
  const lateAnswer = new Promise<SendResult>((resolve) => (answer = resolve));
  sendMessage.mockResolvedValueOnce({ ok: false, status: 0, text: "No answer within 15 seconds", timedOut: true, lateAnswer });
  return (result: SendResult) => act(async () => answer(result));
}

describe("an order sent by e-mail", () => {
  it("waits for a late answer, and counts success once when a second send and the late answer both arrive", async () => {
    const delivered = vi.fn(() => false);
    const { result } = renderHook(() => useEmailSend<string>("en", delivered));
    const answer = timedOut();
    // Not awaited: the send goes on until the late answer comes.
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current.send(config, message, "draft 1");
    });
    await vi.waitFor(() => expect(result.current.status).toEqual({ state: "waiting", message, seconds: 15 }));
    expect(result.current.waiting).toBe(true);
    expect(result.current.busy.current).toBe(true);

    // Sent again knowing the first may still arrive: whichever success comes first is the one that counts.
    sendMessage.mockResolvedValueOnce({ ok: true });
    result.current.again();
    await act(() => result.current.send(config, message, "draft 2"));
    await answer({ ok: true });
    await act(() => first);
    expect(delivered).toHaveBeenCalledTimes(1);
    expect(result.current.status).toEqual({ state: "sent", newerKept: false });
    expect(result.current.busy.current).toBe(false);
  });

  it("says when the service asks to wait before the next send, and when it refuses", async () => {
    const { result } = renderHook(() => useEmailSend<string>("gu", () => false));
    sendMessage.mockResolvedValueOnce({ ok: false, status: 429, text: "Too many requests" });
    await act(() => result.current.send(config, message, "draft"));
    expect(result.current.status).toEqual({ state: "failed", reason: "too-soon", message, seconds: 5 });
    sendMessage.mockResolvedValueOnce({ ok: false, status: 500, text: "Down" });
    await act(() => result.current.send(config, message, "draft"));
    expect(result.current.status).toEqual({ state: "failed", reason: "error", message });
    expect(result.current.busy.current).toBe(false);
  });

  it("tells the form newer words were kept when the order changed while it was on its way", async () => {
    const { result } = renderHook(() => useEmailSend<string>("en", () => true));
    sendMessage.mockResolvedValueOnce({ ok: true });
    await act(() => result.current.send(config, message, "draft"));
    expect(result.current.status).toEqual({ state: "sent", newerKept: true });
  });
});
