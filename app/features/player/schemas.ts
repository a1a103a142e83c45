import { z } from "zod";
import { MAX_NOTE_LENGTH } from "./limits";
import { PLAYBACK_SPEEDS } from "./playback";

/** Longest position accepted: a generous bound for one chapter (seconds). */
const MAX_POSITION_SECONDS = 24 * 60 * 60;
/** Progress and bookmark bodies are tiny; anything bigger is refused unread. */
export const MAX_PLAYER_BODY_BYTES = 4 * 1024;

const position = z.number().finite().min(0).max(MAX_POSITION_SECONDS);

/** POST /api/products/:productId/progress (also sent by navigator.sendBeacon). */
export const progressSchema = z.object({
  chapterId: z.uuid(),
  progressSeconds: position,
  /** True when the chapter played to its end: sets completed_at once. */
  completed: z.boolean().optional().default(false),
  /** The player page's playing session: with the device cookie, it records the listening history. */
  sessionId: z.uuid().optional(),
});
export type ProgressInput = z.infer<typeof progressSchema>;

/** POST /api/products/:productId/bookmarks. */
export const bookmarkSchema = z.object({
  chapterId: z.uuid(),
  timestampSeconds: position,
  note: z.string().trim().max(MAX_NOTE_LENGTH).optional().default(""),
});
export type BookmarkInput = z.infer<typeof bookmarkSchema>;

/** POST /api/products/:productId/settings: the speed kept for this product on every device. */
export const settingsSchema = z.object({
  speed: z.number().refine((speed) => (PLAYBACK_SPEEDS as readonly number[]).includes(speed), {
    message: `must be one of ${PLAYBACK_SPEEDS.join(", ")}`,
  }),
});

export const idSchema = z.uuid();
