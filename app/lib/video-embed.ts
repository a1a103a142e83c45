/**
 * The owner types a video as a YouTube, Vimeo or Loom link or bare id, or
 * uploads a file (MP4 or WebM) that the site serves itself. Pages embed
 * the privacy-friendly players the CSP allows, or play an uploaded file in
 * a video element.
 */
export type VideoRef = { provider: "youtube" | "vimeo" | "loom" | "file"; id: string };

/**
 * A YouTube id is a 64-bit number written in 11 URL-safe base64 letters:
 * the last letter carries the final 4 bits, so it is one of 16. A word
 * such as "trailer" or "VIDEO_ID_WELCOME" is no id.
 */
const YOUTUBE_ID = /^[\w-]{10}[AEIMQUYcgkosw048]$/;
const VIMEO_ID = /^\d{3,20}$/;
/** Loom's ids are 32 hex digits; a share link may put the video's title before it. */
const LOOM_ID = /^[0-9a-f]{32}$/;
const LOOM_SHARE = /(?:^|-)([0-9a-f]{32})$/;

/** Where the site serves the videos uploaded in the Site tab (server/media.ts). */
const SITE_VIDEO_PATH = "/media/site-videos/";
const SITE_VIDEO_FILE = /^\d+-[\w-]+\.(?:mp4|webm)$/;

/** The storage key of an uploaded site video, also its public file name under SITE_VIDEO_PATH. */
export function siteVideoKey(options: { safeName: string; now: number; ext: string }): string {
  return `site-videos/${options.now}-${options.safeName.replace(/\./g, "-")}.${options.ext}`;
}

/** Whether a file name under SITE_VIDEO_PATH is one an upload could have written. */
export function isSiteVideoFile(file: string): boolean {
  return SITE_VIDEO_FILE.test(file);
}

export function parseVideo(input: string): VideoRef | null {
  const value = input.trim();
  if (value.startsWith(SITE_VIDEO_PATH)) {
    const file = value.slice(SITE_VIDEO_PATH.length);
    return isSiteVideoFile(file) ? { provider: "file", id: file } : null;
  }
  if (VIMEO_ID.test(value)) return { provider: "vimeo", id: value };
  if (YOUTUBE_ID.test(value)) return { provider: "youtube", id: value };
  if (LOOM_ID.test(value)) return { provider: "loom", id: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const last = segments.at(-1);
    return last && VIMEO_ID.test(last) ? { provider: "vimeo", id: last } : null;
  }
  if (host === "loom.com") {
    const id =
      segments.length === 2 && ["share", "embed"].includes(segments[0]!) ? LOOM_SHARE.exec(segments[1]!) : null;
    return id?.[1] ? { provider: "loom", id: id[1] } : null;
  }
  let id: string | undefined;
  if (host === "youtu.be") id = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = segments[0] === "watch" ? (url.searchParams.get("v") ?? undefined) : undefined;
    if (segments.length === 2 && ["embed", "shorts", "live"].includes(segments[0]!)) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
}

/** An iframe's player URL, or an uploaded file's own path (played in a video element). */
export function embedUrlOf(video: VideoRef): string {
  switch (video.provider) {
    case "vimeo":
      return `https://player.vimeo.com/video/${video.id}`;
    case "loom":
      return `https://www.loom.com/embed/${video.id}`;
    case "file":
      return `${SITE_VIDEO_PATH}${video.id}`;
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${video.id}`;
  }
}

/** Whether a page plays this URL (from embedUrlOf) in a video element rather than a player's iframe. */
export function isSiteVideoUrl(url: string): boolean {
  return url.startsWith(SITE_VIDEO_PATH);
}

/** Shipped placeholders read `VIDEO_ID_...`: a real id never starts so. */
export function isPlaceholderVideo(input: string): boolean {
  return input.trim().startsWith("VIDEO_ID_");
}

/**
 * Why a typed video is refused, for the field's message: a bare word gets
 * told it is not an id (it would otherwise look like a typo of one), and
 * anything else which providers are understood.
 */
export function videoProblem(label: string, input: string): string {
  const value = input.trim();
  if (/^[\w-]+$/.test(value)) {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `${label}: "${shown}" is not a YouTube, Vimeo or Loom video id. Paste the video's link, or upload the file`;
  }
  return `${label} must be a YouTube, Vimeo or Loom link, or a video uploaded here`;
}
