// The project's layering, as one ESLint rule (docs/ARCHITECTURE.md, "Layers"):
//
// - a feature (app/features/<name>/) uses another feature only through its
//   public modules, `~/features/<name>` (browser-safe) and
//   `~/features/<name>/index.server`; never a route;
// - the shared layer (app/lib, app/components, app/content, app/db,
//   app/storage and the process's config and logger) imports no feature and
//   no route.
//
// Routes, app/root.tsx, app/site-shell.tsx, the islands (app/islands/), the
// entry modules, app/services.server.ts, the Express server, tests and
// scripts compose the features and may import any of their modules.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

const SHARED_DIRS = ["app/lib/", "app/components/", "app/content/", "app/db/", "app/storage/"];
const SHARED_FILES = new Set(["app/config.server.ts", "app/logger.server.ts", "app/project-root.server.ts"]);

/** "feature:<name>", "shared" or null (a composing module, unrestricted). */
export function layerOf(file) {
  const feature = /^app\/features\/([^/]+)\//.exec(file);
  if (feature) return `feature:${feature[1]}`;
  if (SHARED_FILES.has(file) || SHARED_DIRS.some((dir) => file.startsWith(dir))) return "shared";
  return null;
}

/** The repository-relative path an import names, or null for a package. */
export function resolveImport(importer, specifier) {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(importer), specifier);
  return null;
}

const PUBLIC_MODULE = /^(index|index\.server)(\.tsx?)?$/;

/** Why `importer` may not import `target` (both repository-relative), or null when it may. */
export function boundaryViolation(importer, target) {
  const layer = layerOf(importer);
  if (layer === null) return null;
  if (target.startsWith("app/routes/") || target === "app/routes") {
    return "Routes compose features; a feature or the shared layer never imports one.";
  }
  const feature = /^app\/features\/([^/]+)(?:\/(.*))?$/.exec(target);
  if (!feature) return null;
  const [, name, rest] = feature;
  if (layer === "shared") {
    return `The shared layer may not import a feature (features/${name}); move what both need into app/lib.`;
  }
  if (layer === `feature:${name}`) return null;
  if (rest === undefined || PUBLIC_MODULE.test(rest)) return null;
  return `Import another feature through its public module: "~/features/${name}" or "~/features/${name}/index.server".`;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Features meet only through public modules; the shared layer imports no feature or route." },
    schema: [],
  },
  create(context) {
    const importer = path.relative(ROOT, context.filename).split(path.sep).join("/");
    if (layerOf(importer) === null) return {};
    function check(node) {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = resolveImport(importer, node.source.value);
      const message = target && boundaryViolation(importer, target);
      if (message) context.report({ node: node.source, message });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "feature-imports": rule } };
