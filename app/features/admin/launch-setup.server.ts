import { DEMO_ACCOUNTS } from "~/content/demo-catalogue";
import { demoAccountsLeft } from "~/features/auth/index.server";
import type { Services } from "~/services.server";
import { cachedAggregate } from "./aggregate-cache.server";
import { launchSetupItems, type SetupItem } from "./launch-setup";

/**
 * The launch checklist's setup items: the configuration's facts and the
 * demo accounts left, judged against the offers as saved now. Checking the
 * demo password costs a scrypt hash per account, so its answer is kept as
 * long as the admin's aggregates (and cleared with them by any admin change).
 */
export async function loadLaunchSetup(services: Services): Promise<SetupItem[]> {
  const { config, db } = services;
  const [{ content }, demoAccounts] = await Promise.all([
    services.siteContent.fresh(),
    cachedAggregate("demo-accounts", () =>
      demoAccountsLeft(
        db,
        DEMO_ACCOUNTS.map((account) => account.email),
        config.demoPassword,
      ),
    ),
  ]);
  return launchSetupItems(
    {
      stripeSecretKey: config.stripe !== undefined,
      stripeWebhookSecret: config.stripe?.webhookSecret !== undefined,
      thrivecartSecret: config.thrivecart.secret !== undefined,
      purchaseWebhookSecret: config.webhookSecret !== undefined,
      smtp: config.smtpUrl !== undefined,
      mailFrom: config.mailFrom,
      demoAccounts,
    },
    content.offers,
  );
}
