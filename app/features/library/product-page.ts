/**
 * What a library product's page shows, by its type: a player for
 * audiobooks (chapters) and video products (lessons), the way into an
 * assessment, and a workbook's (or any other product's) file.
 */
export type ProductPageKind = "player" | "assessment" | "document";

export function productPageKind(productType: string): ProductPageKind {
  if (productType === "audiobook" || productType === "video") return "player";
  if (productType === "assessment") return "assessment";
  return "document";
}
