/**
 * Copy of the book-creation program sales page (SPEC section 2, "Program
 * sales page"), shown at /rerouted and, inside the funnel, at
 * /rerouted/book-creation. Amounts and facts are SPEC section 9's; the
 * prose is ours (DESIGN section 5). Prices to charge live in offers.ts.
 */

export const PROGRAM = {
  name: "Rerouted Author Program",
  /** The page's name inside the post-purchase funnel (/rerouted/book-creation). */
  funnelName: "Create Your Book",
  eyebrow: "12-week book-creation coaching",
  headline: "Turn the detour God brought you through into the book someone else needs.",
  subheadline:
    "A guided, faith-centred path from a story on your heart to a published book on Amazon, with a coach, a proven roadmap and AI tools that keep you writing when life gets busy.",
  startCta: "Start Your Author Journey",
  facts: [
    { label: "Program length", value: "12 weeks" },
    { label: "Time commitment", value: "5-10 hours per week" },
    { label: "Writing intensive", value: "Weeks 1-8" },
  ],
  video: {
    title: "Your story was never wasted: a welcome from your coach",
  },
} as const;

/** The sales page as search engines and shares show it. */
export const PROGRAM_SEO = {
  title: `${PROGRAM.name} | Write and Publish Your Book in 90 Days`,
  description: PROGRAM.subheadline,
} as const;

/** The headings of the page's sections. */
export const PROGRAM_SECTIONS = {
  // Shown only with the owner's testimonials (Social proof tab).
  testimonials: { eyebrow: "Author stories", title: "They were rerouted, and now they're published" },
  roadmap: {
    eyebrow: "Your 12-week roadmap",
    title: "From a story on your heart to a book in your hands",
    intro: "Three phases, one clear next step every week.",
  },
  curriculum: {
    eyebrow: "The curriculum",
    title: "Eight modules, one finished book",
    intro: "Each module builds on the last, so you never wonder what comes next.",
    moduleLabel: "Module",
  },
  valueStack: { eyebrow: "Everything you get", title: "Your complete author toolkit", totalLabel: "Total value" },
  faq: { eyebrow: "Questions", title: "Frequently asked questions" },
} as const;

export interface RoadmapPhase {
  weeks: string;
  title: string;
  summary: string;
  milestones: readonly string[];
}

/** 12-week roadmap grouped in three phases (SPEC: weeks 1-4, 5-8, 9-12). */
export const ROADMAP: readonly RoadmapPhase[] = [
  {
    weeks: "Weeks 1-4",
    title: "Foundation and draft",
    summary: "Find the heart of your message and get words on the page.",
    milestones: ["Clarify your calling and reader", "Build a chapter-by-chapter outline", "Write your first chapters"],
  },
  {
    weeks: "Weeks 5-8",
    title: "Develop and refine",
    summary: "Finish the manuscript and shape it into a book you are proud of.",
    milestones: ["Complete the full draft", "Self-edit with guided checklists", "Professional-grade editing pass"],
  },
  {
    weeks: "Weeks 9-12",
    title: "Publish and launch",
    summary: "Put your book into readers' hands with a launch that honours the work.",
    milestones: ["Cover and interior design", "Publish on Amazon KDP", "Launch plan and first reviews"],
  },
];

export interface CurriculumModule {
  title: string;
  description: string;
}

/** The eight modules, in SPEC order. */
export const PROGRAM_CURRICULUM: readonly CurriculumModule[] = [
  {
    title: "Story Foundation",
    description: "Uncover the story God has written through your detours and the reader it is meant to reach.",
  },
  {
    title: "Outline",
    description: "Turn scattered ideas into a clear chapter map so you always know what to write next.",
  },
  {
    title: "AI-Assisted Writing",
    description: "Use AI as a faithful assistant, never a ghostwriter, to beat the blank page in your own voice.",
  },
  {
    title: "Content Development",
    description: "Add the stories, scripture and practical steps that move a reader from hope to action.",
  },
  {
    title: "Editing",
    description: "Tighten, clarify and polish your manuscript with a proven self-editing process.",
  },
  {
    title: "Design",
    description: "A professional cover and interior that make your book look as good as it reads.",
  },
  {
    title: "Amazon KDP Publishing",
    description: "Step-by-step publishing on Amazon KDP: categories, keywords, pricing and your author page.",
  },
  {
    title: "Launch",
    description: "A launch plan that gathers your first readers, early reviews and lasting momentum.",
  },
];

export interface ValueItem {
  name: string;
  value: number;
}

/** Value stack (SPEC section 9: $997, $497, $297, $397, $497, $697, $297, $197). */
export const VALUE_STACK: readonly ValueItem[] = [
  { name: "8-module Rerouted Author curriculum", value: 997 },
  { name: "Weekly live group coaching calls", value: 497 },
  { name: "AI writing prompts and templates", value: 297 },
  { name: "Professional editing guidance", value: 397 },
  { name: "Cover and interior design support", value: 497 },
  { name: "Amazon KDP publishing walkthrough", value: 697 },
  { name: "Book launch playbook", value: 297 },
  { name: "Private author community", value: 197 },
];

export interface Faq {
  question: string;
  answer: string;
}

export const PROGRAM_FAQS: readonly Faq[] = [
  {
    question: "I have never written anything longer than a blog post. Is this for me?",
    answer:
      "Yes. Most of our authors are first-timers. The roadmap breaks the book into small weekly steps, and your coach walks with you through each one.",
  },
  {
    question: "How much time will I need each week?",
    answer:
      "Plan on 5-10 hours per week during the 12 weeks, most of it in the writing intensive of weeks 1-8. The lessons are short and the writing sessions fit around work, family and ministry.",
  },
  {
    question: "Will AI write my book for me?",
    answer:
      "No. AI helps you brainstorm, outline and get unstuck, but every page is in your voice and carries your testimony. We teach you to use it wisely and honestly.",
  },
  {
    question: "What if I fall behind?",
    answer:
      "Life happens. Every lesson and call is recorded, and you keep access to the materials so you can catch up at your own pace.",
  },
  {
    question: "What does the 90-day publishing guarantee mean?",
    answer:
      "Do the work in the roadmap and, if your book is not published within 90 days, we keep coaching you at no extra cost until it is.",
  },
  {
    question: "Can I get a refund?",
    answer:
      "Yes. You are covered by a 30-day money-back guarantee. If the program is not right for you, email us within 30 days for a full refund.",
  },
];

export const COACH = {
  heading: "Meet your coach",
  // The coach's name, photo and biography are the author's (Site tab).
  stats: [
    { value: "25+ years", label: "of leadership and coaching" },
    { value: "4.7/5", label: "client rating" },
    { value: "12 weeks", label: "from idea to published book" },
  ],
} as const;

export const GUARANTEES = [
  {
    title: "30-day money-back guarantee",
    body: "Try the program for 30 days. If it is not the right fit, you get every dollar back.",
  },
  {
    title: "90-day publishing guarantee",
    body: "Follow the 12-week roadmap and your book is published within 90 days of your start, or we keep coaching you free until it is.",
  },
] as const;

/** Income calculator bounds (SPEC sections 5 and 9). Prices in cents, so every step is exact. */
export const INCOME_CALCULATOR = {
  priceCents: { min: 999, max: 3999, step: 100, initial: 1999 },
  monthlySales: { min: 10, max: 500, step: 10, initial: 100 },
  royaltyRate: 0.7,
  monthsPerYear: 12,
} as const;

export const PRICING_COPY = {
  heading: "Choose how you want to start",
  subheading: "Join today and begin your first module this week.",
  countdownLabel: "Your enrollment price is held for",
  buyCta: "Yes! I'm Ready To Publish My Book",
  applicationCta: "Complete Application First",
  declineCta: "No thanks, complete my order",
  totalValueLabel: "Total value",
  /** Where the two buy options were, once the held price has run out: the application is the way in. */
  closedNote:
    "The enrollment price held for you has run out. Complete the application and we'll reply with your options for the next cohort.",
} as const;

/**
 * The sales page's exit-intent offer: a visitor not ready for the program
 * is invited to find out where they are as an author (SPEC section 2,
 * author journey assessment).
 */
export const PROGRAM_EXIT = {
  title: "Not sure you're ready to write your book?",
  body: "Answer four quick questions and see where you are on the author's journey, with the next milestone and a roadmap made for your stage. Free, and it takes two minutes.",
  cta: "Take the Free Assessment Now",
  href: "/author-journey-assessment",
  dismiss: "No thanks, keep reading",
} as const;
