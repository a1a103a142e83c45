/**
 * Addresses and names of a product's protected files (served by
 * server/media.ts after the access check), shared by the library and the
 * product page.
 */

/** Download: answered with Content-Disposition: attachment. */
export function documentDownloadUrl(productId: string): string {
  return `/media/documents/${productId}`;
}

/** In-browser view of a PDF: the same bytes, inline. */
export function documentViewUrl(productId: string): string {
  return `/media/documents/${productId}/view`;
}

export function isPdfKey(key: string): boolean {
  return /\.pdf$/i.test(key);
}

/** The file name a download is saved under: the product's name and the file's extension. */
export function downloadFileName(productName: string, key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? "bin";
  const base = productName
    .normalize("NFKD")
    .replace(/[^\w\s-]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "download"}.${ext}`;
}

/** Content-Disposition for a download, with an ASCII name and the UTF-8 one (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Where an assessment opens leaves the site when it is an https address: open it in a new tab. */
export function isExternalAddress(address: string): boolean {
  return /^https:\/\//i.test(address);
}
