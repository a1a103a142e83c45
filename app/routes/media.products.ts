import { once } from "node:events";
import { Readable } from "node:stream";
import { IMAGE_TYPES } from "~/features/admin/uploads";
import { StorageUnavailableError } from "~/storage/storage.server";
import type { Route } from "./+types/media.products";

const unavailable = () =>
  new Response("Images are briefly unavailable.", { status: 503, headers: { "Retry-After": "30" } });

/**
 * GET /media/products/:file: uploaded product images are public (SPEC
 * section 7, "get public URL"). Only sniffed image types were ever stored
 * here, and each is answered with its own type and nosniff.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^[\w.-]+\.(\w+)$/.exec(params.file);
  const type = match?.[1] ? IMAGE_TYPES[match[1]] : undefined;
  if (!type || params.file.startsWith(".")) return new Response("Not found", { status: 404 });
  const key = `products/${params.file}`;
  const size = await context.services.storage.size(key).catch((error: unknown) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
    // A missing bucket or refused credentials is an outage, not a missing image.
    context.services.log.error("storage unavailable", { error, key });
    return "unavailable" as const;
  });
  if (size === "unavailable") return unavailable();
  if (size === null) return new Response("Not found", { status: 404 });
  const stream = context.services.storage.read(key);
  // A discarded upload can go between its size and its first byte: that is a missing image, not a broken answer.
  try {
    await once(stream, "readable");
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) return new Response("Not found", { status: 404 });
    return unavailable();
  }
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(size),
      // Names are timestamped, so a replaced image gets a new URL.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
