import { STICKY_BAR_AFTER_PX } from "~/content/book";

/** SPEC section 9: the book page's sticky bar shows only past 600 px of scroll. */
export function isStickyBarVisible(scrollY: number): boolean {
  return scrollY > STICKY_BAR_AFTER_PX;
}
