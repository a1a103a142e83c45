import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { SERVICE_WORKER_URL } from "../app/features/offline/offline-rules.ts";

/**
 * Serves the client build. Files are compressed once at build time
 * (scripts/precompress.mjs writes .br and .gz beside them); this picks the
 * best variant the client accepts instead of compressing per request.
 * Hashed files under /assets are cached for a year as immutable. The
 * marketing pages are not files: server/marketing-pages.ts renders them.
 * Files up to MEMORY_LIMIT are answered from memory after their first
 * request (no open, stat, read and close per request); Range requests
 * and larger files go through sendFile.
 */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

interface Entry {
  file: string;
  br: boolean;
  gz: boolean;
  /** Each variant's bytes, loaded on its first request (or false: too large to keep). */
  loaded: Map<string, Loaded | false>;
}

interface Loaded {
  body: Buffer;
  etag: string;
  lastModified: string;
  modifiedSeconds: number;
}

/** The client build is about 1.5 MB in all; a file larger than this (a PDF in public/) streams. */
const MEMORY_LIMIT = 512 * 1024;

function load(entry: Entry, file: string): Loaded | false {
  let loaded = entry.loaded.get(file);
  if (loaded === undefined) {
    const info = statSync(file);
    loaded =
      info.size > MEMORY_LIMIT
        ? false
        : {
            body: readFileSync(file),
            // The validators send (Express's sendFile) gives the same file.
            etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
            lastModified: info.mtime.toUTCString(),
            modifiedSeconds: Math.floor(info.mtime.getTime() / 1000),
          };
    entry.loaded.set(file, loaded);
  }
  return loaded;
}

/** RFC 9110 section 13.1: If-None-Match (weak comparison) wins over If-Modified-Since. */
function notModified(req: IncomingMessage, file: Loaded): boolean {
  const noneMatch = req.headers["if-none-match"];
  if (noneMatch) {
    const tag = file.etag.slice(2);
    return noneMatch
      .split(",")
      .some((candidate) => candidate.trim() === "*" || candidate.trim().replace(/^W\//, "") === tag);
  }
  const since = req.headers["if-modified-since"];
  return since !== undefined && Date.parse(since) / 1000 >= file.modifiedSeconds;
}

function indexFiles(root: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!name.endsWith(".br") && !name.endsWith(".gz")) {
        const urlPath = `/${relative(root, full).split(sep).join("/")}`;
        files.set(urlPath, {
          file: full,
          br: existsSync(`${full}.br`),
          gz: existsSync(`${full}.gz`),
          loaded: new Map(),
        });
      }
    }
  };
  if (existsSync(root)) walk(root);
  return files;
}

/**
 * Express reports a visitor who went away mid-file (a cancelled preload, a
 * closed tab) as an error; nobody is left to answer and nothing failed.
 */
export function isClientAbort(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "ECONNABORTED";
}

/**
 * Hashed assets never change; the service worker keeps one name, so the
 * browser must ask for it on every update check (a cached copy would hold
 * an old worker for an hour); the rest may be an hour old.
 */
export function cacheControlOf(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (path === SERVICE_WORKER_URL) return "no-cache";
  return "public, max-age=3600";
}

/** A build file to answer from memory, chosen before anything is written. */
export interface MemoryFile {
  path: string;
  entry: Entry;
  encoding: "br" | "gzip" | null;
  loaded: Loaded;
}

export function staticFiles(root: string) {
  const files = indexFiles(resolve(root));

  /** The variant of the file at `path` (decoded) the client accepts, and its file on disk; null when there is no such file. */
  function variantOf(req: IncomingMessage, path: string) {
    const entry = files.get(path);
    if (!entry) return null;
    const accept = req.headers["accept-encoding"] ?? "";
    const encoding = entry.br && /\bbr\b/.test(accept) ? "br" : entry.gz && /\bgzip\b/.test(accept) ? "gzip" : null;
    const file = encoding === "br" ? `${entry.file}.br` : encoding === "gzip" ? `${entry.file}.gz` : entry.file;
    return { entry, encoding, file } as const;
  }

  function setFileHeaders(res: ServerResponse, path: string, entry: Entry, encoding: "br" | "gzip" | null) {
    res.setHeader("Content-Type", TYPES[extname(entry.file)] ?? "application/octet-stream");
    res.setHeader("Vary", "Accept-Encoding");
    // A policy governs documents; scripts, styles and raster images would
    // only carry its ~1 KB in every response. SVG keeps it: opened
    // directly, an SVG is a document that could run script.
    if (!/\.(html|svg)$/.test(entry.file)) res.removeHeader("Content-Security-Policy");
    // The service worker's own policy: it fetches from this site only.
    if (path === SERVICE_WORKER_URL) res.setHeader("Content-Security-Policy", "default-src 'self'");
    res.setHeader("Cache-Control", cacheControlOf(path));
    if (encoding) res.setHeader("Content-Encoding", encoding);
  }

  /** The file to answer from memory for this GET or HEAD of `path` (decoded), or null (no such file, a Range, too large). */
  function memoryFile(req: IncomingMessage, path: string): MemoryFile | null {
    if (req.headers.range !== undefined) return null;
    const variant = variantOf(req, path);
    const loaded = variant && load(variant.entry, variant.file);
    return variant && loaded ? { path, entry: variant.entry, encoding: variant.encoding, loaded } : null;
  }

  /** Answers with a file from memory: its headers, validators (304) and bytes. */
  function sendFromMemory(req: IncomingMessage, res: ServerResponse, file: MemoryFile): void {
    const { loaded } = file;
    setFileHeaders(res, file.path, file.entry, file.encoding);
    res.setHeader("Accept-Ranges", "bytes");
    res.setHeader("ETag", loaded.etag);
    res.setHeader("Last-Modified", loaded.lastModified);
    if (notModified(req, loaded)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Length", String(loaded.body.length));
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : loaded.body);
  }

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const inMemory = memoryFile(req, path);
    if (inMemory) return sendFromMemory(req, res, inMemory);
    const variant = variantOf(req, path);
    if (!variant) return next();
    setFileHeaders(res, path, variant.entry, variant.encoding);
    res.sendFile(variant.file, { headers: {}, lastModified: true, etag: true, cacheControl: false }, (error) => {
      if (error && !res.headersSent && !isClientAbort(error)) next(error);
    });
  };
  return Object.assign(middleware, { memoryFile, sendFromMemory });
}
