// The project's layering, as one ESLint rule (docs/ARCHITECTURE.md, "Layers"):
//
// - a feature (app/features/<name>/) uses another feature only through its
//   public modules, `~/features/<name>` (browser-safe) and
//   `~/features/<name>/index.server`; never a route;
// - features depend one way: a feature never imports one that already
//   depends on it, directly or through others (a cycle);
// - the shared layer (app/lib, app/components, app/content, app/db,
//   app/storage and the process's config and logger) imports no feature and
//   no route.
//
// Routes, app/root.tsx, app/site-shell.tsx, the islands (app/islands/), the
// entry modules, app/services.server.ts, the Express server, tests and
// scripts compose the features and may import any of their modules.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");

const SHARED_DIRS = ["app/lib/", "app/components/", "app/content/", "app/db/", "app/storage/"];
const SHARED_FILES = new Set(["app/config.server.ts", "app/logger.server.ts", "app/project-root.server.ts"]);

/** "feature:<name>", "shared" or null (a composing module, unrestricted). */
function layerOf(file) {
  const feature = /^app\/features\/([^/]+)\//.exec(file);
  if (feature) return `feature:${feature[1]}`;
  if (SHARED_FILES.has(file) || SHARED_DIRS.some((dir) => file.startsWith(dir))) return "shared";
  return null;
}

/** The repository-relative path an import names, or null for a package. */
function resolveImport(importer, specifier) {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(importer), specifier);
  return null;
}

const PUBLIC_MODULE = /^(index|index\.server)(\.tsx?)?$/;

/** Why `importer` may not import `target` (both repository-relative), or null when it may. */
function boundaryViolation(importer, target) {
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

/** The feature a repository-relative path belongs to, or null. */
function featureOf(file) {
  return /^app\/features\/([^/]+)(?:\/|$)/.exec(file)?.[1] ?? null;
}

/** Per feature file: its modification time and the other features it imports. */
const importsCache = new Map();

/** The other features one feature file imports, read from disk (cached until the file changes). */
function featuresImportedBy(file) {
  const absolute = path.join(ROOT, file);
  const { mtimeMs } = statSync(absolute);
  const cached = importsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.features;
  const own = featureOf(file);
  const features = new Set();
  // TypeScript's import scanner: every static, type-only, re-export and dynamic import, none in comments.
  for (const { fileName } of ts.preProcessFile(readFileSync(absolute, "utf8"), true, true).importedFiles) {
    const target = resolveImport(file, fileName);
    const feature = target && featureOf(target);
    if (feature && feature !== own) features.add(feature);
  }
  importsCache.set(file, { mtimeMs, features });
  return features;
}

/**
 * Which features each feature imports, with one file showing it
 * (`graph.get("a").get("b")` is a file of a importing b), from the files on
 * disk now: the directory is listed again on every call, so an editor's
 * long-running ESLint sees files added, changed and removed.
 */
function featureGraph() {
  const graph = new Map();
  const files = readdirSync(path.join(ROOT, "app/features"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    // Sorted, so the file a message names is the same on every machine.
    .sort();
  for (const file of files) {
    const from = featureOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    const edges = graph.get(from);
    for (const to of featuresImportedBy(file)) if (!edges.has(to)) edges.set(to, file);
  }
  return graph;
}

/**
 * How `start` reaches `goal` along imports, shortest first: the hops, each a
 * feature with a file of it importing the next one (the last imports
 * `goal`), or null when `start` does not depend on `goal`.
 */
function dependencyPath(graph, start, goal) {
  const reachedBy = new Map([[start, null]]);
  const queue = [start];
  for (const feature of queue) {
    for (const [next, file] of graph.get(feature) ?? []) {
      if (reachedBy.has(next)) continue;
      reachedBy.set(next, { feature, file });
      if (next === goal) {
        const hops = [];
        for (let hop = reachedBy.get(goal); hop; hop = reachedBy.get(hop.feature)) hops.unshift(hop);
        return hops;
      }
      queue.push(next);
    }
  }
  return null;
}

/** Why `importer`'s feature may not import `target`'s, given the imports in `graph`, or null. */
function cycleViolation(graph, importer, target) {
  const from = featureOf(importer);
  const to = featureOf(target);
  if (from === null || to === null || from === to) return null;
  const back = dependencyPath(graph, to, from);
  if (back === null) return null;
  const names = [from, ...back.map((hop) => hop.feature), from].join(" → ");
  return (
    `Import cycle between features: ${names} (${back.at(-1).file} imports features/${from}). ` +
    "Features depend one way: move what both use to the feature it belongs to or to app/lib, or compose them in a route."
  );
}

const rule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Features meet only through public modules and without cycles; the shared layer imports no feature or route.",
    },
    schema: [],
  },
  create(context) {
    const importer = path.relative(ROOT, context.filename).split(path.sep).join("/");
    if (layerOf(importer) === null) return {};
    // Read once per linted file, and only by one that imports another feature (a few dozen files).
    let graph;
    function check(node) {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = resolveImport(importer, node.source.value);
      if (!target) return;
      let message = boundaryViolation(importer, target);
      const to = featureOf(target);
      if (!message && to !== null && to !== featureOf(importer)) {
        graph ??= featureGraph();
        message = cycleViolation(graph, importer, target);
      }
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
