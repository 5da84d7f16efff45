import type { Route } from "./+types/not-found";
import { NotFound } from "../components/not-found";
import { pageLocale } from "../i18n/locale";
import { m } from "../paraglide/messages.js";
import { siteDataOf } from "../utils/site-data";

// A language's not-found page (/gu/404, published as /gu/404.html): what its hosts
// answer, with status 404, at an address under /gu/ that the site does not have.
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteDataOf(matches);
  const locale = pageLocale(location.pathname);
  return [
    { title: `${m.not_found_title({}, { locale })} | ${site?.business.name ?? ""}` },
    { name: "description", content: site?.notFound.description },
    { name: "robots", content: "noindex" },
  ];
};

export default function LanguageNotFound() {
  return <NotFound />;
}
