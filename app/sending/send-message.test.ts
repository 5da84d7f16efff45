import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockStorage } from "#tests/fixtures/storage.ts";
import { emailJsConfig } from "#app/sending/message.ts";
import { SEND_TIMEOUT_MS, THROTTLE_MS, sendMessage } from "#app/sending/send-message.ts";

const send = vi.fn();
vi.mock("@emailjs/browser", () => ({ send: (...args: unknown[]) => send(...args) }));

const config = { serviceId: "service_1", templateId: "template_1", publicKey: "public_1" };
const message = { name: "આશા", email: "asha@example.com", message: "Two kediyu 🎉\nfor Navratri" };

describe("emailJsConfig", () => {
  it("needs all three identifiers", () => {
    const env = { VITE_EMAILJS_SERVICE_ID: "s", VITE_EMAILJS_TEMPLATE_ID: "t", VITE_EMAILJS_PUBLIC_KEY: "p" };
    expect(emailJsConfig(env)).toEqual({ serviceId: "s", templateId: "t", publicKey: "p" });
    expect(emailJsConfig({ ...env, VITE_EMAILJS_PUBLIC_KEY: " " })).toBeNull();
    expect(emailJsConfig({})).toBeNull();
  });
});

describe("sendMessage", () => {
  // Each test starts well after the last one's attempt, so the throttle does not refuse it.
  let clock = Date.parse("2026-01-01T00:00:00Z");
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    clock += 60_000;
    vi.setSystemTime(clock);
    send.mockReset();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it("sends name, email and message as typed, and the visitor's language, with the public key", async () => {
    send.mockResolvedValue({ status: 200, text: "OK" });
    expect(await sendMessage(config, message, "en")).toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith("service_1", "template_1", { ...message, language: "English (en)" }, { publicKey: "public_1" });
  });

  it("names the language in itself, with its code, for a visitor on the Gujarati or Hindi pages", async () => {
    send.mockResolvedValue({ status: 200, text: "OK" });
    await sendMessage(config, message, "gu");
    vi.advanceTimersByTime(THROTTLE_MS);
    await sendMessage(config, message, "hi");
    expect(send.mock.calls.map(([, , params]) => params)).toEqual([
      { ...message, language: "ગુજરાતી (gu)" },
      { ...message, language: "हिन्दी (hi)" },
    ]);
  });

  it("reports and logs a refusal with its status and text", async () => {
    send.mockRejectedValue({ status: 400, text: "The template ID is invalid" });
    expect(await sendMessage(config, message, "en")).toEqual({ ok: false, status: 400, text: "The template ID is invalid" });
    expect(console.error).toHaveBeenCalledWith("Message not sent:", 400, "The template ID is invalid");
  });

  it("reports a network error", async () => {
    send.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendMessage(config, message, "en")).toEqual({ ok: false, status: 0, text: "TypeError: Failed to fetch" });
  });

  it("refuses a second attempt within 5 seconds without a request, even where storage is blocked", async () => {
    const unblock = blockStorage();
    try {
      send.mockResolvedValue({ status: 200, text: "OK" });
      expect(await sendMessage(config, message, "en")).toEqual({ ok: true });
      vi.advanceTimersByTime(THROTTLE_MS - 1);
      expect(await sendMessage(config, message, "en")).toEqual({ ok: false, status: 429, text: "Too Many Requests" });
      expect(send).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(await sendMessage(config, message, "en")).toEqual({ ok: true });
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      unblock();
    }
  });

  it("after 15 seconds without an answer says so, and still hears a late one", async () => {
    let answer: (value: unknown) => void = () => undefined;
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const result = sendMessage(config, message, "en");
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const first = await result;
    expect(first).toMatchObject({ ok: false, status: 0, text: "No answer within 15 seconds", timedOut: true });

    answer({ status: 200, text: "OK" });
    expect(first.ok === false && first.timedOut && (await first.lateAnswer)).toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
