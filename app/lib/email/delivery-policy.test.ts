import { describe, expect, it } from "vitest";
import { classifySmtpFailure, EMAIL_LEASE_MS, smtpTimeoutsFor } from "./delivery-policy";

describe("smtpTimeoutsFor", () => {
  it("bounds the whole send at half the two-minute lease", () => {
    expect(EMAIL_LEASE_MS).toBe(120_000);
    expect(smtpTimeoutsFor(120_000)).toEqual({
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      sendDeadline: 60_000,
    });
  });

  it("keeps connect + greeting + one stalled reply inside the lease", () => {
    const t = smtpTimeoutsFor(120_000);
    expect(t.connectionTimeout + t.greetingTimeout + t.socketTimeout).toBeLessThan(120_000);
  });
});

describe("classifySmtpFailure", () => {
  it("does not retry a permanent 5xx answer about the message", () => {
    expect(classifySmtpFailure({ responseCode: 550, code: "EENVELOPE", message: "550 5.1.1 No such user" })).toEqual({
      permanent: true,
      reason: "550 5.1.1 No such user",
    });
    expect(classifySmtpFailure({ responseCode: 554, code: "EMESSAGE", message: "554 rejected" }).permanent).toBe(true);
  });

  it("retries temporary answers, timeouts and connection failures", () => {
    expect(classifySmtpFailure({ responseCode: 451, message: "451 try later" }).permanent).toBe(false);
    expect(classifySmtpFailure({ code: "ETIMEDOUT", message: "Timeout" }).permanent).toBe(false);
    expect(classifySmtpFailure({ code: "ECONNECTION", message: "connect ECONNREFUSED" }).permanent).toBe(false);
  });

  it("retries refused credentials: a setting to fix, not a bad message", () => {
    expect(classifySmtpFailure({ responseCode: 535, code: "EAUTH", message: "535 auth failed" }).permanent).toBe(false);
  });
});
