/**
 * How the Leads tab describes what happened after a lead was saved: its
 * result email, marketing consent and confirmation, unsubscribe, and the
 * delivery of its events to the owner's email platform.
 */
export interface FollowupFacts {
  /** Status of the result email's outbox row; null when the lead has none (saved before results were sent). */
  resultEmail: string | null;
  consented: boolean;
  confirmed: boolean;
  unsubscribed: boolean;
  /** Worst state over the lead's events: "failed", "pending", "delivered", or null for none. */
  sync: string | null;
  /** Whether LEADS_WEBHOOK_URL is set: without it nothing is synced, by choice. */
  syncConfigured: boolean;
}

type Tone = "success" | "secondary" | "destructive" | "outline";

export interface FollowupView {
  result: { label: string; tone: Tone };
  consent: { label: string; tone: Tone };
  unsubscribed: boolean;
  sync: { label: string; tone: Tone };
}

const RESULT: Record<string, { label: string; tone: Tone }> = {
  queued: { label: "Result queued", tone: "secondary" },
  sending: { label: "Result queued", tone: "secondary" },
  sent: { label: "Result sent", tone: "success" },
  failed: { label: "Result failed", tone: "destructive" },
};

const SYNC: Record<string, { label: string; tone: Tone }> = {
  delivered: { label: "Synced", tone: "success" },
  pending: { label: "Sync pending", tone: "secondary" },
  failed: { label: "Sync failed", tone: "destructive" },
};

export function describeFollowup(facts: FollowupFacts): FollowupView {
  return {
    result: (facts.resultEmail && RESULT[facts.resultEmail]) || { label: "No result email", tone: "outline" },
    consent: !facts.consented
      ? { label: "No marketing consent", tone: "outline" }
      : facts.confirmed
        ? { label: "Consent confirmed", tone: "success" }
        : { label: "Awaiting confirmation", tone: "secondary" },
    unsubscribed: facts.unsubscribed,
    sync:
      (facts.sync && SYNC[facts.sync]) ||
      (facts.syncConfigured ? { label: "Not synced", tone: "outline" } : { label: "Sync off", tone: "outline" }),
  };
}
