/** The frame's public face: the header, the menu and the footer of every page, and the lightbox over it. */
export { SiteFooter } from "#app/frame/site-footer.tsx";
export { SiteHeader } from "#app/frame/site-header.tsx";
export { SiteNav } from "#app/frame/site-nav.tsx";
export { LightboxHost, type LightboxHandle, type LightboxPage } from "#app/frame/lightbox-host.tsx";
