import { Outlet } from "react-router";
import type { LanguageHandle } from "#app/i18n/words.tsx";
import * as words from "#app/paraglide/messages/en.js";

// The English pages, with the English interface words (app/i18n/words.tsx): the only module that imports them.
export const handle: LanguageHandle = { words };

export default function EnglishPages() {
  return <Outlet />;
}
