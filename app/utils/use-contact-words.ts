import { loadOnce } from "./load-once";

/**
 * What the enquiry form says once the visitor is at it (app/utils/contact-words.tsx), downloaded
 * as soon as the page's script runs, before a visitor can be at the form.
 */
export const contactWords = loadOnce(() => import("./contact-words"));
