/** Links that leave the site: WhatsApp, e-mail, telephone, maps, and a new tab opened one way. */
export { mailtoLink, mapsLink, NEW_TAB, telLink, whatsAppLink } from "#app/links/outside-links.ts";
export { openInNewTab } from "#app/links/open-in-new-tab.ts";
