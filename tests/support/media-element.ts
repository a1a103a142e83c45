import { act, fireEvent } from "@testing-library/react";

/*
 * happy-dom keeps a media element's play / pause state and fires play,
 * playing and pause, but it loads no media: no duration, no metadata, and
 * the clock never moves. These helpers play the browser's part, setting
 * what a loaded file would and firing the events the browser fires then.
 */

/** The file's metadata has arrived: its length is known and the element can seek. */
export function loadMetadata(media: HTMLMediaElement, duration: number): void {
  Object.defineProperty(media, "duration", { configurable: true, get: () => duration });
  Object.defineProperty(media, "readyState", { configurable: true, get: () => HTMLMediaElement.HAVE_METADATA });
  fireEvent.loadedMetadata(media);
}

/** Playback has reached `seconds`. */
export function playTo(media: HTMLMediaElement, seconds: number): void {
  media.currentTime = seconds;
  fireEvent.timeUpdate(media);
}

/** A seek (by the page, which set currentTime) has completed. */
export function seeked(media: HTMLMediaElement): void {
  fireEvent.seeked(media);
}

/** Playback reached the end: as in a browser, the element pauses, then fires ended. */
export function playToEnd(media: HTMLMediaElement): void {
  playTo(media, media.duration);
  Object.defineProperty(media, "ended", { configurable: true, get: () => true });
  act(() => media.pause());
  fireEvent.ended(media);
}

/** The file could not be fetched (a 404, a lost connection). */
export function failToLoad(media: HTMLMediaElement): void {
  fireEvent.error(media);
}
