import { describe, expect, it } from "vitest";
import { pixelsAllowedOn } from "~/features/analytics/pixel-pages";
import routes from "~/routes";

/**
 * No page whose address carries a token may load an ad pixel or Google's
 * tag: those scripts send the address bar to their owners. One rule, over
 * every route of the table that takes a token in its path.
 */
describe("pages whose address carries a token", () => {
  const tokenRoutes = routes.flatMap((route) => (route.path?.includes(":token") ? [route.path] : []));

  it("are found in the route table (the unsubscribe and confirmation links)", () => {
    expect(tokenRoutes).toEqual(expect.arrayContaining(["email/unsubscribe/:token", "email/confirm/:token"]));
  });

  it("never load the pixels", () => {
    for (const path of tokenRoutes) {
      const page = `/${path.replace(":token", "cmVhZGVyQGV4YW1wbGUuY29t.c2ln")}`;
      expect(pixelsAllowedOn(page), page).toBe(false);
    }
  });
});
