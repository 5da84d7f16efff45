import { brandColours } from "#app/content/colours.ts";
import { readContent } from "#app/content/read-content.ts";

// /manifest.webmanifest: the site as an app on a phone's home screen. Its icons are made after the build (pipeline/after-build.ts).
export function loader() {
  const { business } = readContent().site;
  const manifest = {
    name: business.name,
    short_name: business.name.replace(/^The /, ""),
    description: business.description.en,
    // Relative to the manifest, so the app opens at the site's base path wherever that is.
    start_url: "./",
    display: "browser",
    background_color: brandColours.ivory,
    theme_color: brandColours.madder,
    icons: [
      { src: "icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, { headers: { "Content-Type": "application/manifest+json" } });
}
