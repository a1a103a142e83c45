/** The outcome of one health check. */
export type CheckResult = "ok" | "unavailable" | "timeout" | "not configured";

export interface HealthReport {
  httpStatus: 200 | 503;
  body: {
    status: "ok" | "degraded" | "unavailable";
    database: "pglite" | "postgres" | null;
    checks: { database: CheckResult; storage: CheckResult; smtp: CheckResult };
  };
}

/**
 * /healthz for a load balancer: only the database decides whether this
 * instance can serve (503 takes it out of rotation). Storage and SMTP are
 * shared by every instance, so their failure is reported as "degraded"
 * with 200: taking every instance out would not bring them back.
 */
export function healthReport(checks: {
  driver: "pglite" | "postgres" | null;
  database: CheckResult;
  storage: CheckResult;
  smtp: CheckResult;
}): HealthReport {
  const { driver, ...results } = checks;
  const databaseUp = results.database === "ok";
  const othersUp = [results.storage, results.smtp].every((r) => r === "ok" || r === "not configured");
  return {
    httpStatus: databaseUp ? 200 : 503,
    body: {
      status: !databaseUp ? "unavailable" : othersUp ? "ok" : "degraded",
      database: driver,
      checks: results,
    },
  };
}
