import { pagePath } from "#app/content/catalogue-pages.ts";

/** The first page of occasion `value`'s designs (/occasion/navratri), or another (/occasion/navratri/page/2). */
export const occasionPath = (value: string, page = 1) => pagePath(`occasion/${value}`, page);
