/**
 * The rotating social-proof toast (SPEC section 9): after each quiet gap a
 * recent order is shown for `visibleMs`, once every `everyMs`, cycling
 * through the orders in order. `activeMs` counts only time the tab was
 * visible, so a hidden tab pauses the rotation.
 */
export function socialProofAt(
  activeMs: number,
  options: { visibleMs: number; everyMs: number; count: number },
): { index: number; visible: boolean } {
  const { visibleMs, everyMs, count } = options;
  const cycle = Math.floor(Math.max(0, activeMs) / everyMs);
  const phase = Math.max(0, activeMs) % everyMs;
  return { index: count > 0 ? cycle % count : 0, visible: count > 0 && phase >= everyMs - visibleMs };
}
