// Compresses the client build once, at build time, so the server never
// compresses static files per request (brotli at max quality, and gzip).
// zlib's asynchronous calls run on libuv's thread pool: every core works.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = "build/client";
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = [];
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const full = join(entry.parentPath, entry.name);
  if ((await stat(full)).size > 512) files.push(full);
}

const sizes = await Promise.all(
  files.map(async (full) => {
    const body = await readFile(full);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipped(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    return { before: body.length, after: br.length };
  }),
);
const before = sizes.reduce((sum, size) => sum + size.before, 0);
const after = sizes.reduce((sum, size) => sum + size.after, 0);
console.log(
  `precompressed ${files.length} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
