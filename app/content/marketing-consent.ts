/**
 * The marketing-email consent each lead form offers, unticked, beside the
 * result the person asked for. The version is stored with every consent:
 * changing any label means bumping the version, so a past consent keeps
 * pointing at the words the person actually agreed to.
 */
export const MARKETING_CONSENT = {
  version: "2026-11-23",
  labels: {
    readiness:
      "Send me occasional emails with encouragement for the road ahead, new resources and offers from Rerouted. Unsubscribe anytime.",
    author:
      "Send me occasional emails with writing tips, publishing guidance and offers from Rerouted. Unsubscribe anytime.",
    application:
      "Send me occasional emails about writing my book, program news and offers from Rerouted. Unsubscribe anytime.",
  },
} as const;

export type ConsentForm = keyof typeof MARKETING_CONSENT.labels;
