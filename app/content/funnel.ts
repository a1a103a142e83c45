/**
 * Copy of the post-purchase funnel (SPEC section 2; order in DESIGN section
 * 5): thank-you (Visual Transformation Series), AI Clarity Suite, Foundations
 * course and order-complete pages. Prices live in offers.ts.
 */

/** Where each funnel step leads. */
export const FUNNEL_ROUTES = {
  thankYou: "/rerouted/thank-you",
  upsellAi: "/rerouted/upsell-ai",
  upsellCourse: "/rerouted/upsell-course",
  bookCreation: "/rerouted/book-creation",
  application: "/rerouted/book-creation-application",
  complete: "/rerouted/complete",
  library: "/dashboard",
  book: "/book",
} as const;

/** localStorage key of the thank-you decline flag: "was the course added" (SPEC: stored as false). */
export const COURSE_ADDED_STORAGE_KEY = "rerouted:course-added";

/** SPEC section 9: navigation then scroll to top after 100 ms. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/** Countdown lengths (SPEC section 9). */
export const COUNTDOWN_MINUTES = { default: 15, thankYou: 1440, upsell: 10 } as const;

/** What a countdown says, and what replaces an offer once its deadline has passed (issue 16). */
export const COUNTDOWN_COPY = {
  expired: "This offer has expired",
  /** Read once by screen readers instead of every tick. */
  endsAt: (time: string) => `Offer ends at ${time}`,
  endedAt: (time: string) => `Offer ended at ${time}`,
  /** Shown where the discounted buy button was. */
  withdrawn: (price: string) => `The ${price} price is no longer available.`,
  /** The buy button once a discounted offer's deadline has passed and its regular price remains. */
  regularPriceBuy: (buyLabel: string, price: string) => `${buyLabel} at ${price}`,
  /** The checkout's 410 answer for an offer whose deadline has passed. */
  checkoutRefused: "This offer has expired: its price is no longer available.",
} as const;

export interface Lesson {
  title: string;
  description: string;
}

export const THANK_YOU = {
  title: "Thank you",
  confirmed: "Your order is confirmed!",
  confirmedBody:
    "Thank you for ordering Rerouted. Your receipt is on its way to your inbox, and your book will ship within 2-3 business days.",
  // A bonus is a promise of something the buyer gets: the owner's to write, hidden until written.
  bonusTitle: "" as string,
  bonusBody: "" as string,
  waitHeading: "Wait! Your order is not quite complete...",
  offerHeadline: "Add the Visual Transformation Series and see the Rerouted journey come alive.",
  offerBody:
    "Ten short video lessons that walk you through every turn of the book, with reflection guides so you can apply each truth to your own detour. This one-time price is only available on this page.",
  countdownLabel: "This one-time offer expires in",
  video: {
    title: "Preview the Visual Transformation Series",
  },
  curriculumHeading: "What's inside the 10-lesson series",
  buyCta: "Yes! Add the Series to My Order",
  declineCta: "No thanks, I'll skip this offer",
  exitTitle: "Before you go: your $47 offer is still here",
  exitBody:
    "The Visual Transformation Series will not be offered at this price again. Add it now and watch your first lesson today.",
  exitDismiss: "No thanks, continue",
} as const;

export const SERIES_LESSONS: readonly Lesson[] = [
  { title: "The Detour Is Not the End", description: "Why God often does His deepest work off the planned route." },
  { title: "Naming the Roadblock", description: "Honest words for what stopped you, and why naming it matters." },
  { title: "Grief on the Shoulder", description: "Making room to lament without parking there for good." },
  { title: "Hearing Direction Again", description: "Practices for listening when God's voice feels quiet." },
  { title: "Faith for the Next Mile", description: "Trusting the next step when you cannot see the whole road." },
  { title: "Leading While Lost", description: "How to serve others well while your own map is redrawn." },
  { title: "Companions for the Journey", description: "Choosing people who help you move forward, not back." },
  { title: "Redeeming Lost Time", description: "Seeing the wasted years through the lens of restoration." },
  { title: "Your New Route", description: "Writing a purpose statement for the life ahead of you." },
  { title: "Arriving With Purpose", description: "Carrying your story forward so it becomes someone's map." },
];

export const UPSELL_AI = {
  title: "Rerouted AI Platform",
  productName: "AI Clarity Suite",
  eyebrow: "One more thing for your journey",
  headline: "Get clarity in minutes with the AI Clarity Suite.",
  body: "Guided AI conversations trained on the Rerouted framework help you process a detour, find your next step and put your story into words, any hour of the day.",
  countdownLabel: "Your trial offer expires in",
  /** Shown only when the owner set the trial's capacity (Social proof tab): {spots} is what is left of it. */
  spotsLeft: "Only {spots} trial spots left",
  buyCta: "Start My 7-Day Trial for $1",
  declineCta: "No thanks, I don't want the AI Clarity Suite",
  promptsHeading: "Try prompts like these",
  faqHeading: "Questions about the suite",
  features: [
    "Daily clarity check-ins built on the Rerouted framework",
    "Story prompts that turn your testimony into chapters",
    "Scripture-grounded reflection guides",
    "Cancel anytime during your trial",
  ],
  exitTitle: "Wait! Your $1 trial is about to go",
  exitBody: "Try the AI Clarity Suite for 7 days for just $1 and cancel anytime. This offer is only on this page.",
  exitDismiss: "No thanks, continue",
} as const;

export const AI_SAMPLE_PROMPTS: readonly string[] = [
  "Help me name what I lost in this detour and what I still have.",
  "Give me three questions to pray through before my next big decision.",
  "Turn this journal entry into the opening of a chapter, in my own voice.",
  "What scripture speaks to starting over after a failure?",
  "Outline a 7-day plan to rebuild my confidence as a leader.",
];

export const AI_FAQS: readonly { question: string; answer: string }[] = [
  {
    question: "What happens after the 7-day trial?",
    answer:
      "Your trial renews at $17/month so you keep your conversations and tools. Cancel any time before the 7 days end and you will not be charged again.",
  },
  {
    question: "Is the AI a replacement for prayer or counsel?",
    answer:
      "No. It is a thinking partner that points you back to scripture, prayer and the people God has placed around you, never a substitute for them.",
  },
  {
    question: "Is what I write private?",
    answer: "Yes. Your conversations are private to your account and are never shared or sold.",
  },
  {
    question: "Do I need to be good with technology?",
    answer:
      "Not at all. If you can send a text message, you can use the suite. Every tool starts with a simple guided question.",
  },
];

export const UPSELL_COURSE = {
  title: "Rerouted Foundations",
  eyebrow: "Special offer for readers",
  headline: "Go deeper with the Rerouted Foundations course.",
  body: "Ten video modules that take the book's message from the page into your daily life, with workbooks, prayers and action plans for each step.",
  countdownLabel: "This price is reserved for you for",
  buyCta: "Yes! Add Foundations to My Order",
  declineCta: "No thanks, complete my order",
  modulesHeading: "The 10 Foundations modules",
} as const;

export const FOUNDATIONS_MODULES: readonly Lesson[] = [
  { title: "Welcome to the Detour", description: "Set your intentions and meet your fellow travellers." },
  { title: "The God Who Reroutes", description: "A fresh look at how scripture treats interruptions." },
  { title: "Inventory of the Heart", description: "Take stock of what the detour has stirred up in you." },
  { title: "Letting Go of the Old Map", description: "Release plans that no longer serve the road ahead." },
  { title: "Identity Beyond the Title", description: "Who you are when the role or position is gone." },
  { title: "Rhythms of Renewal", description: "Daily practices that restore body, mind and spirit." },
  { title: "Leading From Weakness", description: "Why honest leaders earn deeper trust." },
  { title: "Relationships on the Road", description: "Repair, boundaries and the friends who carry you." },
  { title: "Vision for the New Route", description: "Discern and write down the calling in front of you." },
  { title: "Commissioned Forward", description: "A 90-day plan to live and lead your rerouted life." },
];

export const COMPLETE = {
  title: "Rerouted Next Steps",
  video: {
    title: "A personal welcome and your next steps",
  },
  /** With a known order (issue 16): what was bought and what comes next for it. */
  order: {
    headline: "You're all set. Welcome to the journey!",
    itemsHeading: "Your order",
    orderLabel: "Order {order}",
    inLibrary: "{item}: in your library now",
    noItems: "Your order is confirmed. Anything it includes for your library appears there as soon as it is ready.",
    steps: [
      { title: "Open your library", body: "Your audiobook, videos and workbooks from this order are waiting there." },
      { title: "Keep your receipt", body: "Your checkout's receipt email is your record of this order." },
      { title: "Start chapter one", body: "Set aside twenty quiet minutes this week to begin." },
      { title: "Join the conversation", body: "Share your first takeaway with us; we love hearing your story." },
    ],
  },
  /** Without one: next steps only, no claim that a receipt, a shipment or logins were sent. */
  cold: {
    headline: "Your next steps on the journey",
    steps: [
      { title: "Read the book", body: "Start with Rerouted: paperback, ebook or the bundle with the audiobook." },
      { title: "Take the free assessment", body: "Five minutes to see where you are on the road and what comes next." },
      {
        title: "Open your library",
        body: "Anything you buy appears in your library as soon as the order is confirmed.",
      },
      { title: "Join the conversation", body: "Share your story with us; we read every message." },
    ],
    bookCta: "Get the Book",
  },
  stepsHeading: "What happens next",
  libraryCta: "Go to My Library",
  supportPrefix: "Questions about your order? Email us at",
} as const;
