import { Readable } from "node:stream";
import type { Route } from "./+types/media.site";

const TYPES: Record<string, string> = { webp: "image/webp", avif: "image/avif" };

/**
 * GET /media/site/:file: the Site tab's images (author photo, book cover,
 * review images), public like the pages that show them. Names are
 * timestamped, so a replaced image gets a new URL and these never change.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^\d+-[\w-]+-\d+x\d+\.(webp|avif)$/.exec(params.file);
  const type = match?.[1] ? TYPES[match[1]] : undefined;
  if (!type) return new Response("Not found", { status: 404 });
  const key = `site/${params.file}`;
  const size = await context.services.storage.size(key);
  if (size === null) return new Response("Not found", { status: 404 });
  return new Response(Readable.toWeb(context.services.storage.read(key)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
