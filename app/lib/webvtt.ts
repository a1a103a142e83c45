/**
 * WebVTT transcripts and captions (a chapter's or a lesson's): the upload's
 * check, and the cues the player shows as a transcript. Only what a
 * transcript needs is read: cue timings and text, without positioning
 * settings or styling; NOTE, STYLE and REGION blocks are skipped.
 */

/** A transcript is text: a whole book's captions are a few hundred kilobytes. */
export const WEBVTT_MAX_BYTES = 1024 * 1024;
export const WEBVTT_MAX_LABEL = "1 MB";

export interface Cue {
  /** Seconds from the start of the chapter. */
  start: number;
  end: number;
  text: string;
}

/** Why a file is not a WebVTT file we accept, or null when it is (the header, as the WebVTT spec requires it). */
export function webVttProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return "The file is empty";
  if (bytes.byteLength > WEBVTT_MAX_BYTES) return `The file is larger than ${WEBVTT_MAX_LABEL}`;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return "The file is not UTF-8 text";
  }
  // An optional byte order mark, then "WEBVTT" alone or followed by a space, a tab or the end of the line.
  if (!/^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text)) {
    return "The file is not WebVTT: its first line must be WEBVTT";
  }
  return null;
}

const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const match = TIMESTAMP.exec(stamp.trim());
  if (!match) return null;
  const [, hours, minutes, secs, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** The cue text as plain text: tags (<v Speaker>, <i>, timestamps) removed and the common entities decoded. */
function plainText(lines: string[]): string {
  return lines
    .join("\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&")
    .trim();
}

/** The cues of a WebVTT file, in the file's order; blocks without a valid timing line are skipped. */
export function parseWebVtt(text: string): Cue[] {
  const blocks = text.replace(/^\uFEFF/, "").split(/(?:\r\n|\r|\n){2,}/);
  const cues: Cue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split(/\r\n|\r|\n/);
    const timing = lines.findIndex((line) => line.includes("-->"));
    // A cue's timing is its first or (after an identifier) second line.
    if (timing < 0 || timing > 1) continue;
    const [from = "", rest = ""] = lines[timing]!.split("-->");
    const start = seconds(from);
    const end = seconds(rest.trim().split(/[ \t]/)[0] ?? "");
    if (start === null || end === null || end < start) continue;
    const cueText = plainText(lines.slice(timing + 1));
    if (cueText) cues.push({ start, end, text: cueText });
  }
  return cues;
}

/** The index of the cue being spoken at `position` (the latest one that started, when cues overlap), or -1. */
export function currentCueIndex(cues: readonly Cue[], position: number): number {
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index]!;
    if (cue.start <= position && position < cue.end) return index;
  }
  return -1;
}
