/**
 * The two assessments (SPEC sections 2, 3, 4): questions in SPEC order with
 * SPEC's stored values, the texts of each readiness stage and author level,
 * the SMS consent wording, and the free chapter offered on exit intent.
 */

export interface ChoiceOption<V extends string = string> {
  /** What is stored and what the rules read (SPEC values). */
  value: V;
  /** What the visitor reads. */
  label: string;
}

export const READINESS_INTRO = {
  eyebrow: "Free 5-minute spiritual diagnostic",
  title: "Where are you on your Rerouted journey?",
  body: "Five honest questions reveal the season you are in and the next faithful step forward. It takes about 5 minutes and your results appear right away.",
  start: "Start My Free Assessment",
  facts: ["5 questions", "About 5 minutes", "Personal results"],
} as const;

/** Free chapter 1, offered by the exit-intent popup once the owner uploads its PDF (Site tab). */
export const FREE_CHAPTER_POPUP = {
  title: "Before you go: Chapter 1 is yours, free",
  body: "Download the first chapter of Rerouted and read how a detour became the road God intended.",
  download: "Download Free Chapter 1 (PDF)",
  dismiss: "No thanks, I'll continue",
} as const;

export const READINESS_QUESTIONS = [
  {
    id: "1",
    title: "Which best describes your life situation right now?",
    options: [
      { value: "crisis", label: "I'm in crisis: everything feels like it's falling apart" },
      { value: "transition", label: "I'm in transition: one season has ended and the next isn't clear" },
      { value: "rebuilding", label: "I'm rebuilding: picking up the pieces with hope" },
      { value: "thriving", label: "I'm thriving: walking in purpose and ready for more" },
    ],
  },
  {
    id: "2",
    title: "When your plans fail, how do you usually respond?",
    options: [
      { value: "resist", label: "I resist and try to force things back on track" },
      { value: "confused", label: "I feel confused and don't know what to do next" },
      { value: "seeking", label: "I start seeking what God might be showing me" },
      { value: "trust", label: "I trust that a closed door leads somewhere better" },
    ],
  },
  {
    id: "3",
    title: "How connected do you feel to your purpose?",
    options: [
      { value: "lost", label: "Lost: I can't see my purpose at all" },
      { value: "searching", label: "Searching: I know there's more, but not what" },
      { value: "glimpses", label: "Glimpses: I catch moments of clarity" },
      { value: "clear", label: "Clear: I know what I'm called to do" },
    ],
  },
  {
    id: "4",
    title: "What is your biggest struggle in this season?",
    options: [
      { value: "fear", label: "Fear of what comes next" },
      { value: "disappointment", label: "Disappointment over what didn't happen" },
      { value: "patience", label: "Patience while I wait for the next door" },
      { value: "obedience", label: "Obedience: stepping out when I'm asked to" },
    ],
  },
  {
    id: "5",
    title: "How would you describe your spiritual resilience today?",
    options: [
      { value: "broken", label: "Broken: I'm running on empty" },
      { value: "weak", label: "Weak: I'm holding on, barely" },
      { value: "growing", label: "Growing: I'm getting stronger each week" },
      { value: "strong", label: "Strong: I can weather what comes" },
    ],
  },
] as const satisfies readonly { id: string; title: string; options: readonly ChoiceOption[] }[];

export type ReadinessStage =
  "Crisis & Confusion" | "Transition & Seeking" | "Rebuilding & Growth" | "Thriving & Leading";

export interface StageContent {
  /** The stage as the result and its email name it (the stored stage is the key). */
  title: string;
  description: string;
  recommendations: readonly [string, string, string, string];
  /** The stage's colour: a badge and an accent bar, readable in both themes. */
  badgeClass: string;
  barClass: string;
}

export const READINESS_STAGES: Record<ReadinessStage, StageContent> = {
  "Crisis & Confusion": {
    title: "Crisis & Confusion",
    description:
      "You are in the middle of the storm. The plans you made have fallen apart and the way forward is hidden. This is not the end of your story: it is the place where God does some of His deepest work.",
    recommendations: [
      "Set aside ten quiet minutes each morning to pray honestly about where you are.",
      "Tell one trusted friend or mentor what you are walking through this week.",
      "Read Chapter 1 of Rerouted and write down the one detour that hurts most.",
      "Replace 'Why is this happening?' with 'What is this teaching me?' in your journal.",
    ],
    badgeClass: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
    barClass: "bg-red-600 dark:bg-red-400",
  },
  "Transition & Seeking": {
    title: "Transition & Seeking",
    description:
      "One season has closed and the next has not yet opened. You are asking the right questions, and seeking is a sign of faith, not of failure. Clarity comes to those who keep walking.",
    recommendations: [
      "List the doors that have closed and thank God for what each one protected you from.",
      "Write down three gifts or passions you keep returning to.",
      "Join a community of believers who are navigating change too.",
      "Work through the Rerouted reflection questions at the end of each chapter.",
    ],
    badgeClass: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
    barClass: "bg-amber-500 dark:bg-amber-400",
  },
  "Rebuilding & Growth": {
    title: "Rebuilding & Growth",
    description:
      "You have come through the hardest part and you are rebuilding on firmer ground. Every small step of obedience is laying a foundation for what God is preparing next.",
    recommendations: [
      "Set one 90-day goal that aligns with the purpose you are discovering.",
      "Build a weekly rhythm of rest, reflection and action.",
      "Share your story with someone who is a few steps behind you.",
      "Explore how your detour could become a message that helps others.",
    ],
    badgeClass: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
    barClass: "bg-sky-600 dark:bg-sky-400",
  },
  "Thriving & Leading": {
    title: "Thriving & Leading",
    description:
      "You are walking in purpose and others are noticing. Your detours have become your testimony, and you are ready to lead others through theirs.",
    recommendations: [
      "Mentor someone who is in the season you have just come through.",
      "Capture your story and lessons in writing while they are fresh.",
      "Consider turning your testimony into a book that can reach thousands.",
      "Look at the Rerouted program to shape your message into a published book.",
    ],
    badgeClass: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
    barClass: "bg-emerald-600 dark:bg-emerald-400",
  },
};

/** The quiz's buttons and progress ({number} of {total} questions). */
export const READINESS_QUIZ = {
  progress: "Question {number} of {total}",
  back: "Back",
  next: "Next",
  finish: "Get My Results",
} as const;

export const READINESS_EMAIL_STEP = {
  title: "Your results are ready",
  body: "Where should we send your personal Rerouted roadmap?",
  answered: "All questions answered",
  nameLabel: "First name",
  emailLabel: "Email",
  back: "Back",
  submit: "Show My Results",
  submitting: "Saving...",
} as const;

export const READINESS_RESULTS = {
  intro: "{name}, your Rerouted stage is",
  stepsTitle: "Your next four steps",
  cta: "Discover the Rerouted Program",
  ctaTo: "/rerouted",
} as const;

// ---------------------------------------------------------------- author journey

export const AUTHOR_QUESTIONS = [
  {
    id: "stage",
    title: "Where are you with your book today?",
    options: ["Just an idea", "Writing in progress", "First draft complete", "Manuscript ready", "Published"],
  },
  {
    id: "frequency",
    title: "How often do you write?",
    options: ["Daily", "A few times a week", "Occasionally", "Rarely", "Not at all yet"],
  },
  {
    id: "challenge",
    title: "What is your biggest challenge?",
    options: [
      "Finding time",
      "Organizing ideas",
      "Staying motivated",
      "Knowing what to write about",
      "Understanding publishing",
    ],
  },
  {
    id: "timeline",
    title: "When do you want your book published?",
    options: ["Within 3 months", "3-6 months", "6-12 months", "More than a year", "No specific timeline"],
  },
] as const;

export type AuthorQuestionId = (typeof AUTHOR_QUESTIONS)[number]["id"];

/**
 * What the visitor reads of each author question. The options' texts above
 * are what is stored and what the level is computed from (SPEC section 4),
 * so the owner rewords these labels, never them.
 */
export const AUTHOR_QUESTION_WORDS = AUTHOR_QUESTIONS.map(({ title, options }) => ({
  title,
  options: options.map((label) => ({ label })),
}));

/** The quiz's buttons and progress ({number} of {total} questions). */
export const AUTHOR_QUIZ = {
  progress: "Question {number} of {total}",
  back: "Back",
} as const;

export const AUTHOR_INTRO = {
  back: "Back to Rerouted",
  backTo: "/rerouted",
  eyebrow: "Free author journey assessment",
  title: "Where are you on the path to your book?",
  body: "Four quick questions. Tap an answer and you'll move straight on.",
} as const;

export const AUTHOR_FORM = {
  title: "Almost there!",
  body: "Tell us where to send your personalised author roadmap.",
  submit: "See My Author Level",
  submitting: "Saving...",
  answered: "All questions answered",
  nameLabel: "Full name",
  emailLabel: "Email",
  back: "Back",
  phoneLabel: "Phone (optional)",
  phoneHint: "Optional. If you add a phone number, please agree to text messages below.",
} as const;

export interface AuthorLevelContent {
  phase: 1 | 2 | 3 | 4 | 5;
  name: string;
  next: string;
  summary: string;
  roadmap: readonly [string, string, string, string];
}

export const AUTHOR_LEVELS: readonly AuthorLevelContent[] = [
  {
    phase: 1,
    name: "Idea Stage",
    next: "Start Writing",
    summary: "You have a message on your heart. Now it needs a shape and a daily habit.",
    roadmap: [
      "Write your book's promise in one sentence",
      "Outline ten chapters from your story",
      "Block 30 minutes a day to write",
      "Finish your first chapter this month",
    ],
  },
  {
    phase: 2,
    name: "Writing Phase",
    next: "Complete Draft",
    summary: "Words are on the page. Momentum matters more than perfection now.",
    roadmap: [
      "Set a weekly word-count target",
      "Write forward: no editing until the draft is done",
      "Find an accountability partner",
      "Reach 'The End' on your first draft",
    ],
  },
  {
    phase: 3,
    name: "Editing Phase",
    next: "Polish & Refine",
    summary: "Your draft exists, which most would-be authors never achieve. Time to make it shine.",
    roadmap: [
      "Read the whole draft once without changing a word",
      "Restructure the chapters that drag",
      "Get feedback from three beta readers",
      "Hire a professional editor",
    ],
  },
  {
    phase: 4,
    name: "Publishing Ready",
    next: "Launch Strategy",
    summary: "Your manuscript is ready. The next step is getting it into readers' hands.",
    roadmap: [
      "Commission a professional cover",
      "Choose your publishing path",
      "Build a launch team of 25 readers",
      "Plan your launch week",
    ],
  },
  {
    phase: 5,
    name: "Experienced Author",
    next: "Next Book",
    summary: "You have published. Now build on it and multiply your impact.",
    roadmap: [
      "Review what worked in your last launch",
      "Grow your email list of readers",
      "Choose the message of your next book",
      "Turn your book into a course or program",
    ],
  },
];

export const AUTHOR_RESULTS = {
  eyebrow: "Your author level",
  level: "Level {phase}/5:",
  nextMilestone: "Next milestone:",
  roadmapTitle: "Your roadmap",
  cta: "See How Rerouted Can Help",
  ctaTo: "/rerouted",
} as const;

// ---------------------------------------------------------------- shared lead texts

/** SPEC section 5 messages for the name and email fields of both lead forms. */
export const LEAD_FIELD_MESSAGES = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
} as const;

/** SPEC section 8: the destructive toast when a lead cannot be saved. */
export const LEAD_SAVE_ERROR = {
  title: "Submission Error",
  description: "There was an error saving your information. Please try again.",
} as const;
