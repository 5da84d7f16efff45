/**
 * The shop's contact details still as the template left them: an address at example.com (or
 * .org, .net: domains no one can write to) and a profile link to a network's home page rather
 * than the shop's profile. The site shows what the content holds; a production build says
 * which ones, so the owner learns before a visitor does (docs/editing.md).
 */
import type { Content } from "#app/content/schema.ts";

type Contact = Content["site"]["contact"];

const EXAMPLE_DOMAIN = /@(?:[\w-]+\.)*example\.(?:com|org|net)$/i;

/** Whether `link` leads to a site's home page (https://www.facebook.com/), not to a page of it. */
const homePageOnly = (link: string) => {
  try {
    const { pathname, search, hash } = new URL(link);
    return pathname.replaceAll("/", "") === "" && search === "" && hash === "";
  } catch {
    return false;
  }
};

/** One line for each contact detail still the template's, naming its field in content/site.json and what it holds. */
export function placeholderWarnings(contact: Contact): string[] {
  const warnings: string[] = [];
  if (EXAMPLE_DOMAIN.test(contact.email)) warnings.push(`contact.email is "${contact.email}", an example address no one can write to`);
  for (const network of ["facebook", "twitter", "youtube"] as const) {
    const link = contact[network];
    if (homePageOnly(link)) warnings.push(`contact.${network} is "${link}", the network's home page rather than the shop's profile`);
  }
  return warnings.map(
    (warning) =>
      `content/site.json: ${warning}: the site shows it as it is until it is replaced (in the editor: Shop details › Contact details and social links)`,
  );
}
