import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { readContent } from "#app/content/read-content.ts";
import { copyProject } from "#scripts/copy-project.ts";
import { addDesign, contentFiles, newDesign, openEditor, phonePhoto, repositoryFiles } from "#tests/e2e/editor.ts";
import { editorPolicy } from "#deploy/headers.ts";
import { at, axeViolations, phone } from "#tests/e2e/site.ts";

const root = join(import.meta.dirname, "..", "..");
const TITLE = "Saffron kediyu, mirror work and tassels";
const PRICE = 148000;
/** The design found by search and given a price of its own: Kediya's third. */
const EDITED = "Indigo kediyu, block print and piping";
const EDITED_PRICE = 9900;

// The owner is on a phone.
test.use({ viewport: phone, hasTouch: true, isMobile: true });

/** What axe finds of serious or critical impact: the rest is the library's own markup, reported rather than patched. */
const seriousViolations = async (page: Page) => (await axeViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));

/** The rows of the editor's list of entries (or of search results). */
const rows = (page: Page) => page.getByRole("grid", { name: "Entries" }).getByRole("row");

/**
 * Saves the entry open in the editor, and waits until the editor has closed it and gone back to the
 * list it came from (a step back in the page's history, which would otherwise land after, and undo, a
 * move made straight after the save).
 */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/\/(entries\/|new\b)/);
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
}

test("the owner filters the designs by collection, adds a priced design with a photo to Kediya's, edits another found by search and picks it for the home page; the build publishes all three", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  // Taken before the editor opens: made while it was open (a second's work), the new design's Photo field was at times never drawn.
  const taken = await phonePhoto();
  const editor = await openEditor(page, baseURL!, async () => {
    expect(await seriousViolations(page), "the sign-in screen").toEqual([]);
  });

  // Every design in one list, newest first, each with its collection, number and price; filtered to Kediya's.
  await page.getByText("All designs", { exact: true }).click();
  await expect(rows(page).first()).toContainText("· Kediya's 20 · ₹");
  expect(await seriousViolations(page), "the designs' list").toEqual([]);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Kediya's" }).click();
  await page.keyboard.press("Escape");
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).filter({ hasNotText: "Kediya's" })).toHaveCount(0);

  // Kediya's own list adds a design of Kediya's with the next number, 21.
  await page.getByRole("button", { name: "Back to Collection List" }).click();
  await newDesign(page, "Kediya's");
  await expect(page.getByRole("spinbutton", { name: "Number" })).toHaveValue("21");
  await addDesign(page, TITLE, taken);
  await expect(page.getByRole("group", { name: /^\W*Photo\W*Field$/ }).getByRole("button", { name: "Replace Image" })).toBeVisible({ timeout: 60_000 });
  // What it costs, in whole rupees: the grid and the photo's page say it.
  const priceField = page.getByRole("group", { name: /Price from/ }).last();
  await priceField.scrollIntoViewIfNeeded();
  await priceField.getByRole("spinbutton").fill(String(PRICE));
  expect(await seriousViolations(page), "the entry form").toEqual([]);
  await save(page);

  // Another design, found by its words from the editor's search, gets a price of its own.
  await page.goto("./admin/#/collections");
  const search = page.getByRole("searchbox", { name: "Search for contents…" });
  await search.fill(EDITED);
  await search.press("Enter");
  await rows(page)
    .filter({ hasText: "All designs" })
    .filter({ hasText: `${EDITED} · Kediya's 3` })
    .click();
  const editedPrice = page.getByRole("group", { name: /Price from/ }).getByRole("spinbutton");
  await editedPrice.scrollIntoViewIfNeeded();
  await editedPrice.fill(String(EDITED_PRICE));
  await save(page);

  // The home page's second Kediya photo becomes the new design, picked by its title.
  await page.goto("./admin/#/collections/collections");
  await rows(page).filter({ hasText: "Kediya's" }).first().click();
  const previews = page.getByRole("group", { name: /Home page photos/ });
  await previews.scrollIntoViewIfNeeded();
  await previews.getByRole("button", { name: /^Remove .*\(Kediya's 8\)/ }).click();
  const pick = previews.getByRole("combobox");
  await pick.click();
  await page.getByRole("searchbox", { name: "Filter Options" }).fill("Saffron");
  // Only Kediya's own designs are offered: not Saffron chakda, which the build would refuse here.
  await expect(page.getByRole("option", { name: new RegExp(`${TITLE} \\(Kediya's 21\\)`) })).toBeVisible();
  await expect(page.getByRole("option", { name: /chakda/i })).toHaveCount(0);
  await page.getByRole("option", { name: new RegExp(`${TITLE} \\(Kediya's 21\\)`) }).click();
  // Kediya's page lists its newest designs first from now on.
  const newestFirst = page.getByRole("radio", { name: "Newest first" });
  await newestFirst.scrollIntoViewIfNeeded();
  await newestFirst.click();
  await save(page);

  // What the editor wrote: the new design's file and its photo, shrunk, in kediya's folder under a safe name; the edited design's file; Kediya's own.
  const before = contentFiles();
  const after = await repositoryFiles(page);
  const changed = Object.keys(after).filter((path) => !(path in before) || after[path].text !== before[path]);
  expect(changed.sort()).toEqual([
    "content/collections/kediya.json",
    "content/designs/kediya-21.json",
    "content/designs/kediya-3.json",
    "content/images/kediya/img-2041-1.webp",
  ]);
  const photo = Buffer.from(after["content/images/kediya/img-2041-1.webp"].base64!, "base64");
  const { format, width, height } = await sharp(photo).metadata();
  expect({ format, longest: Math.max(width, height) }).toEqual({ format: "webp", longest: 3000 });
  expect(photo.length).toBeLessThan(1_000_000);
  expect(JSON.parse(after["content/collections/kediya.json"].text!)).toMatchObject({
    preview: expect.arrayContaining(["kediya-1", "kediya-15", "kediya-21"]),
    order: "newest",
  });

  // Nothing the editor needed came from elsewhere: its fonts are the site's own; its update check is refused by its policy.
  expect(editor.outside).toEqual([]);
  expect(editor.refused.filter((url) => !url.startsWith("https://unpkg.com/@sveltia/cms/"))).toEqual([]);

  // The files go into a copy of the project, which the content checks accept and which builds with all three changes.
  const work = mkdtempSync(join(tmpdir(), "edited-"));
  try {
    copyProject(root, work);
    for (const path of changed) {
      const file = after[path];
      writeFileSync(join(work, path), file.text ?? Buffer.from(file.base64!, "base64"));
    }
    const kediya = readContent(work).collections.find((collection) => collection.slug === "kediya")!;
    expect(kediya.items.at(-1)).toMatchObject({
      number: 21,
      title: { en: TITLE },
      largeImage: "images/kediya/img-2041-1.webp",
      smallImage: "images/kediya/img-2041-1.webp",
      price: PRICE,
    });

    const built = spawnSync(process.execPath, ["scripts/build.ts"], {
      cwd: work,
      encoding: "utf8",
      env: {
        ...process.env,
        SITE_URL: "https://tailor.example",
        CMS_REPO: "tailor/catalogue",
        IMAGE_CACHE_DIR: join(root, "node_modules", ".cache", "imagetools"),
      },
    });
    expect(built.status, built.stderr).toBe(0);
    const page_ = (path: string) => readFileSync(join(work, "build", "client", ...path.split("/").filter(Boolean), "index.html"), "utf8");
    const html = page_("/kediya");
    const photoTag = html.match(/<img [^>]*alt="Saffron kediyu, mirror work and tassels"[^>]*>/)?.[0];
    expect(photoTag, "the new design's photo on /kediya").toMatch(/ src="\/assets\/img-2041-1-[\w-]+\.jpg"/);
    // Its price in Indian grouping, on its card and on its own page, in English and in Gujarati.
    expect(html, "the new design's price on /kediya").toContain("From ₹1,48,000");
    expect(page_("/kediya/photo/21"), "its photo page").toMatch(/<dt>Price<\/dt><dd>From ₹1,48,000<\/dd>/);
    expect(page_("/gu/kediya/photo/21"), "its Gujarati photo page").toContain("₹1,48,000થી શરૂ");
    // The design edited keeps its address, with its new price.
    expect(page_("/kediya/photo/3"), "the edited design's page").toMatch(/<dt>Price<\/dt><dd>From ₹9,900<\/dd>/);
    expect(page_("/kediya/photo/3")).toContain(EDITED);
    // Kediya's lists the newest first: the new design, then 20, 19, …; its address is its number still.
    expect(
      [...html.matchAll(/<a [^>]*href="\/kediya\/photo\/(\d+)"/g)].slice(0, 3).map((link) => link[1]),
      "the order of /kediya",
    ).toEqual(["21", "20", "19"]);
    // The home page previews it.
    expect(page_("/"), "the home page's preview").toMatch(/<a [^>]*href="\/kediya\/photo\/21"/);
  } finally {
    rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  }
});

test("a photo the site cannot show, or a design without words, is refused with what to do, and nothing is written", async ({ page, baseURL }) => {
  await openEditor(page, baseURL!);
  await newDesign(page, "Kediya's");

  // An iPhone's HEIC photo, as a phone hands it over when asked for any image.
  await addDesign(page, TITLE, { name: "IMG_2042.HEIC", mimeType: "image/heic", buffer: Buffer.from("a HEIC photo") }, { insert: false });
  await page.getByRole("dialog", { name: "Select Image" }).getByRole("button", { name: "Insert" }).click();
  const refusal = page.getByRole("alertdialog", { name: "Invalid File" });
  await expect(refusal).toContainText("Please convert the file and try again.");
  await refusal.getByRole("button", { name: "OK" }).click();
  const picker = page.getByRole("dialog", { name: "Select Image" });
  if (await picker.isVisible()) await picker.getByRole("button", { name: "Cancel" }).click();

  await addDesign(page, "", await phonePhoto());
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await expect(page.getByText("Entry saved.")).toHaveCount(0);

  const before = contentFiles();
  const after = await repositoryFiles(page);
  expect(Object.keys(after).filter((path) => !(path in before) || after[path].text !== before[path])).toEqual([]);
});

test("the editor is no page of the site: not indexed, not in the sitemap, with its own policy, and nothing of it on a public page", async ({
  page,
  request,
}) => {
  for (const path of ["/admin/", "/admin"]) {
    const response = await request.get(at(path));
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toBe(editorPolicy());
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
    expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
  }
  expect(await (await request.get(at("/robots.txt"))).text()).toMatch(/^Disallow: \/admin\/$/m);
  expect(await (await request.get(at("/sitemap.xml"))).text()).not.toContain("admin");

  const home = await request.get(at("/"));
  expect(home.headers()["content-security-policy"]).not.toContain("api.github.com");
  expect(home.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  const requested: string[] = [];
  page.on("request", (sent) => requested.push(sent.url()));
  for (const path of ["/", "/kediya", "/kediya/photo/3"]) {
    await page.goto(at(path));
    await page.waitForLoadState("networkidle");
    expect(await page.content(), path).not.toMatch(/sveltia|\/admin\//i);
  }
  expect(requested.filter((url) => url.includes("/admin/"))).toEqual([]);
});
