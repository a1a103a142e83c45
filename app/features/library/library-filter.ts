/** The fields of a library product the filter reads. */
export interface FilterableProduct {
  name: string;
  description: string;
  productType: string;
}

export const ALL_TYPES = "all";

/**
 * SPEC section 5: case-insensitive match of the search text against name or
 * description, combined with the type filter ("all" lets every type through).
 */
export function filterLibrary<T extends FilterableProduct>(
  products: readonly T[],
  filter: { search: string; type: string },
): T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return products.filter(
    (product) =>
      (filter.type === ALL_TYPES || product.productType === filter.type) &&
      (needle === "" ||
        product.name.toLocaleLowerCase().includes(needle) ||
        product.description.toLocaleLowerCase().includes(needle)),
  );
}

/** The type filter's options after "All Types": each type present, in the given order of types. */
export function typesPresent(products: readonly FilterableProduct[], order: readonly string[]): string[] {
  const present = new Set(products.map((product) => product.productType));
  return [...order.filter((type) => present.has(type)), ...[...present].filter((type) => !order.includes(type))];
}

/** A card offers "continue listening" once the user is past the very start of the product. */
export function hasListeningPosition(resume: { chapterNumber: number; progressSeconds: number } | null): boolean {
  return resume !== null && (resume.progressSeconds >= 1 || resume.chapterNumber > 1);
}
