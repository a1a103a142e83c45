import { describe, expect, it } from "vitest";
import { describeFollowup } from "./lead-followup";

const base = {
  resultEmail: "sent",
  consented: false,
  confirmed: false,
  unsubscribed: false,
  sync: null,
  syncConfigured: true,
};

describe("lead follow-up in the Leads tab", () => {
  it("names the result email's state: queued, sent or failed", () => {
    expect(describeFollowup({ ...base, resultEmail: "queued" }).result).toEqual({
      label: "Result queued",
      tone: "secondary",
    });
    expect(describeFollowup({ ...base, resultEmail: "sending" }).result.label).toBe("Result queued");
    expect(describeFollowup({ ...base, resultEmail: "sent" }).result).toEqual({
      label: "Result sent",
      tone: "success",
    });
    expect(describeFollowup({ ...base, resultEmail: "failed" }).result).toEqual({
      label: "Result failed",
      tone: "destructive",
    });
    expect(describeFollowup({ ...base, resultEmail: null }).result.label).toBe("No result email");
  });

  it("tells consent, confirmation and unsubscribe apart", () => {
    expect(describeFollowup(base).consent.label).toBe("No marketing consent");
    expect(describeFollowup({ ...base, consented: true }).consent.label).toBe("Awaiting confirmation");
    expect(describeFollowup({ ...base, consented: true, confirmed: true }).consent.label).toBe("Consent confirmed");
    expect(describeFollowup({ ...base, unsubscribed: true }).unsubscribed).toBe(true);
  });

  it("names the sync state", () => {
    expect(describeFollowup({ ...base, sync: "delivered" }).sync.label).toBe("Synced");
    expect(describeFollowup({ ...base, sync: "pending" }).sync.label).toBe("Sync pending");
    expect(describeFollowup({ ...base, sync: "failed" }).sync).toEqual({ label: "Sync failed", tone: "destructive" });
    expect(describeFollowup(base).sync.label).toBe("Not synced");
    expect(describeFollowup({ ...base, syncConfigured: false }).sync.label).toBe("Sync off");
  });
});
