import { useRouteLoaderData } from "react-router";
import type { Locale } from "#app/i18n/languages.ts";
import { pick } from "#app/content/translatable.ts";
import type { Content } from "#app/content/schema.ts";
import { madeForRead } from "#app/content/made-for-read.ts";
import { m } from "#app/paraglide/messages.js";
import { buildWords } from "#app/i18n/build-words.ts";
import { formatDay, formatTime, formatWeekday } from "#app/i18n/dates.ts";
import { openingsOfDay, shopMoment, WEEKDAYS, type Hours, type Opening } from "#app/utils/opening-hours.ts";
import { mapsLink } from "#app/links/index.ts";

/**
 * The shop's hours in `locale`: as data for the live "Open now" line and the fittings, and as the
 * lines the contact section lists (days with the same hours together: "Monday–Saturday"), with
 * the days it closes from `today` on.
 */
function hoursOf(hours: NonNullable<Content["site"]["hours"]>, locale: Locale, today: string) {
  const closed = hours.closed.filter(({ date }) => date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const closedWord = buildWords(locale).hours_closed({});
  const data: Hours = { week: hours.week, closed: closed.map(({ date, name }) => ({ date, ...(name ? { name: pick(name, locale) } : {}) })) };
  const stretches = (openings: Opening[]) =>
    openings.length === 0 ? closedWord : openings.map(({ opens, closes }) => `${formatTime(opens, locale)}–${formatTime(closes, locale)}`).join(", ");
  const lines: { days: string; hours: string }[] = [];
  let first = 0;
  WEEKDAYS.forEach((day, i) => {
    const text = stretches(openingsOfDay(hours.week, day));
    const next = WEEKDAYS[i + 1] && stretches(openingsOfDay(hours.week, WEEKDAYS[i + 1]));
    if (next === text) return;
    const days = i === first ? formatWeekday(day, locale) : `${formatWeekday(WEEKDAYS[first], locale)}–${formatWeekday(day, locale)}`;
    lines.push({ days, hours: text });
    first = i + 1;
  });
  const closedDays = data.closed.map(({ date, name }) => ({ days: formatDay(date, locale), hours: name ? `${closedWord}: ${name}` : closedWord }));
  return { ...data, lines, closedDays };
}

/**
 * What every page needs of the site, in the page's language: the root route's data, fixed when
 * the site is built. It runs in the build only, so the words of every language it reads
 * (app/paraglide/messages.js) never reach a page's script. Made once for each content read,
 * language, address and day: a build asks for it for every page it renders, and a change to the
 * content (a new read) or a new day makes it again.
 */
export function siteData(content: Content, locale: Locale, siteUrl: string, { notFoundPage = false } = {}): SiteData {
  const today = shopMoment(new Date()).date;
  return kept(content, `${locale} ${siteUrl} ${notFoundPage} ${today}`, () => makeSiteData(content, locale, siteUrl, notFoundPage, today));
}

const kept = madeForRead<SiteData>();

function makeSiteData({ site }: Content, locale: Locale, siteUrl: string, notFoundPage: boolean, today: string) {
  const { sections, homePreviews, business, contact, notFound } = site;
  return {
    siteUrl,
    business: { ...business, description: pick(business.description, locale) },
    contact: {
      ...contact,
      address: pick(contact.address, locale),
      maps: mapsLink(contact.geo ? `${contact.geo.latitude},${contact.geo.longitude}` : pick(contact.address, locale)),
    },
    // Dropped from the list as they pass: the build is the day the pages were made.
    hours: site.hours && hoursOf(site.hours, locale, today),
    // How she may pay, as search engines read it on every page's store.
    ...(site.promises ? { paymentAccepted: site.promises.paymentAccepted } : {}),
    contactHeading: pick(sections.contact.heading, locale),
    contactIntro: pick(site.wording.contactIntro, locale),
    notFound: { heading: pick(notFound.heading, locale), text: pick(notFound.text, locale), description: pick(notFound.description, locale) },
    // Whether this is the not-found page, which hosts serve at any address the site does not have (app/components/not-found.tsx).
    notFoundPage,
    // The titles of the pages that have none of their own (app/root.tsx).
    titles: { notFound: m.not_found_title({}, { locale }), error: m.error_title({}, { locale }) },
    nav: [
      { id: "about", label: pick(sections.about.navLabel, locale) },
      { id: "collections", label: pick(sections.collections.navLabel, locale) },
      ...homePreviews.map((preview) => ({ id: preview.collection, label: pick(preview.navLabel, locale) })),
      { id: "contact", label: pick(sections.contact.navLabel, locale) },
    ],
  };
}

export type SiteData = ReturnType<typeof makeSiteData>;

/** The site's data, for any component; undefined only where a page broke before the root loaded. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData("root") as SiteData | undefined;
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The same data in a route's `meta`, which runs outside React, from the matched routes. */
export function siteDataOf(matches: readonly (MetaMatch | undefined)[]): SiteData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
}

/** The shop's contact details, in the page's language. */
export type Contact = SiteData["contact"];
