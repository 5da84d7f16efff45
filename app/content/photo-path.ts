/** The address of photo `index` (from 0) of a collection: a page of its own, to share. */
export function photoPath(slug: string, index: number): string {
  return `/${slug}/photo/${index + 1}`;
}
