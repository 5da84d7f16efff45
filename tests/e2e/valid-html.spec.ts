import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const client = join(import.meta.dirname, "..", "..", "build", "client");
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

const BLOCKING_ON_EXPECT = "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.";

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

test("every prerendered page passes the Nu Html Checker without errors or warnings", () => {
  test.setTimeout(120_000);
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(client, file));
  expect(pages.length).toBeGreaterThan(80);

  const vnu = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...pages], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (vnu.error) throw new Error(`Could not run Java for the Nu Html Checker: install Debian's default-jre-headless (${vnu.error.message})`);
  // The checker exits 1 when it finds errors; anything else means it did not run (too old a Java, say).
  if (vnu.status !== 0 && vnu.status !== 1) throw new Error(`The Nu Html Checker failed (exit ${vnu.status}): ${vnu.stderr}`);
  const { messages } = JSON.parse(vnu.stdout) as { messages: VnuMessage[] };
  const problems = messages
    .filter((m) => m.type !== "info" || m.subType === "warning")
    // Checked from disk, a page's origin is file:, which its Content-Security-Policy
    // ('self' and script hashes) cannot match; the browser tests check the policy for real.
    .filter((m) => !/violates Content Security Policy \(meta tag\)/.test(m.message))
    // The checker knows `blocking` on style sheets only; the HTML standard also gives it to
    // `<link rel="expect">`, which every page's head has (app/root.tsx). Only a page with that link is excused.
    .filter(
      (m) =>
        !(m.message === BLOCKING_ON_EXPECT && /<link rel="expect" href="#main" blocking="render">/.test(readFileSync(m.url.replace(/^file:/, ""), "utf8"))),
    )
    .map((m) => `${m.url.replace(`file:${client}`, "")}:${m.lastLine ?? 0}: ${m.type}: ${m.message}`);
  expect(problems).toEqual([]);
});
