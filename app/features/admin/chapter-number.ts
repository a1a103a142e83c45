/** The chapter form suggests the number after the product's highest chapter (1 for a product without chapters). */
export function nextChapterNumber(
  chapters: readonly { productId: string; chapterNumber: number }[],
  productId: string,
): number {
  return chapters.reduce((max, c) => (c.productId === productId ? Math.max(max, c.chapterNumber) : max), 0) + 1;
}
