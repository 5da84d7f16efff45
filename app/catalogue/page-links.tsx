import { Link } from "react-router";
import { pagePath } from "#app/content/catalogue-pages.ts";
import { useLocalPath } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";

interface PageLinksProps {
  slug: string;
  /** The collection's name, to name the links for screen readers. */
  heading: string;
  page: number;
  pages: number;
}

/** The page numbers worth a link: the first, the last, and those around the current one. */
function numbers(page: number, pages: number): (number | "gap")[] {
  const wanted = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return wanted.flatMap((n, i) => (i > 0 && n - wanted[i - 1] > 1 ? ["gap" as const, n] : [n]));
}

/** Links to a collection's other catalogue pages: they work without JavaScript, and search engines follow them. */
export function PageLinks({ slug, heading, page, pages }: PageLinksProps) {
  const m = useWords();
  const localPath = useLocalPath();
  if (pages < 2) return null;
  return (
    <nav className="page-links" aria-label={m.catalogue_pages_label({ heading })}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={localPath(pagePath(slug, page - 1))} rel="prev">
              {m.catalogue_previous_page({})}
            </Link>
          </li>
        )}
        {numbers(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={localPath(pagePath(slug, n))} aria-current={n === page ? "page" : undefined} aria-label={m.catalogue_page_number({ number: n })}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={localPath(pagePath(slug, page + 1))} rel="next">
              {m.catalogue_next_page({})}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
