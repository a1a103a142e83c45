import { describe, expect, it } from "vitest";
import { webhookVersionReport } from "./webhook-version";

const at = new Date("2026-11-20T10:00:00Z");

describe("webhookVersionReport", () => {
  it("says nothing arrived before the first event", () => {
    expect(webhookVersionReport(null, "2026-10-28.endive")).toEqual({ state: "no-events" });
  });

  it("confirms an endpoint at the package's version", () => {
    const delivery = { apiVersion: "2026-10-28.endive", eventType: "checkout.session.completed", receivedAt: at };
    expect(webhookVersionReport(delivery, "2026-10-28.endive")).toEqual({ state: "current", delivery });
  });

  it("names the version an older endpoint sends and the one to create", () => {
    const delivery = { apiVersion: "2024-12-18.acacia", eventType: "charge.refunded", receivedAt: at };
    expect(webhookVersionReport(delivery, "2026-10-28.endive")).toEqual({
      state: "other",
      delivery,
      message:
        'Stripe sends this site\'s webhook events in API version 2024-12-18.acacia; the site is built for 2026-10-28.endive. Events of both still work, but create a new endpoint at 2026-10-28.endive (docs/payments.md, "Connecting Stripe") and remove the old one.',
    });
  });

  it("treats an event without a version as another version", () => {
    const delivery = { apiVersion: null, eventType: "charge.refunded", receivedAt: at };
    expect(webhookVersionReport(delivery, "2026-10-28.endive")).toMatchObject({
      state: "other",
      message: expect.stringContaining("in API version no version;"),
    });
  });
});
