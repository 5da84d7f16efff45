/**
 * Driving the owner's editor at /admin/ in the browser tests. The editor runs
 * with its in-browser test backend (`test-repo`): the generated configuration
 * is served with only its backend swapped, and the "repository" is the
 * browser's origin-private file system, filled with the project's content
 * before the editor opens and read back after it saves.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { COLLECTIONS_DIR, DESIGNS_DIR, SITE_FILE, TILES_FILE, VOCABULARY_FILE } from "#app/content/validate.ts";

/** Where the test backend keeps its files in the origin-private file system. */
const REPOSITORY = "sveltia-cms-test";
const root = join(import.meta.dirname, "..", "..");

/** The content files the editor edits, by their path in the repository. */
export function contentFiles(): Record<string, string> {
  const folder = (dir: string) => readdirSync(join(root, dir)).map((name) => `${dir}${name}`);
  const names = [SITE_FILE, TILES_FILE, VOCABULARY_FILE, ...folder(COLLECTIONS_DIR), ...folder(DESIGNS_DIR)];
  return Object.fromEntries(names.map((name) => [name, readFileSync(join(root, name), "utf8")]));
}

export interface EditorSession {
  /** Requests the editor sent to any other site (each was refused, as offline). */
  outside: string[];
  /** Addresses the page's Content-Security-Policy refused. */
  refused: string[];
}

/** What the editor opens with, where not the project's own: its repository's files, its configuration changed, and how long signing in may take. */
export interface EditorSetup {
  files?: Record<string, string>;
  configure?: (config: Record<string, unknown>) => Record<string, unknown>;
  timeout?: number;
}

/**
 * Opens /admin/ on the test backend with the project's content in its
 * repository (or `setup.files`), and signs in. Every request to another site
 * fails, as it would on a machine without internet.
 */
export async function openEditor(page: Page, baseURL: string, atSignIn?: () => Promise<void>, setup: EditorSetup = {}): Promise<EditorSession> {
  const session: EditorSession = { outside: [], refused: [] };
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== new URL(baseURL).origin) {
      session.outside.push(url.href);
      return route.abort("internetdisconnected");
    }
    if (url.pathname.endsWith("/admin/config.json")) {
      const response = await route.fetch();
      const config = { ...(await response.json()), backend: { name: "test-repo" } };
      return route.fulfill({ response, json: setup.configure ? setup.configure(config) : config });
    }
    return route.continue();
  });
  page.on("console", (message) => {
    const refused = message.text().match(/^(?:Connecting to|Loading the \w+) '([^']+)' violates the following Content Security Policy/);
    if (refused) session.refused.push(refused[1]);
  });
  await page.goto("./robots.txt");
  await page.evaluate(
    async ({ files, repository }) => {
      const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(repository, { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split("/");
        let folder = top;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files: setup.files ?? contentFiles(), repository: REPOSITORY },
  );
  await page.goto("./admin/");
  const signIn = page.getByRole("button", { name: "Work with Test Repository" });
  await signIn.waitFor();
  await atSignIn?.();
  await signIn.click();
  await expect(page.getByText("Shop details")).toBeVisible({ timeout: setup.timeout });
  return session;
}

/**
 * Every file in the editor's repository now: text files as text, others as base64. The editor may
 * still be tidying its files a moment after "Entry saved": a file gone while it is read means
 * the walk is made again.
 */
export async function repositoryFiles(page: Page): Promise<Record<string, { text?: string; base64?: string }>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readRepository(page);
    } catch (error) {
      if (attempt >= 5 || !/NotFoundError/.test(String(error))) throw error;
      await page.waitForTimeout(250);
    }
  }
}

function readRepository(page: Page): Promise<Record<string, { text?: string; base64?: string }>> {
  return page.evaluate(async (repository) => {
    const files: Record<string, { text?: string; base64?: string }> = {};
    async function walk(folder: FileSystemDirectoryHandle, path: string) {
      for await (const [name, handle] of (folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === "directory") {
          await walk(handle as FileSystemDirectoryHandle, `${path}${name}/`);
          continue;
        }
        const file = await (handle as FileSystemFileHandle).getFile();
        if (name.endsWith(".json")) {
          files[path + name] = { text: await file.text() };
        } else {
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          files[path + name] = { base64: btoa(binary) };
        }
      }
    }
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(repository), "");
    return files;
  }, REPOSITORY);
}

/** Starts a new design from the list of one of the site's collections (by its heading), from the editor's start. */
export async function newDesign(page: Page, heading: string) {
  await page.getByText(`${heading}: designs`, { exact: true }).first().click();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
}

/**
 * Fills in the new design: `photo` chosen through the phone's file picker and
 * put in, and `title` as what the photo shows (empty: left out). With
 * `insert: false`, stops once the photo is chosen.
 */
export async function addDesign(page: Page, title: string, photo: { name: string; mimeType: string; buffer: Buffer }, { insert = true } = {}) {
  // Written in English; the Gujarati and Hindi boxes beside it may stay empty.
  // The editor draws a list's fields, and then a field's boxes, as they scroll into view; the first box is the English one.
  const titleField = page.getByRole("group", { name: /What the photo shows/ }).last();
  await titleField.scrollIntoViewIfNeeded();
  const titleBox = titleField.getByRole("textbox").first();
  await titleBox.scrollIntoViewIfNeeded();
  if (title) await titleBox.fill(title);
  // The design's Photo field (named in quotes by the editor), drawn once scrolled into view.
  const field = page.getByRole("group", { name: /^\W*Photo\W*Field$/ }).last();
  await field.scrollIntoViewIfNeeded();
  await field.getByRole("button", { name: "Browse" }).click();
  const dialog = page.getByRole("dialog");
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: /Upload/ }).click()]);
  await chooser.setFiles(photo);
  if (!insert) return;
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toBeHidden();
}

/** A photo as a 12-megapixel phone camera takes it. */
export const phonePhoto = async () => ({
  name: "IMG 2041 (1).JPG",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#b8461b" } })
    .composite([{ input: Buffer.from('<svg width="4000" height="3000"><circle cx="2000" cy="1500" r="900" fill="#f4d03f"/></svg>'), top: 0, left: 0 }])
    .jpeg({ quality: 92 })
    .toBuffer(),
});
