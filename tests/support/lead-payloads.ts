/**
 * Valid bodies for the three lead endpoints, as the pages post them. Tests
 * spread and override single fields to probe one rule at a time.
 */
export const READINESS_LEAD = {
  name: "Grace",
  email: "grace@example.com",
  answers: { "1": "thriving", "2": "trust", "3": "searching", "4": "patience", "5": "strong" },
};

export const AUTHOR_LEAD = {
  fullName: "Ruth Writer",
  email: "ruth@example.com",
  phone: "+1 (555) 010-2030",
  smsConsent: true,
  answers: {
    stage: "First draft complete",
    frequency: "A few times a week",
    challenge: "Staying motivated",
    timeline: "3-6 months",
  },
};

/** An application that qualifies (no disqualifying answer, 10+ hours a week). */
export const APPLICATION = {
  fullName: "Paul Author",
  email: "paul@example.com",
  phone: "555-010-4040",
  smsConsent: true,
  bookDescription: "A memoir about losing my business and finding my calling.",
  idealReader: "Men in mid-life who feel their plans have failed.",
  expertise: "Twenty years of leading a recovery ministry.",
  motivation: "help others",
  timeExpectation: "3-6 months",
  earningsExpectation: "impact focus",
  feedbackResponse: "welcome it",
  changeResponse: "trust expertise",
  hoursPerWeek: "10+ hours",
  investmentApproach: "do whatever",
  reroutedResonance: "purpose",
  faithBasedValues: "extremely important",
};
