/** A page's link-preview card: where the build puts it, and its size (pipeline/site-files.ts draws it). */
export const shareCardPath = (name: string) => `${import.meta.env.BASE_URL}share/${name}.jpg`;

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
