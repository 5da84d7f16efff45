import { Outlet } from "react-router";
import type { LanguageHandle } from "../../i18n/words";
import * as words from "../../paraglide/messages/hi.js";

// The Hindi pages, with the Hindi interface words (app/i18n/words.tsx): the only module that imports them.
export const handle: LanguageHandle = { words };

export default function HindiPages() {
  return <Outlet />;
}
