/**
 * The site's public address, read once when the site is built: every canonical
 * link, link preview, sitemap entry and shared photo link starts with it, and
 * its path (if any) is the base path the whole site is served under, as on a
 * GitHub Pages project site (https://owner.github.io/shop).
 */

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

/** Where `npm run serve` and `npm start` serve the site unless told otherwise. */
export const LOCAL_SITE_URL = "http://localhost:4173";

/** A SITE_URL that cannot be used, with what to set instead. */
export class SiteUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SiteUrlError";
  }
}

type Env = Record<string, string | undefined>;

/** The build's environment: SITE_URL may sit in .env beside the EmailJS settings; the process's own variables win. */
export function buildEnv(dir = process.cwd()): Env {
  const file = join(dir, ".env");
  return existsSync(file) ? { ...parseEnv(readFileSync(file, "utf8")), ...process.env } : process.env;
}

const EXAMPLE = "such as https://www.example.com, or https://owner.github.io/shop for a site under a path";

/** Checks an address and returns it without a trailing slash; throws a SiteUrlError saying what is wrong. */
export function parseSiteUrl(value: string, from = "SITE_URL"): string {
  const given = `${from}="${value}"`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new SiteUrlError(`${given} is not an address: give the site's full public address, ${EXAMPLE}.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new SiteUrlError(`${given} must start with https:// (or http://), ${EXAMPLE}.`);
  }
  if (url.username || url.password) throw new SiteUrlError(`${given} must not carry a user name or password.`);
  if (url.search || url.hash || value.includes("?") || value.includes("#")) {
    throw new SiteUrlError(`${given} must not have a query (?…) or a fragment (#…): only the site's address.`);
  }
  // The path as written, before the URL parser resolves "..", "%2e" and the like into something else.
  const written = value
    .trim()
    .replace(/^[a-z]+:\/\/[^/]*/i, "")
    .replace(/\/+$/, "");
  // A base path is plain folder names: anything else would need escaping in every link the site writes.
  if (written && !/^(\/[A-Za-z0-9._~-]+)+$/.test(written)) {
    throw new SiteUrlError(`${given}: the path "${written}" must be folder names of letters, digits, ".", "_", "~" and "-", such as /shop.`);
  }
  if (written.split("/").some((segment) => segment === "." || segment === "..")) {
    throw new SiteUrlError(`${given}: the path must not contain "." or ".." folders.`);
  }
  return `${url.origin}${written}`;
}

/** The address a host build publishes at, from the host's own variables, or undefined. */
function hostSiteUrl(env: Env): { value: string; from: string } | undefined {
  if (env.NETLIFY === "true" && env.URL) return { value: env.URL, from: "URL (set by Netlify)" };
  if (env.CF_PAGES === "1" && env.CF_PAGES_URL) return { value: env.CF_PAGES_URL, from: "CF_PAGES_URL (set by Cloudflare Pages)" };
  return undefined;
}

/** Builds on a host or in CI: a wrong address there goes live, so it must be said, not guessed. */
function isHostBuild(env: Env): boolean {
  return Boolean(env.CI || env.NETLIFY || env.CF_PAGES || env.GITHUB_ACTIONS);
}

// The build loads its configuration more than once in one process: the warning is said once.
const WARNED = Symbol.for("site-url-warned");

/**
 * The site's public address without a trailing slash, such as
 * `https://www.example.com` or `https://owner.github.io/shop`: SITE_URL, or on
 * Netlify and Cloudflare Pages the address the host gives. A host or CI build
 * without either stops; a developer's build uses the local server's address,
 * with a warning.
 */
export function siteUrl(env: Env = buildEnv(), warn: ((message: string) => void) | null = console.warn): string {
  const set = env.SITE_URL?.trim();
  if (set) return parseSiteUrl(set);
  const host = hostSiteUrl(env);
  if (host) return parseSiteUrl(host.value, host.from);
  if (isHostBuild(env)) {
    throw new SiteUrlError(
      `SITE_URL is not set. Set it to the site's public address, ${EXAMPLE}: canonical links, link previews and the sitemap are built from it. ` +
        `(Netlify and Cloudflare Pages give it themselves; the GitHub Pages workflow passes it on.)`,
    );
  }
  const flags = globalThis as { [WARNED]?: boolean };
  if (warn && !flags[WARNED]) {
    flags[WARNED] = true;
    warn(`SITE_URL is not set: building for ${LOCAL_SITE_URL}. Set SITE_URL to the public address before deploying.`);
  }
  return LOCAL_SITE_URL;
}

/**
 * The path the site is served under, with slashes at both ends: "/" or
 * "/shop/". Without an address it is "/": the build itself (vite.config.ts)
 * says what is missing, while typegen and the dev server carry on.
 */
export function basePath(env: Env = buildEnv()): string {
  const given = env.SITE_URL?.trim() || hostSiteUrl(env)?.value;
  return given ? `${new URL(siteUrl(env, null)).pathname.replace(/\/+$/, "")}/` : "/";
}
