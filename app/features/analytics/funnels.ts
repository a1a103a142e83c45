import type { EventType } from "./events";

/**
 * The funnels the owner watches. A step matches events by type, name,
 * path and/or one property; a visitor reaches step k only with a matching
 * event at or after the moment they reached step k-1.
 */
export interface StepMatch {
  type?: EventType;
  name?: string;
  path?: string;
  prop?: { key: string; value: string };
}

export interface FunnelStep {
  label: string;
  match: StepMatch;
}

export interface FunnelDefinition {
  id: "book" | "assessment" | "application";
  title: string;
  steps: FunnelStep[];
}

const pageView = (path: string): StepMatch => ({ type: "page_view", path });

/** Names of the business events pages emit through track(). */
export const BUSINESS_EVENTS = {
  checkoutStarted: "checkout_started",
  optionSelected: "option_selected",
  assessmentCompleted: "assessment_completed",
  leadCaptured: "lead_captured",
  applicationSubmitted: "application_submitted",
  countdownExpired: "countdown_expired",
} as const;

export const FUNNELS: FunnelDefinition[] = [
  {
    id: "book",
    title: "Book funnel",
    steps: [
      { label: "Viewed the book page", match: pageView("/book") },
      { label: "Started checkout", match: { name: BUSINESS_EVENTS.checkoutStarted } },
      { label: "Thank-you page", match: pageView("/rerouted/thank-you") },
      { label: "AI upsell", match: pageView("/rerouted/upsell-ai") },
      { label: "Create Your Book", match: pageView("/rerouted/book-creation") },
      { label: "Order complete", match: pageView("/rerouted/complete") },
    ],
  },
  {
    id: "assessment",
    title: "Readiness assessment",
    steps: [
      { label: "Started the assessment", match: pageView("/assessment") },
      { label: "Completed the quiz", match: { name: BUSINESS_EVENTS.assessmentCompleted } },
      { label: "Lead captured", match: { name: BUSINESS_EVENTS.leadCaptured } },
    ],
  },
  {
    id: "application",
    title: "Book-creation application",
    steps: [
      { label: "Started the application", match: pageView("/rerouted/book-creation-application") },
      { label: "Submitted", match: { name: BUSINESS_EVENTS.applicationSubmitted } },
      {
        label: "Qualified",
        match: { name: BUSINESS_EVENTS.applicationSubmitted, prop: { key: "qualified", value: "true" } },
      },
    ],
  },
];

export interface FunnelRow {
  label: string;
  visitors: number;
  /** Percent of the previous step (100 for the first step with visitors). */
  fromPrevious: number;
  /** Percent of the first step. */
  fromStart: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Conversion between consecutive steps, to one decimal place. */
export function funnelRows(steps: FunnelStep[], counts: number[]): FunnelRow[] {
  const first = counts[0] ?? 0;
  return steps.map((step, index) => {
    const visitors = counts[index] ?? 0;
    const previous = index === 0 ? visitors : (counts[index - 1] ?? 0);
    return {
      label: step.label,
      visitors,
      fromPrevious: percent(visitors, previous),
      fromStart: percent(visitors, first),
    };
  });
}
