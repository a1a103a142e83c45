/**
 * How media lengths become the whole numbers the site shows and stores. One
 * rounding everywhere: down. A 12.6 s file is a 12 s chapter in the list, on
 * the seek slider and in its product's total, so no screen promises a second
 * the file does not have.
 */

/** A file's exact length (seconds, fractional) as the whole seconds stored for its chapter. */
export function wholeSeconds(exactSeconds: number): number {
  return Number.isFinite(exactSeconds) && exactSeconds > 0 ? Math.floor(exactSeconds) : 0;
}

/** A product's duration: the sum of its chapters' whole seconds. */
export function productDuration(chapterSeconds: readonly number[]): number {
  return chapterSeconds.reduce((sum, seconds) => sum + wholeSeconds(seconds), 0);
}

/** SPEC section 9: durations in minutes are whole minutes, rounded down. */
export function wholeMinutes(seconds: number): number {
  return Math.floor(wholeSeconds(seconds) / 60);
}

/** A length in words for emails: "under a minute" below 60 s (never "0 minutes"), else floor minutes. */
export function minutesInWords(seconds: number): string {
  const minutes = wholeMinutes(seconds);
  if (minutes === 0) return "under a minute";
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** A length on a card: "under 1 min" below 60 s, else "N min". */
export function minutesLabel(seconds: number): string {
  const minutes = wholeMinutes(seconds);
  return minutes === 0 ? "under 1 min" : `${minutes} min`;
}
