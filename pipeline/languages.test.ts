// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { languageBuildDirectory, takeInLanguages } from "./languages";

let work: string;
let english: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "languages-"));
  english = join(work, "build.next");
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** A language's build as React Router leaves it: its pages under /gu/, their data, its scripts, and a fallback page of its own. */
function languageBuild(locale: "gu" | "hi") {
  const client = join(languageBuildDirectory(english, locale), "client");
  write(join(client, locale, "index.html"), `${locale} home`);
  write(join(client, locale, "kediya", "index.html"), `${locale} kediya`);
  write(join(client, `${locale}.data`), `${locale} data`);
  write(join(client, "assets", `root-${locale}.js`), `${locale} words`);
  write(join(client, "assets", "react-dom-same.js"), "the same in every build");
  write(join(client, "__spa-fallback.html"), `${locale} fallback page`);
}

it("moves each language's pages, data and scripts into the English build, and removes its folder", async () => {
  write(join(english, "client", "index.html"), "en home");
  write(join(english, "client", "assets", "react-dom-same.js"), "the same in every build");
  languageBuild("gu");
  languageBuild("hi");
  await takeInLanguages(english, "/");
  const client = join(english, "client");
  expect(readFileSync(join(client, "gu", "kediya", "index.html"), "utf8")).toBe("gu kediya");
  expect(readFileSync(join(client, "hi", "index.html"), "utf8")).toBe("hi home");
  expect(readFileSync(join(client, "gu.data"), "utf8")).toBe("gu data");
  expect(readFileSync(join(client, "assets", "root-hi.js"), "utf8")).toBe("hi words");
  // The English pages stay as they were; another build's fallback page is its language's not-found page.
  expect(readFileSync(join(client, "index.html"), "utf8")).toBe("en home");
  expect(readFileSync(join(client, "gu", "404.html"), "utf8")).toBe("gu fallback page");
  expect(readFileSync(join(client, "hi", "404.html"), "utf8")).toBe("hi fallback page");
  expect(existsSync(languageBuildDirectory(english, "gu"))).toBe(false);
  expect(existsSync(languageBuildDirectory(english, "hi"))).toBe(false);
});

it("names the language whose build is missing, and how to build every language", async () => {
  write(join(english, "client", "index.html"), "en home");
  languageBuild("gu");
  await expect(takeInLanguages(english, "/")).rejects.toThrow(/The pages in hi are missing: .*build\.next-hi\/client was not built\. Build the site with npm run build/);
});
