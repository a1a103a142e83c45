import { Readable } from "node:stream";
import type { Route } from "./+types/media.site";

const TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  pdf: "application/pdf",
};

/**
 * GET /media/site/:file: the Site tab's images (author photo, book cover,
 * review images, posters, the share card) and the assessment's free-chapter
 * PDF, public like the pages that offer them. Names are timestamped, so a
 * replaced file gets a new URL and these never change.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^\d+-[\w-]+(?:-\d+x\d+\.(webp|avif|jpg)|\.(pdf))$/.exec(params.file);
  const ext = match?.[1] ?? match?.[2];
  const type = ext ? TYPES[ext] : undefined;
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
      // A PDF is the owner's file for visitors to keep: downloaded, never rendered on the site's origin.
      ...(ext === "pdf" ? { "Content-Disposition": `attachment; filename="${params.file}"` } : {}),
    },
  });
}
