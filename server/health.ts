import { pingDatabase } from "~/db/client.server";
import { smtpReachable } from "~/lib/email/smtp-reachable.server";
import type { Services } from "~/services.server";
import { healthReport, type CheckResult, type HealthReport } from "./health-report";

/** Each check gets this long; /healthz answers within 2 s even when a peer hangs. */
const CHECK_TIMEOUT_MS = 1_500;
/** The SMTP greeting is cached: a health check every few seconds would otherwise open as many connections. */
const SMTP_CACHE_MS = 30_000;

function withTimeout(check: Promise<boolean>, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([
    check.then((ok): CheckResult => (ok ? "ok" : "unavailable")).catch((): CheckResult => "unavailable"),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/** GET /healthz: the database, the storage backend and the SMTP server, checked in parallel. */
export function healthChecker() {
  let smtpCache: { at: number; result: Promise<CheckResult> } | null = null;

  function smtp(smtpUrl: string | undefined): Promise<CheckResult> {
    if (!smtpUrl) return Promise.resolve("not configured");
    if (!smtpCache || Date.now() - smtpCache.at > SMTP_CACHE_MS) {
      smtpCache = { at: Date.now(), result: withTimeout(smtpReachable(smtpUrl, CHECK_TIMEOUT_MS), CHECK_TIMEOUT_MS) };
    }
    return smtpCache.result;
  }

  return async function check(services: Services | null): Promise<HealthReport> {
    if (!services)
      return healthReport({ driver: null, database: "unavailable", storage: "unavailable", smtp: "unavailable" });
    const [database, storage, mail] = await Promise.all([
      withTimeout(pingDatabase(services.db), CHECK_TIMEOUT_MS),
      withTimeout(
        services.storage.ping().then(() => true),
        CHECK_TIMEOUT_MS,
      ),
      smtp(services.config.smtpUrl),
    ]);
    return healthReport({ driver: services.database.driver, database, storage, smtp: mail });
  };
}
