import type { ChoiceOption } from "./assessments";

/**
 * The 13-step book creation application (SPEC sections 2, 3, 4, 5): step 0
 * is contact, steps 1-3 free text, steps 4-12 one choice each with SPEC's
 * values in SPEC order.
 */

export const TEXT_ANSWER_MAX = 500;

export const APPLICATION_INTRO = {
  eyebrow: "Book Creation Program",
  title: "Apply to write your book with us",
  body: "Answer 13 short questions. Every application is reviewed within 7 days, and applying costs nothing.",
} as const;

export const CONTACT_STEP = {
  title: "Let's start with how to reach you",
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
} as const;

export const TEXT_STEPS = [
  {
    id: "bookDescription",
    title: "What is your book about?",
    hint: "Describe the story or message in a few sentences.",
  },
  {
    id: "idealReader",
    title: "Who is your ideal reader?",
    hint: "Who will your book help, and what are they going through?",
  },
  {
    id: "expertise",
    title: "What experience or expertise qualifies you to write it?",
    hint: "Your story, your work, your ministry: what gives you the right to speak on this?",
  },
] as const;

export type TextStepId = (typeof TEXT_STEPS)[number]["id"];

function options<const V extends string>(...pairs: readonly (readonly [V, string])[]): ChoiceOption<V>[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

export const CHOICE_STEPS = [
  {
    id: "motivation",
    title: "What is your main motivation for writing this book?",
    options: options(
      ["help others", "To help others through what I've lived"],
      ["share knowledge", "To share knowledge I've gained"],
      ["inspire", "To inspire people to keep going"],
      ["become famous", "To become famous"],
      ["make money quickly", "To make money quickly"],
    ),
  },
  {
    id: "timeExpectation",
    title: "How long do you expect it to take to write and publish your book?",
    options: options(
      ["2-4 weeks", "2-4 weeks"],
      ["2-3 months", "2-3 months"],
      ["3-6 months", "3-6 months"],
      ["however long", "However long it takes to do it right"],
    ),
  },
  {
    id: "earningsExpectation",
    title: "What do you expect your book to earn in its first year?",
    options: options(
      ["$100,000+", "$100,000+"],
      ["$10,000-$50,000", "$10,000-$50,000"],
      ["$5,000-$10,000", "$5,000-$10,000"],
      ["impact focus", "I'm focused on impact more than income"],
    ),
  },
  {
    id: "feedbackResponse",
    title: "How do you respond to honest feedback on your writing?",
    options: options(
      ["welcome it", "I welcome it: it makes the work better"],
      ["trust own judgment", "I listen, but I trust my own judgment"],
      ["prefer own way", "I prefer to do things my own way"],
      ["don't like", "Honestly, I don't like it"],
    ),
  },
  {
    id: "changeResponse",
    title: "If your coach recommends a significant change, what do you do?",
    options: options(
      ["trust expertise", "Trust their expertise and make the change"],
      ["discuss", "Discuss it until we agree"],
      ["resist changes", "Resist changes to what I wrote"],
      ["different coach", "Look for a different coach"],
    ),
  },
  {
    id: "hoursPerWeek",
    title: "How many hours per week can you commit to your book?",
    options: options(["1-2 hours", "1-2 hours"], ["3-5 hours", "3-5 hours"], ["10+ hours", "10+ hours"]),
  },
  {
    id: "investmentApproach",
    title: "How do you approach investing in yourself?",
    options: options(
      ["do whatever", "I'll do whatever it takes"],
      ["hoping easier", "I'm hoping it will be easier than it looks"],
      ["test out", "I'd like to test it out first"],
    ),
  },
  {
    id: "reroutedResonance",
    title: "What resonates most with you about Rerouted?",
    options: options(
      ["purpose", "Finding purpose in the detours"],
      ["trust", "Learning to trust God's timing"],
      ["help others", "Using my story to help others"],
    ),
  },
  {
    id: "faithBasedValues",
    title: "How important is it that your book reflects faith-based values?",
    options: options(
      ["extremely important", "Extremely important"],
      ["very important", "Very important"],
      ["somewhat important", "Somewhat important"],
      ["not particularly important", "Not particularly important"],
      ["not important", "Not important"],
    ),
  },
] as const;

export type ChoiceStepId = (typeof CHOICE_STEPS)[number]["id"];

/** Contact + 3 text + 9 choice steps (SPEC: 13 steps). */
export const APPLICATION_STEP_COUNT = 1 + TEXT_STEPS.length + CHOICE_STEPS.length;

export const APPLICATION_NAV = {
  back: "Back",
  next: "Next",
  submit: "Submit Application",
  submitting: "Submitting...",
  question: "Question {number} of {total}",
} as const;

export const APPROVED_SCREEN = {
  title: "Congratulations, you're approved!",
  body: "Your answers show you're ready to write a book that changes lives. As an approved applicant you can join the Book Creation Program at a special price.",
  priceNote: "Approved applicant price",
  fullOffer: "application-full",
  splitOffer: "application-3-pay",
  splitLabel: "3 payments of {price}",
  regularPrice: "Regular price",
  guarantee: "30-day money-back guarantee",
} as const;

export const NOT_QUALIFIED_SCREEN = {
  title: "Thank you for applying",
  body: "Right now the Book Creation Program isn't the best fit for where you are. The best next step is the book itself: the same message that shaped the program, for a fraction of the price.",
  offer: "book-paperback",
  cta: "Get the Book",
  ctaTo: "/book",
} as const;

/** SPEC section 8: the destructive toast when the application cannot be saved. */
export const APPLICATION_SAVE_ERROR = {
  title: "Submission Error",
  description: "There was an error submitting your application. Please try again.",
} as const;
