import { ACCOUNT_EMAILS, EMAIL_GREETING, ORDER_EMAILS } from "./account-emails";
import {
  AUTHOR_FORM,
  AUTHOR_INTRO,
  AUTHOR_LEVELS,
  AUTHOR_QUESTION_WORDS,
  AUTHOR_QUIZ,
  AUTHOR_RESULTS,
  FREE_CHAPTER_POPUP,
  LEAD_SAVE_ERROR,
  READINESS_EMAIL_STEP,
  READINESS_INTRO,
  READINESS_QUESTIONS,
  READINESS_QUIZ,
  READINESS_RESULTS,
  READINESS_STAGES,
} from "./assessments";
import { BOOK_BENEFITS, BOOK_FAQS, BOOK_OPTIONS, BOOK_PAGE, STRUGGLES } from "./book";
import {
  AI_FAQS,
  AI_SAMPLE_PROMPTS,
  COMPLETE,
  FOUNDATIONS_MODULES,
  SERIES_LESSONS,
  THANK_YOU,
  UPSELL_AI,
  UPSELL_COURSE,
} from "./funnel";
import {
  APPLICATION_INTRO,
  APPLICATION_NAV,
  APPLICATION_SAVE_ERROR,
  APPROVED_SCREEN,
  CHOICE_STEPS,
  CONTACT_STEP,
  NOT_QUALIFIED_SCREEN,
  TEXT_STEPS,
} from "./application";
import { JOURNEY_OFFERS, LANDING } from "./landing";
import {
  CONFIRM_PAGE,
  CONFIRMATION_EMAIL,
  FOLLOW_UP_SEQUENCES,
  LEAD_EMAIL_FOOTER,
  RESULT_EMAILS,
  UNSUBSCRIBE_PAGE,
} from "./lead-emails";
import {
  COACH,
  GUARANTEES,
  PRICING_COPY,
  PROGRAM,
  PROGRAM_CURRICULUM,
  PROGRAM_EXIT,
  PROGRAM_FAQS,
  PROGRAM_SECTIONS,
  PROGRAM_SEO,
  ROADMAP,
  VALUE_STACK,
} from "./program";

/**
 * `value` without the keys named, at any depth: what a section's data holds
 * besides words (stored answers, links, styling) stays out of the Pages tab.
 */
function wordsOf<T>(value: T, keys: readonly string[]): T {
  if (Array.isArray(value)) return value.map((item: unknown) => wordsOf(item, keys)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !keys.includes(key))
        .map(([key, child]) => [key, wordsOf(child, keys)]),
    ) as T;
  }
  return value;
}

/**
 * The pages whose words the owner edits in the admin's Pages tab: each a
 * prefix of the saved copy (app/lib/page-copy.ts) and the texts it ships
 * with. A page reads its words through `useCopy(prefix, defaults)`; an
 * email (no `path`: it is not a page to open) through overlayCopy with the
 * saved copy (readSavedCopy).
 */
export const COPY_PAGES = [
  {
    id: "landing",
    title: "Home page",
    path: "/",
    // The offers' links are the owner's settings (Site tab), not words.
    sections: { landing: LANDING, journeyOffers: JOURNEY_OFFERS.map(({ link: _link, ...words }) => words) },
  },
  {
    id: "book",
    title: "Book page",
    path: "/book",
    sections: {
      book: BOOK_PAGE,
      bookStruggles: STRUGGLES,
      bookBenefits: BOOK_BENEFITS,
      bookFaqs: BOOK_FAQS,
      // An edition's badge tone is styling, not words; its price is the Offers tab's.
      bookOptions: Object.fromEntries(
        Object.entries(BOOK_OPTIONS).map(([id, { badgeTone: _badgeTone, ...words }]) => [id, words]),
      ),
    },
  },
  {
    id: "program",
    title: "Program page",
    path: "/rerouted",
    // The exit offer's link and the value stack's amounts are not words.
    // Testimonials are not here: editing them (real, permitted social proof) is a later issue.
    sections: {
      program: PROGRAM_SEO,
      programHero: PROGRAM,
      programSections: PROGRAM_SECTIONS,
      programRoadmap: ROADMAP,
      programCurriculum: PROGRAM_CURRICULUM,
      programValueStack: VALUE_STACK.map(({ name }) => ({ name })),
      programCoach: COACH,
      programGuarantees: GUARANTEES,
      programPricing: PRICING_COPY,
      programFaqs: PROGRAM_FAQS,
      programExit: (({ href: _href, ...words }) => words)(PROGRAM_EXIT),
    },
  },
  {
    id: "thank-you",
    title: "Thank-you page",
    path: "/rerouted/thank-you",
    sections: { thankYou: THANK_YOU, seriesLessons: SERIES_LESSONS },
  },
  {
    id: "upsell-ai",
    title: "AI upsell page",
    path: "/rerouted/upsell-ai",
    sections: { upsellAi: UPSELL_AI, aiSamplePrompts: AI_SAMPLE_PROMPTS, aiFaqs: AI_FAQS },
  },
  {
    id: "upsell-course",
    title: "Course upsell page",
    path: "/rerouted/upsell-course",
    sections: { upsellCourse: UPSELL_COURSE, foundationsModules: FOUNDATIONS_MODULES },
  },
  {
    id: "complete",
    title: "Order-complete page",
    path: "/rerouted/complete",
    // {order} and {item} are filled with the order's number and each item bought.
    sections: { completePage: COMPLETE },
  },
  {
    id: "assessment",
    title: "Readiness assessment",
    path: "/assessment",
    // The answers' stored values and the stages' colours are data; the exit popup's link is the free chapter's.
    sections: {
      readinessIntro: READINESS_INTRO,
      readinessQuestions: wordsOf(READINESS_QUESTIONS, ["id", "value"]),
      readinessQuiz: READINESS_QUIZ,
      readinessEmailStep: READINESS_EMAIL_STEP,
      readinessStages: wordsOf(READINESS_STAGES, ["badgeClass", "barClass"]),
      readinessResults: wordsOf(READINESS_RESULTS, ["ctaTo"]),
      readinessExit: FREE_CHAPTER_POPUP,
      // One message for both assessments, edited from either.
      leadSaveError: LEAD_SAVE_ERROR,
    },
  },
  {
    id: "author-assessment",
    title: "Author journey assessment",
    path: "/author-journey-assessment",
    // The options' own texts are the stored, scored answers: the owner rewords their labels.
    sections: {
      authorIntro: wordsOf(AUTHOR_INTRO, ["backTo"]),
      authorQuestions: AUTHOR_QUESTION_WORDS,
      authorQuiz: AUTHOR_QUIZ,
      authorForm: AUTHOR_FORM,
      authorLevels: AUTHOR_LEVELS,
      authorResults: wordsOf(AUTHOR_RESULTS, ["ctaTo"]),
      leadSaveError: LEAD_SAVE_ERROR,
    },
  },
  {
    id: "application",
    title: "Program application",
    path: "/rerouted/book-creation-application",
    // The answers' stored values are what the qualification reads; the offers are the Offers tab's.
    sections: {
      applicationIntro: APPLICATION_INTRO,
      applicationContact: CONTACT_STEP,
      applicationTextSteps: wordsOf(TEXT_STEPS, ["id"]),
      applicationChoiceSteps: wordsOf(CHOICE_STEPS, ["id", "value"]),
      applicationNav: APPLICATION_NAV,
      approvedScreen: wordsOf(APPROVED_SCREEN, ["fullOffer", "splitOffer"]),
      notQualifiedScreen: wordsOf(NOT_QUALIFIED_SCREEN, ["offer", "ctaTo"]),
      applicationSaveError: APPLICATION_SAVE_ERROR,
    },
  },
  {
    id: "lead-emails",
    title: "Lead emails",
    path: null,
    // The pages an email's button opens are the site's, not words. Its stage
    // and roadmap come from the assessment's result texts above. The confirm
    // and unsubscribe pages open only from an email's own link, so they are here.
    sections: {
      resultEmails: wordsOf(RESULT_EMAILS, ["actionPath"]),
      confirmationEmail: CONFIRMATION_EMAIL,
      followUpEmails: wordsOf(FOLLOW_UP_SEQUENCES, ["path"]),
      leadEmailFooter: LEAD_EMAIL_FOOTER,
      confirmPage: CONFIRM_PAGE,
      unsubscribePage: UNSUBSCRIBE_PAGE,
    },
  },
  {
    id: "account-emails",
    title: "Account emails",
    path: null,
    // The greeting opens every email, the lead emails' too.
    sections: { emailGreeting: EMAIL_GREETING, accountEmails: ACCOUNT_EMAILS, orderEmails: ORDER_EMAILS },
  },
] as const;

export function copyPageOf(id: string | null | undefined) {
  return COPY_PAGES.find((page) => page.id === id) ?? COPY_PAGES[0];
}

/** The page a saved path's words are on (its first segment names one of the page's sections). */
export function copyPageOfPath(path: string) {
  const prefix = path.split(".")[0] ?? "";
  return COPY_PAGES.find((page) => prefix in page.sections) ?? null;
}
