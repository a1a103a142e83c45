// The few parts of oidc-provider (which ships no types) that the social sign-in tests use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Interaction {
    uid: string;
    params: Record<string, unknown>;
  }

  interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    findAccount: (ctx: unknown, sub: string) => { accountId: string; claims: () => Record<string, unknown> };
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    features: Record<string, unknown>;
    interactions: { url: (ctx: unknown, interaction: Interaction) => string };
    cookies: { keys: string[] };
  }

  class Grant {
    constructor(options: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
