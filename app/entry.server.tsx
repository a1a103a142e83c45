import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { IslandProvider } from "~/components/island-scripts";
import { NonceProvider } from "~/components/nonce";
import { islandOf } from "~/lib/islands";
import { islandScriptUrl } from "~/lib/islands.server";
import { paintBeforeScripts, paintsFirst } from "~/lib/paint-first";
import { getLogger } from "~/services.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A sales page hydrates as an island (lib/islands.ts) when it renders as itself; an error page
  // hydrates with React Router, which knows how to render it.
  const island = islandOf(new URL(request.url).pathname);
  const islandScript =
    island && responseStatusCode === 200 && !routerContext.staticHandlerContext.errors ? islandScriptUrl(island) : null;
  // These pages' scripts wait for the first paint; their HTML is rewritten whole, so it is rendered whole.
  const paintFirst = !island && paintsFirst(new URL(request.url).pathname);
  // Bots and cached marketing pages get the whole document at once; browsers stream.
  const waitForAll =
    paintFirst ||
    isbot(request.headers.get("user-agent") ?? "") ||
    routerContext.isSpaMode ||
    Boolean(loadContext?.headerVariant);
  // A cached page has no nonce: its inline scripts are allowed by their hashes.
  const nonce = loadContext?.nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandProvider value={islandScript}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const init = { headers: responseHeaders, status: responseStatusCode };
          if (paintFirst) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () =>
              resolve(new Response(paintBeforeScripts(Buffer.concat(chunks).toString("utf8"), nonce), init)),
            );
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), init));
          }
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) getLogger().error("render failed", { error, path: new URL(request.url).pathname });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Loader, action and render errors go to the JSON log, redacted (React
 * Router's default prints them raw, SQL parameters included). A client
 * that went away is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  getLogger().error("route failed", { error, path: new URL(request.url).pathname });
};
