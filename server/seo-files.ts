import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { NOT_INDEXED_PATHS } from "~/content/site";
import { indexablePaths, robotsTxt, routePaths, sitemapXml, type ManifestRoute } from "~/features/marketing/seo";
import type { Services } from "~/services.server";

/**
 * /sitemap.xml and /robots.txt, on the owner's current "Site URL": every
 * indexable page of the route table, and the private prefixes disallowed.
 */
export function seoFiles(options: { build: () => Promise<ServerBuild>; getServices: () => Promise<Services> }) {
  let paths: string[] | undefined;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path !== "/sitemap.xml" && req.path !== "/robots.txt") return next();
    try {
      const { siteContent } = await options.getServices();
      const { settings } = (await siteContent.fresh()).content;
      if (req.path === "/robots.txt") {
        res.type("text/plain; charset=utf-8").setHeader("Cache-Control", "public, max-age=300");
        res.send(robotsTxt(settings.siteUrl, NOT_INDEXED_PATHS));
        return;
      }
      if (!paths) {
        const routes = Object.fromEntries(
          Object.entries((await options.build()).routes).flatMap(([id, route]) =>
            route ? [[id, route satisfies ManifestRoute]] : [],
          ),
        );
        paths = indexablePaths(routePaths(routes), NOT_INDEXED_PATHS);
      }
      res.type("application/xml; charset=utf-8").setHeader("Cache-Control", "public, max-age=300");
      res.send(sitemapXml(settings.siteUrl, paths));
    } catch (error) {
      next(error);
    }
  };
}
