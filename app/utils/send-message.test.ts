import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_TIMEOUT_MS, emailJsConfig, sendMessage } from "./send-message";

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
  beforeEach(() => {
    send.mockReset();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it("sends name, email and message as typed, with the public key and a rate limit", async () => {
    send.mockResolvedValue({ status: 200, text: "OK" });
    expect(await sendMessage(config, message)).toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith("service_1", "template_1", message, {
      publicKey: "public_1",
      limitRate: { id: "contact-form", throttle: 5000 },
    });
  });

  it("reports and logs a refusal with its status and text", async () => {
    send.mockRejectedValue({ status: 400, text: "The template ID is invalid" });
    expect(await sendMessage(config, message)).toEqual({ ok: false, status: 400, text: "The template ID is invalid" });
    expect(console.error).toHaveBeenCalledWith("Message not sent:", 400, "The template ID is invalid");
  });

  it("reports a network error", async () => {
    send.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendMessage(config, message)).toEqual({ ok: false, status: 0, text: "TypeError: Failed to fetch" });
  });

  it("gives up after 15 seconds without an answer", async () => {
    vi.useFakeTimers();
    send.mockReturnValue(new Promise(() => undefined));
    const result = sendMessage(config, message);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: false, status: 0, text: "No answer within 15 seconds", timedOut: true });
  });
});
