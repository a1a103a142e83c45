/**
 * Copy of the landing page `/` (SPEC section 2, "Header and landing"). The
 * external offers' URLs are the owner's settings (Site tab: "Foundations
 * course link", "Community link", "Coaching link").
 */
import type { JourneyLink } from "./site";

export const LANDING = {
  title: "Rerouted | Faith-based leadership for the detours of life",
  description:
    "Rerouted is a faith-based leadership book for anyone whose plans fell apart. Read the book, take the free 5-minute readiness assessment, and find the purpose in your detour.",
  hero: {
    eyebrow: "The new book",
    headline: "When life reroutes you, faith leads the way.",
    body: "Rerouted is for the leader whose plans fell apart: the closed door, the lost role, the season that went nowhere you expected. It is a gentle, honest guide to finding God's direction again and leading others from the detour.",
    primaryCta: "Get the Book",
    secondaryCta: "Take the FREE Assessment",
    assessmentNote: "Free, 5 minutes: discover where you are on your journey.",
  },
  book: {
    title: "Read My Book",
    body: "In Rerouted I tell the story of the year my carefully planned life came apart, and what God taught me on the road I never chose. Each chapter pairs a real detour with the truth that carried me through it, and ends with questions to help you lead from where you are, not from where you hoped to be.",
    points: [
      "Twelve short chapters you can read in a week of mornings",
      "Reflection questions for personal study or a small group",
      "Practical steps for leading your family, team or church through change",
    ],
    cta: "Get Your Copy",
  },
  journey: {
    title: "Take Your Journey Further",
    body: "The book is the first step. When you are ready to go deeper, walk the next part of the road with others.",
  },
  // The section's body is the owner's own "Author bio" (Site tab): hidden until it is written.
  meet: {
    eyebrow: "Meet the author",
    title: "Meet", // the section's heading is "Meet {author}"
    cta: "Read My Story in the Book",
  },
  exit: {
    title: "Wait! Before You Go...",
    body: "Take the free 5-minute readiness assessment and discover where you are on your journey, and the one next step that will help you most.",
    cta: "Take the FREE Assessment",
    dismiss: "No thanks, continue browsing",
  },
} as const;

export interface JourneyOffer {
  title: string;
  description: string;
  cta: string;
  link: JourneyLink;
}

/** The three external offers; each opens in a new tab. */
export const JOURNEY_OFFERS: readonly JourneyOffer[] = [
  {
    title: "Rerouted Foundations",
    description:
      "A 10-module video course that walks you through the book's framework with worksheets, prayers and practical steps for every stage of your detour.",
    cta: "Enroll Now",
    link: "foundations",
  },
  {
    title: "The Rerouted Community",
    description:
      "A warm online community of readers and leaders who meet for weekly encouragement, live Q&A and prayer, so nobody walks their detour alone.",
    cta: "Join Community",
    link: "community",
  },
  {
    title: "1:1 Coaching",
    description:
      "A private session to talk through your situation, find clarity on your next step and leave with a plan you can act on this week.",
    cta: "Book Session",
    link: "coaching",
  },
];
