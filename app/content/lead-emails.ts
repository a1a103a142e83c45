/**
 * Every email a lead receives, and the pages their links open: the result
 * of each assessment, the application's acknowledgement and outcome, the
 * double opt-in confirmation, and the three-email follow-up sequence of
 * each lead type. The emails' words are the owner's (the Pages tab's "Lead
 * emails"); a `{token}` stands for what varies (a stage, a price) and is
 * filled in when the email is written (app/lib/copy-placeholders.ts).
 */

export const RESULT_EMAILS = {
  readiness: {
    subject: "Your Rerouted result: {stage}",
    intro: "Thank you for taking the Rerouted readiness assessment. Here is your personal roadmap.",
    stageLine: "Your stage: {stage}",
    listTitle: "Your next four steps",
    action: "Discover the Rerouted Program",
    actionPath: "/rerouted",
  },
  author: {
    subject: "Your author level: {phase}/5, {level}",
    intro: "Thank you for taking the author journey assessment. Here is where you are and what comes next.",
    levelLine: "Your level: {phase}/5, {level}",
    nextLine: "Next milestone: {next}",
    listTitle: "Your roadmap",
    action: "See How Rerouted Can Help",
    actionPath: "/rerouted",
  },
  applicationReceived: {
    subject: "We received your Book Creation Program application",
    paragraphs: [
      "Thank you for applying to the Book Creation Program. Your answers arrived safely, and we read every application personally.",
      "You will hear about your application in a separate email shortly. Applying costs nothing.",
    ],
  },
  applicationApproved: {
    subject: "You're approved for the Book Creation Program",
    paragraphs: [
      "Congratulations: your answers show you are ready to write a book that changes lives, and you are approved for the Book Creation Program.",
      "Your next steps: choose how you would like to pay below, then watch for your welcome email with your onboarding call and the first week of the 12-week roadmap.",
    ],
    optionsTitle: "Your approved applicant price",
    guarantee: "Both options carry our 30-day money-back guarantee.",
  },
  applicationNotQualified: {
    subject: "Thank you for applying to the Book Creation Program",
    paragraphs: [
      "Thank you for opening your heart in your application. Right now the Book Creation Program isn't the best fit for where you are, and that is not a verdict on your story.",
      "The best next step is the book itself: the same message that shaped the program, for a fraction of the price. When the time is right, we would love to hear from you again.",
    ],
    action: "Get the Book: {price}",
    actionPath: "/book",
  },
} as const;

export const CONFIRMATION_EMAIL = {
  subject: "Please confirm your Rerouted emails",
  paragraphs: [
    "You asked to receive occasional emails from Rerouted. Please confirm that this is your address by opening the link below and pressing the button.",
    "If you did not ask for this, ignore this email: you will not hear from us again.",
  ],
  action: "Confirm my subscription",
} as const;

/** The footer of every email to a lead. */
export const LEAD_EMAIL_FOOTER = {
  reason: "You receive this email because you used a Rerouted assessment or application.",
  unsubscribe: "Unsubscribe",
} as const;

export const UNSUBSCRIBE_PAGE = {
  title: "Unsubscribe from Rerouted emails",
  body: "Press the button to stop all marketing emails to {email}. Emails about your account and your orders still reach you.",
  button: "Unsubscribe",
  done: "You are unsubscribed",
  doneBody: "We will not send marketing emails to {email} again.",
  invalid: "This unsubscribe link is not valid. Please use the link from your most recent email.",
  home: "Return to Home",
} as const;

export const CONFIRM_PAGE = {
  title: "Confirm your Rerouted emails",
  body: "Press the button to confirm that {email} may receive occasional emails from Rerouted.",
  button: "Confirm my subscription",
  done: "Thank you, you are confirmed",
  doneBody: "Your first email will arrive in a day or two. You can unsubscribe from any of them with one click.",
  invalid: "This confirmation link is not valid. Please use the link from your most recent email.",
  home: "Return to Home",
} as const;

export interface SequenceEmail {
  subject: string;
  paragraphs: readonly string[];
  action: { label: string; path: string };
}

/**
 * The follow-up sequence of each lead type: three emails, sent on the days
 * of SEQUENCE_DAYS after the consent is confirmed.
 */
export const FOLLOW_UP_SEQUENCES: Record<
  "readiness" | "author" | "application",
  readonly [SequenceEmail, SequenceEmail, SequenceEmail]
> = {
  readiness: [
    {
      subject: "The detour is not the end of the road",
      paragraphs: [
        "A few days ago you told us where you are on your journey. Wherever your stage landed, one thing is true: a detour is not a dead end.",
        "Chapter 1 of Rerouted tells how a closed door became the road God intended. It is a short, honest read for this exact season.",
      ],
      action: { label: "Read about the book", path: "/book" },
    },
    {
      subject: "One small step this week",
      paragraphs: [
        "Big changes rarely come from big moments. They come from one small, faithful step repeated.",
        "Look back at the four steps in your result and choose the easiest one. Do it this week, and write down what changed.",
      ],
      action: { label: "Take the assessment again", path: "/assessment" },
    },
    {
      subject: "Your story could help someone else",
      paragraphs: [
        "The seasons that hurt the most often become the message others most need to hear.",
        "If you have ever felt called to put your story into a book, the Rerouted program walks you from idea to published in 12 weeks.",
      ],
      action: { label: "Discover the Rerouted Program", path: "/rerouted" },
    },
  ],
  author: [
    {
      subject: "The habit that finishes books",
      paragraphs: [
        "Most books are not finished by talent. They are finished by a small, protected time to write, kept day after day.",
        "Choose your 30 minutes for tomorrow now, and put it in your calendar like any other appointment.",
      ],
      action: { label: "See your next milestone", path: "/author-journey-assessment" },
    },
    {
      subject: "What to do when the words won't come",
      paragraphs: [
        "Every author meets the blank page. The answer is rarely more inspiration: it is a clearer outline.",
        "Write the one sentence your book promises its reader, then ten chapter titles that keep that promise. The words follow the shape.",
      ],
      action: { label: "Read Rerouted", path: "/book" },
    },
    {
      subject: "From manuscript to published in 12 weeks",
      paragraphs: [
        "Writing, editing, design, publishing on Amazon and launch: the Rerouted program walks you through each with a coach beside you.",
        "If you are ready to stop wondering and start finishing, read how the program works and apply at no cost.",
      ],
      action: { label: "See the program", path: "/rerouted" },
    },
  ],
  application: [
    {
      subject: "Why your story matters",
      paragraphs: [
        "Thank you again for applying. Whatever your next step is, the story you described in your application is worth telling.",
        // No claim about the owner's authors here: that is hers to add, in her own words.
        "The book Rerouted shows how a detour becomes a message.",
      ],
      action: { label: "Read about the book", path: "/book" },
    },
    {
      subject: "How authors in the program write their first chapter",
      paragraphs: [
        "In week one, every author writes the one promise their book makes to its reader. Everything else is built on it.",
        "Try it today: one sentence, starting with 'After reading this book, you will...'.",
      ],
      action: { label: "See the 12-week roadmap", path: "/rerouted" },
    },
    {
      subject: "A question about your book",
      paragraphs: [
        "What is the one thing standing between you and a finished book? Reply to this email and tell us: we read every answer.",
      ],
      action: { label: "See the program", path: "/rerouted" },
    },
  ],
};
