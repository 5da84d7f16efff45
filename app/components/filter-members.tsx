import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useLocale } from "../i18n/locale";
import { chosenOf, matches } from "../search/filters";
import { loadSearchFile, useSearchFile } from "../search/search-files";

interface FilterMembersProps {
  slug: string;
  /** The photo the address names, from 0. */
  index: number;
  /** Hands over the photos (from 0) the address's filters choose of the collection, or `undefined` for all of them. */
  onMembers: (members: number[] | undefined) => void;
}

/**
 * For a photo's page whose address filters its collection (/kediya/photo/3?occasion=navratri), as a
 * filtered catalogue's grid links to it: which photos the filters choose, for the lightbox to page
 * through. It reads the language's designs file (which the filtered grid has read already). A photo
 * the filters do not choose, or a file that cannot be read, gets the whole collection.
 */
export default function FilterMembers({ slug, index, onMembers }: FilterMembersProps) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const file = useSearchFile("designs", locale);

  useEffect(() => loadSearchFile("designs", locale), [locale]);

  useEffect(() => {
    if (file === undefined || file.status === "loading") return;
    if (file.status === "failed") return onMembers(undefined);
    const chosen = chosenOf(params);
    const members = file.data.designs.filter((design) => design.slug === slug && matches(design, chosen)).map((design) => design.photo - 1);
    onMembers(members.includes(index) ? members : undefined);
  }, [file, params, slug, index, onMembers]);

  return null;
}
