import { useEffect, useMemo, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useLocale } from "#app/i18n/locale.ts";
import { chosenOf, filterQuery, matches } from "#app/search/filters.ts";
import { loadSearchFile, useSearchFile } from "#app/content/search-files.ts";

interface FilterMembersProps {
  slug: string;
  /** The photo the address names, from 0. */
  index: number;
  /** What to show with the photos (from 0) the address's filters choose of the collection, or `undefined` for all of them. */
  children: (members: number[] | undefined) => ReactNode;
}

/**
 * For a photo's page whose address filters its collection (/kediya/photo/3?occasion=navratri), as a
 * filtered catalogue's grid links to it: which photos the filters choose, for the lightbox to page
 * through. It reads the language's designs file (which the filtered grid has read already), and
 * shows nothing until it has. A photo the filters do not choose, or a file that cannot be read, gets
 * the whole collection.
 */
export default function FilterMembers({ slug, index, children }: FilterMembersProps) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const file = useSearchFile("designs", locale);

  useEffect(() => loadSearchFile("designs", locale), [locale]);

  // The same list while the lightbox pages (a new photo, the same filters), so that it stays as it is.
  const filters = filterQuery(params);
  const chosenPhotos = useMemo(() => {
    if (file?.status !== "loaded") return undefined;
    const chosen = chosenOf(new URLSearchParams(filters));
    return file.data.designs.filter((design) => design.slug === slug && matches(design, chosen)).map((design) => design.number - 1);
  }, [file, filters, slug]);
  const members = chosenPhotos?.includes(index) ? chosenPhotos : undefined;

  if (file === undefined || file.status === "loading") return null;
  return children(members);
}
