import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Services } from "~/services.server";
import { fastLaneOf } from "./fast-lane";
import type { marketingPages } from "./marketing-pages";
import { signedChapterFile, streamChapter, type ChapterAccess } from "./media";
import type { requestLogger } from "./request-log";
import { nextNonce } from "./response-policies";
import type { responseHeaders } from "./response-headers";
import type { staticFiles } from "./static-files";

/** What runs first on every answer, fast or not: the drain's `Connection: close` (shutdown.ts). */
export type FirstHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * A request listener in front of the Express app that answers the requests
 * fast-lane.ts picks with plain node:http calls: build files held in
 * memory, the cached `/` and `/book` for a visitor without a session, and
 * signed chapter ranges. Express's own work per request (its router, the
 * request and response prototypes, a dozen middleware layers) cost several
 * times what answering these does (decision 031).
 *
 * The answers are the Express app's: the same functions write every header
 * (response-headers.ts, static-files.ts, marketing-pages.ts, media.ts) and
 * the request log line (request-log.ts). Anything this lane is unsure of
 * goes to the Express app before a byte is written: services still
 * starting, the database down (static files are still answered, as
 * there), the site content due for its once-a-second check, a file not in
 * memory, a page not rendered yet that fails, a token that does not open
 * the chapter.
 */
export function fastLaneListener(options: {
  app: RequestListener;
  first?: FirstHandler;
  services: () => Services | undefined;
  logRequest: ReturnType<typeof requestLogger>;
  clientIp: (req: IncomingMessage) => string;
  headers: ReturnType<typeof responseHeaders>;
  files: ReturnType<typeof staticFiles> | undefined;
  pages: ReturnType<typeof marketingPages>;
  access: ChapterAccess;
}): RequestListener {
  const { app, first, logRequest, clientIp, headers, files, pages, access } = options;
  const noop = () => {};

  /** The services, when the content headers can be written at once (as the Express app does between checks). */
  const settled = () => {
    const services = options.services();
    return services && !services.siteContent.checkDue() ? services : undefined;
  };

  /**
   * What the Express app's first middleware write: the log line, the request
   * id and every common header. A cached page writes its own
   * Content-Security-Policy (its scripts' hashes), so it needs no nonce.
   */
  function begin(req: IncomingMessage, res: ServerResponse, started: number, services: Services, nonce = true) {
    first?.(req, res, noop);
    logRequest(req, res, started, () => clientIp(req));
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    headers.security(res, mark < 0 ? url : url.slice(0, mark));
    headers.content(res, nonce ? nextNonce() : null, services.siteContent.current());
  }

  return (req, res) => {
    const lane = fastLaneOf(req);
    if (!lane) return app(req, res);
    const started = performance.now();
    const services = settled();
    if (!services) return app(req, res);
    if (lane.kind === "file") {
      // Answered in a database outage too, as the Express app does.
      const file = files?.memoryFile(req, lane.path);
      if (!file) return app(req, res);
      begin(req, res, started, services);
      files!.sendFromMemory(req, res, file);
      return;
    }
    if (services.database.availability.isDown) return app(req, res);
    if (lane.kind === "page") {
      pages.anonymousPage(lane.path, services).then(
        (answer) => {
          const now = settled();
          if (!now) return app(req, res);
          begin(req, res, started, now, false);
          pages.send(req, res, answer);
        },
        () => app(req, res),
      );
      return;
    }
    // Local storage only: S3 redirects and the proxy's X-Accel-Redirect are the Express app's.
    if (services.storage.readUrl || services.config.mediaAccelRedirect) return app(req, res);
    let begun = false;
    signedChapterFile(services, access, lane.chapterId, lane.token)
      .then(async (filePath) => {
        const size = filePath ? await services.storage.size(filePath) : null;
        const now = settled();
        if (!filePath || size === null || !now) return app(req, res);
        begin(req, res, started, now);
        begun = true;
        await streamChapter(req, res, now, filePath, size);
      })
      .catch((error: unknown) => {
        // Before anything is written the Express app answers (a database outage is its 503).
        if (!begun) return app(req, res);
        res.destroy(error as Error);
      });
  };
}
