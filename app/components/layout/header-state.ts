/** SPEC section 9: the fixed header shrinks after 50 px of scroll. */
const HEADER_SHRINK_AFTER_PX = 50;

export function isHeaderCompact(scrollY: number): boolean {
  return scrollY > HEADER_SHRINK_AFTER_PX;
}
