import type { BetterAuthPlugin } from "better-auth";
import type { twoFactor } from "better-auth/plugins/two-factor";

/** Better Auth's one callback endpoint for every provider, social and generic OpenID alike. */
const PROVIDER_CALLBACK = "/callback/:id";

/**
 * Better Auth asks for the second factor after a password only. A member
 * who turned two-factor on gets the same step after a provider's sign-in:
 * the two-factor plugin's own step (session dropped, challenge cookie set)
 * runs after the provider callback too. Linking an identity while signed in
 * makes no new session, so the step leaves it alone.
 */
export function providerSignInsTakeSecondFactor(plugin: ReturnType<typeof twoFactor>): BetterAuthPlugin {
  const [step] = plugin.hooks.after;
  if (!step) throw new Error("Better Auth's two-factor plugin has no sign-in step to reuse");
  return {
    id: "provider-second-factor",
    hooks: { after: [{ matcher: (context) => context.path === PROVIDER_CALLBACK, handler: step.handler }] },
  };
}
