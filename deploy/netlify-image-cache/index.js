// A Netlify build plugin (netlify.toml): keeps the build's image cache
// (node_modules/.cache: every encoded photo, by its bytes and settings, and the
// pages' compressed copies, by their bytes) from one build to the next, so a
// build that adds one photo encodes one photo and compresses the pages it changed.

/** The cache the image pipeline (pipeline/images.ts) and the compression (pipeline/precompress.ts) write. */
export const CACHE = "node_modules/.cache";

export async function onPreBuild({ utils }) {
  if (await utils.cache.restore(CACHE)) console.log(`Restored ${CACHE} from the last build.`);
  else console.log(`No ${CACHE} from an earlier build: every photo is encoded.`);
}

export async function onPostBuild({ utils }) {
  await utils.cache.save(CACHE);
}
