/** The shop's colours where the site's CSS cannot reach them: the link-preview cards and the web app manifest. */
export const brandColours = { ivory: "#fbf6ee", ink: "#2a1b14", madder: "#8e2430", marigold: "#e0a526" } as const;
