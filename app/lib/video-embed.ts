/**
 * The owner types a video as a YouTube or Vimeo URL, or a bare id (YouTube
 * ids are letters, digits, "-" and "_"; Vimeo ids are digits). Pages embed
 * the privacy-friendly players the CSP allows.
 */
export type VideoRef = { provider: "youtube" | "vimeo"; id: string };

const YOUTUBE_ID = /^[\w-]{6,64}$/;
const VIMEO_ID = /^\d{3,20}$/;

export function parseVideo(input: string): VideoRef | null {
  const value = input.trim();
  if (VIMEO_ID.test(value)) return { provider: "vimeo", id: value };
  if (YOUTUBE_ID.test(value)) return { provider: "youtube", id: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtu.be") id = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = segments[0] === "watch" ? (url.searchParams.get("v") ?? undefined) : undefined;
    if (segments.length === 2 && ["embed", "shorts", "live"].includes(segments[0]!)) id = segments[1];
  } else if (host === "vimeo.com" || host === "player.vimeo.com") {
    const last = segments.at(-1);
    return last && VIMEO_ID.test(last) ? { provider: "vimeo", id: last } : null;
  }
  return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
}

export function embedUrlOf(video: VideoRef): string {
  return video.provider === "vimeo"
    ? `https://player.vimeo.com/video/${video.id}`
    : `https://www.youtube-nocookie.com/embed/${video.id}`;
}

/** Shipped placeholders read `VIDEO_ID_...`: a real id never starts so. */
export function isPlaceholderVideo(input: string): boolean {
  return input.trim().startsWith("VIDEO_ID_");
}
