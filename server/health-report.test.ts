import { describe, expect, it } from "vitest";
import { healthReport } from "./health-report";

describe("healthReport", () => {
  it("is ok with 200 when everything answers (SMTP may be unconfigured)", () => {
    expect(healthReport({ driver: "postgres", database: "ok", storage: "ok", smtp: "not configured" })).toEqual({
      httpStatus: 200,
      body: {
        status: "ok",
        database: "postgres",
        checks: { database: "ok", storage: "ok", smtp: "not configured" },
      },
    });
  });

  it("takes the instance out of rotation (503) only when the database does not answer", () => {
    const hung = healthReport({ driver: "postgres", database: "timeout", storage: "ok", smtp: "ok" });
    expect(hung.httpStatus).toBe(503);
    expect(hung.body.status).toBe("unavailable");
  });

  it("reports a shared storage or mail outage as degraded, still 200", () => {
    const storageDown = healthReport({ driver: "pglite", database: "ok", storage: "unavailable", smtp: "ok" });
    expect(storageDown).toMatchObject({ httpStatus: 200, body: { status: "degraded" } });
    const smtpSlow = healthReport({ driver: "pglite", database: "ok", storage: "ok", smtp: "timeout" });
    expect(smtpSlow).toMatchObject({ httpStatus: 200, body: { status: "degraded" } });
  });
});
