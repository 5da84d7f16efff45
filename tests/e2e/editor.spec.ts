import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { readContent } from "../../app/content/read-content";
import { copyProject } from "../../scripts/copy-project";
import { addDesign, contentFiles, openCollection, openEditor, repositoryFiles } from "./editor";
import { editorPolicy } from "../../deploy/headers";
import { at, axeViolations, phone } from "./site";

const root = join(import.meta.dirname, "..", "..");
const TITLE = "Saffron kediyu, mirror work and tassels";
const PRICE = 148000;
const ABOUT = "Three generations of tailors, now sewing for Navratri groups across Gujarat.";

// The owner is on a phone.
test.use({ viewport: phone, hasTouch: true, isMobile: true });

/** What axe finds of serious or critical impact: the rest is the library's own markup, reported rather than patched. */
const seriousViolations = async (page: Page) => (await axeViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));

/** A photo as a 12-megapixel phone camera takes it. */
const phonePhoto = async () => ({
  name: "IMG 2041 (1).JPG",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#b8461b" } })
    .composite([{ input: Buffer.from('<svg width="4000" height="3000"><circle cx="2000" cy="1500" r="900" fill="#f4d03f"/></svg>'), top: 0, left: 0 }])
    .jpeg({ quality: 92 })
    .toBuffer(),
});

test("the owner adds a design with a photo to /kediya and rewrites the About text; the build publishes them", async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  // Taken before the editor opens: made while it was open (a second's work), the new design's Photo field was at times never drawn.
  const taken = await phonePhoto();
  const editor = await openEditor(page, baseURL!, async () => {
    expect(await seriousViolations(page), "the sign-in screen").toEqual([]);
  });

  await openCollection(page, "Kediya's");
  await addDesign(page, TITLE, taken);
  // What it costs, in whole rupees: the grid and the photo's page say it.
  const priceField = page.getByRole("group", { name: /Price from/ }).last();
  await priceField.scrollIntoViewIfNeeded();
  await priceField.getByRole("spinbutton").fill(String(PRICE));
  expect(await seriousViolations(page), "the entry form").toEqual([]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible();

  await page.getByRole("button", { name: "Back to Collection List" }).click();
  await page.getByText("Shop details", { exact: true }).click();
  await page.getByText("Header, About and contact", { exact: true }).click();
  // The editor draws a field's boxes once it scrolls into view; the first is the English one.
  const aboutField = page.getByRole("group", { name: /About the shop/ });
  await aboutField.scrollIntoViewIfNeeded();
  const about = aboutField.getByRole("textbox").first();
  await about.scrollIntoViewIfNeeded();
  await about.fill(ABOUT);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible();

  // What the editor wrote: the two content files it changed, and the photo, shrunk, in kediya's folder under a safe name.
  const before = contentFiles();
  const after = await repositoryFiles(page);
  const changed = Object.keys(after).filter((path) => !(path in before) || after[path].text !== before[path]);
  expect(changed.sort()).toEqual(["content/collections/kediya.json", "content/images/kediya/img-2041-1.webp", "content/site.json"]);
  const photo = Buffer.from(after["content/images/kediya/img-2041-1.webp"].base64!, "base64");
  const { format, width, height } = await sharp(photo).metadata();
  expect({ format, longest: Math.max(width, height) }).toEqual({ format: "webp", longest: 3000 });
  expect(photo.length).toBeLessThan(1_000_000);

  // Nothing the editor needed came from elsewhere: its fonts are the site's own; its update check is refused by its policy.
  expect(editor.outside).toEqual([]);
  expect(editor.refused.filter((url) => !url.startsWith("https://unpkg.com/@sveltia/cms/"))).toEqual([]);

  // The files go into a copy of the project, which the content checks accept and which builds with the new design.
  const work = mkdtempSync(join(tmpdir(), "edited-"));
  try {
    copyProject(root, work);
    for (const path of changed) {
      const file = after[path];
      writeFileSync(join(work, path), file.text ?? Buffer.from(file.base64!, "base64"));
    }
    const kediya = readContent(work).collections.find((collection) => collection.slug === "kediya")!;
    expect(kediya.items.at(-1)).toMatchObject({ title: { en: TITLE }, largeImage: "images/kediya/img-2041-1.webp", smallImage: "images/kediya/img-2041-1.webp", price: PRICE });
    expect(readContent(work).site.about.paragraph.en).toBe(ABOUT);

    const built = spawnSync(process.execPath, ["scripts/build.ts"], {
      cwd: work,
      encoding: "utf8",
      env: { ...process.env, SITE_URL: "https://tailor.example", CMS_REPO: "tailor/catalogue", IMAGE_CACHE_DIR: join(root, "node_modules", ".cache", "imagetools") },
    });
    expect(built.status, built.stderr).toBe(0);
    const html = readFileSync(join(work, "build", "client", "kediya", "index.html"), "utf8");
    const photoTag = html.match(/<img [^>]*alt="Saffron kediyu, mirror work and tassels"[^>]*>/)?.[0];
    expect(photoTag, "the new design's photo on /kediya").toMatch(/ src="\/assets\/img-2041-1-[\w-]+\.jpg"/);
    expect(readFileSync(join(work, "build", "client", "index.html"), "utf8").includes(ABOUT), "the new About text on /").toBe(true);
    // Its price in Indian grouping, on its card and on its own page, in English and in Gujarati.
    expect(html, "the new design's price on /kediya").toContain("From ₹1,48,000");
    const photoPage = (path: string) => readFileSync(join(work, "build", "client", ...path.split("/"), String(kediya.items.length), "index.html"), "utf8");
    expect(photoPage("kediya/photo"), "its photo page").toMatch(/<dt>Price<\/dt><dd>From ₹1,48,000<\/dd>/);
    expect(photoPage("gu/kediya/photo"), "its Gujarati photo page").toContain("₹1,48,000થી શરૂ");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test("a photo the site cannot show, or a design without words, is refused with what to do, and nothing is written", async ({ page, baseURL }) => {
  await openEditor(page, baseURL!);
  await openCollection(page, "Kediya's");

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

test("the editor is no page of the site: not indexed, not in the sitemap, with its own policy, and nothing of it on a public page", async ({ page, request }) => {
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
