/** The chapter form suggests the number after the product's highest chapter (1 for a product without chapters). */
export function nextChapterNumber(
  chapters: readonly { productId: string; chapterNumber: number }[],
  productId: string,
): number {
  return chapters.reduce((max, c) => (c.productId === productId ? Math.max(max, c.chapterNumber) : max), 0) + 1;
}

/**
 * A product's chapters after one moves to `position` (1 is first; past
 * either end means that end), numbered 1, 2, 3... in their new order: the
 * numbers come out contiguous whatever gaps or repeats they had. Given in
 * their current order; answers only the chapters whose number changes.
 */
export function chapterNumbersAfterMove(
  ordered: readonly { id: string; chapterNumber: number }[],
  id: string,
  position: number,
): { id: string; chapterNumber: number }[] {
  const moving = ordered.find((chapter) => chapter.id === id);
  if (!moving) return [];
  const others = ordered.filter((chapter) => chapter !== moving);
  const at = Math.min(Math.max(Math.trunc(position), 1), ordered.length) - 1;
  const reordered = [...others.slice(0, at), moving, ...others.slice(at)];
  return reordered
    .map((chapter, index) => ({ id: chapter.id, chapterNumber: index + 1, was: chapter.chapterNumber }))
    .filter((chapter) => chapter.chapterNumber !== chapter.was)
    .map(({ id, chapterNumber }) => ({ id, chapterNumber }));
}
