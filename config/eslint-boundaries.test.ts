import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Runs the project's ESLint configuration on probe files placed (by name
// only) in each layer, so the boundaries are checked as `npm run lint`
// applies them, not just the rule's helper functions.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/feature-imports").map((m) => m.message);
}

describe("feature boundaries in ESLint", () => {
  it("fails a feature importing another feature's internal module, by alias or relative path", async () => {
    const errors = await boundaryErrors(
      "app/features/funnel/probe.server.ts",
      [
        'import { createAccount } from "~/features/auth/accounts.server";',
        'import { loginSchema } from "../auth/schemas";',
        "export const probe = [createAccount, loginSchema];",
      ].join("\n"),
    );
    expect(errors).toEqual([
      'Import another feature through its public module: "~/features/auth" or "~/features/auth/index.server".',
      'Import another feature through its public module: "~/features/auth" or "~/features/auth/index.server".',
    ]);
  });

  it("passes a feature importing another feature's public modules and its own internals", async () => {
    const errors = await boundaryErrors(
      "app/features/funnel/probe.server.ts",
      [
        'import { createAccount } from "~/features/auth/index.server";',
        'import { track } from "~/features/analytics";',
        'import { offerAfterDeadline } from "./deadlines";',
        "export const probe = [createAccount, track, offerAfterDeadline];",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("fails the shared layer importing a feature, even its public module, or a route", async () => {
    const errors = await boundaryErrors(
      "app/lib/probe.ts",
      [
        'import { track } from "~/features/analytics";',
        'import { loader } from "~/routes/book";',
        "export const probe = [track, loader];",
      ].join("\n"),
    );
    expect(errors).toEqual([
      "The shared layer may not import a feature (features/analytics); move what both need into app/lib.",
      "Routes compose features; a feature or the shared layer never imports one.",
    ]);
    const fromDb = await boundaryErrors(
      "app/db/probe.server.ts",
      'import { createAccount } from "~/features/auth/index.server";\nexport const probe = createAccount;',
    );
    expect(fromDb).toHaveLength(1);
  });

  it("fails a feature importing one that already imports it, naming the cycle and where it closes", async () => {
    const errors = await boundaryErrors(
      "app/features/funnel/probe.server.ts",
      'import { funnelPageLoader } from "~/features/stripe/index.server";\nexport const probe = funnelPageLoader;',
    );
    expect(errors).toEqual([
      "Import cycle between features: funnel → stripe → funnel (app/features/stripe/abandoned-checkout.server.ts imports features/funnel). " +
        "Features depend one way: move what both use to the feature it belongs to or to app/lib, or compose them in a route.",
    ]);
  });

  it("fails a cycle through other features too, and only the imports that close one", async () => {
    const errors = await boundaryErrors(
      "app/features/analytics/probe.ts",
      [
        'import { applyPaidOrder } from "~/features/purchases/index.server";',
        'import { createAccount } from "~/features/auth/index.server";',
        "export const probe = [applyPaidOrder, createAccount];",
      ].join("\n"),
    );
    expect(errors).toEqual([
      "Import cycle between features: analytics → purchases → checkout → analytics (app/features/checkout/buy-offer.ts imports features/analytics). " +
        "Features depend one way: move what both use to the feature it belongs to or to app/lib, or compose them in a route.",
    ]);
  });

  it("lets routes compose any feature module", async () => {
    const errors = await boundaryErrors(
      "app/routes/probe.tsx",
      'import { loginSchema } from "~/features/auth/schemas";\nexport const probe = loginSchema;',
    );
    expect(errors).toEqual([]);
  });
});
