/**
 * The one source of the site's response headers. The build writes them out
 * for every host (deploy/generate.ts): nginx, Netlify and Cloudflare Pages
 * (`_headers`), GitHub Pages (a <meta> policy, as it sends no custom headers),
 * and `npm run serve`.
 */
import { createHash } from "node:crypto";

/** The only place outside the site the browser may talk to: the contact form's e-mail service. */
export const EMAILJS_ORIGIN = "https://api.emailjs.com";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Sent only by hosts that serve the site over HTTPS. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** The sha256 sources of a page's inline scripts (their texts), as the CSP names them. */
export function inlineScriptHashes(scripts: string[]): string[] {
  return scripts.map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/**
 * Scripts only from the site and the inline ones the build hashed; no eval.
 * Inline styles stay allowed: the photo placeholders and the lightbox set them.
 */
export function contentSecurityPolicy(scriptHashes: string[], { meta = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${EMAILJS_ORIGIN}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // Browsers ignore (and complain about) frame-ancestors in a <meta> policy.
    ...(meta ? [] : ["frame-ancestors 'none'"]),
  ].join("; ");
}

/**
 * The part of the policy every page shares, for hosts that cannot send a policy
 * per page (Netlify and Cloudflare Pages): the script rules come from each
 * page's own <meta> policy, and a second policy only adds restrictions.
 */
export function sharedPolicy(): string {
  return contentSecurityPolicy([])
    .split("; ")
    .filter((directive) => !/^(default|script)-src /.test(directive))
    .join("; ");
}

/**
 * The owner's editor's policy (/admin/): its own script, the GitHub API it
 * commits through, GitHub's status page it checks, photos being added
 * (blob:, data:) and GitHub avatars. Its fonts are the site's own copies
 * (pipeline/editor.ts); what else it would fetch from CDNs (its update check,
 * other languages of its own interface) is refused, as on a machine offline.
 */
export const EDITOR_ORIGINS = {
  api: "https://api.github.com",
  status: "https://www.githubstatus.com",
  avatars: "https://avatars.githubusercontent.com",
} as const;

export function editorPolicy({ meta = false } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Its components set their own styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${EDITOR_ORIGINS.avatars}`,
    "font-src 'self'",
    `connect-src 'self' blob: data: ${EDITOR_ORIGINS.api} ${EDITOR_ORIGINS.status}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(meta ? [] : ["frame-ancestors 'none'"]),
  ].join("; ");
}

/**
 * The editor's headers in place of the site's: signing in through an OAuth
 * helper (Netlify's, or one on Cloudflare) happens in a popup that must be
 * able to answer the page that opened it, and no search engine should list it.
 */
export const EDITOR_HEADERS = {
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** Every response's security headers, but the Content-Security-Policy. */
export function securityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}
