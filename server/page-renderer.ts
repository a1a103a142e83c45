import { createRequestHandler } from "react-router";
import { appLoadContext } from "~/load-context";
import type { RenderPage } from "~/features/admin/visitor-view.server";
import type { Services } from "~/services.server";
import { handlerOfBuild, type LoadBuild } from "./server-build";

/**
 * Renders a page inside the process as an anonymous visitor gets it (no
 * cookie, no session), or one of its browser-only states
 * (app/components/preview-state.tsx): what the launch checklist reads for
 * defaults left on the public pages. Only loaders call it; no request can
 * set a preview state.
 */
export function pageRenderer(options: {
  build: LoadBuild;
  getServices: () => Promise<Services>;
  mode: string;
}): RenderPage {
  const handle = handlerOfBuild(options.build, { fresh: options.mode === "development" }, (build) =>
    createRequestHandler(build, options.mode),
  );
  return async (path, previewState) => {
    const services = await options.getServices();
    const context = appLoadContext({ services, clientIp: "", nonce: "", previewState });
    const response = await handle(
      new Request(new URL(path, services.config.baseUrl), { headers: { accept: "text/html" } }),
      context,
    );
    return { status: response.status, html: await response.text() };
  };
}
