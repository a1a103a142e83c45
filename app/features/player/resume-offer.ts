/**
 * Cross-device resume. A page opens where this device left off; when
 * another device has played the product more recently, to another place,
 * the player offers "Continue from 2:14:05 (phone, 10 minutes ago)"
 * instead of jumping there on its own.
 */
import { resumePoint, type ChapterRef, type ProgressRef } from "./playback";

export interface ListeningSession {
  chapterId: string;
  positionSeconds: number;
  deviceLabel: string;
  /** ISO time of the session's latest saved position. */
  updatedAt: string;
  /** True for positions saved by the browser asking. */
  thisDevice: boolean;
}

export interface ResumeOffer {
  chapterIndex: number;
  position: number;
  deviceLabel: string;
  updatedAt: string;
}

/** Positions closer than this are the same place: nothing worth offering. */
const SAME_PLACE_SECONDS = 5;

function latest(sessions: readonly ListeningSession[]): ListeningSession | undefined {
  return [...sessions].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))[0];
}

/** Where the page starts: this device's latest position, or the latest of any device when this one has none. */
export function startingPoint(
  chapters: readonly ChapterRef[],
  progress: readonly ProgressRef[],
  sessions: readonly ListeningSession[],
): { chapterIndex: number; position: number } | null {
  const mine = latest(sessions.filter((s) => s.thisDevice && chapters.some((c) => c.id === s.chapterId)));
  if (!mine) return resumePoint(chapters, progress);
  return { chapterIndex: chapters.findIndex((c) => c.id === mine.chapterId), position: mine.positionSeconds };
}

/**
 * The other device's position to offer, or null: only when it is newer than
 * this device's latest and somewhere else than where the player is now.
 */
export function resumeOffer(options: {
  chapters: readonly ChapterRef[];
  sessions: readonly ListeningSession[];
  current: { chapterIndex: number; position: number };
}): ResumeOffer | null {
  const { chapters, sessions, current } = options;
  const known = sessions.filter((s) => chapters.some((c) => c.id === s.chapterId));
  const other = latest(known.filter((s) => !s.thisDevice));
  if (!other) return null;
  const mine = latest(known.filter((s) => s.thisDevice));
  if (mine && Date.parse(mine.updatedAt) >= Date.parse(other.updatedAt)) return null;
  const chapterIndex = chapters.findIndex((c) => c.id === other.chapterId);
  if (
    chapterIndex === current.chapterIndex &&
    Math.abs(other.positionSeconds - current.position) < SAME_PLACE_SECONDS
  ) {
    return null;
  }
  return { chapterIndex, position: other.positionSeconds, deviceLabel: other.deviceLabel, updatedAt: other.updatedAt };
}

/** A position as h:mm:ss past an hour, m:ss below ("2:14:05", "4:03"). */
export function formatPosition(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** How long ago, in words: "just now", "10 minutes ago", "2 hours ago", "yesterday", "3 days ago". */
export function timeAgo(iso: string, now: number): string {
  const minutes = Math.floor(Math.max(0, now - Date.parse(iso)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "yesterday" : `${days} days ago`;
}

/** The offer's words: "Continue from 2:14:05 (phone, 10 minutes ago)". */
export function resumeOfferText(offer: ResumeOffer, now: number): string {
  return `Continue from ${formatPosition(offer.position)} (${offer.deviceLabel}, ${timeAgo(offer.updatedAt, now)})`;
}
