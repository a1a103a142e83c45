/**
 * Copy of the book sales page `/book` (SPEC section 2, "Book landing page";
 * DESIGN section 5). Prices are the owner's (Offers tab): texts name them
 * as {digital}, {paperback}, {bundle} and {saving} (what the bundle saves
 * on the two editions), filled in by fillBookPrices. The texts SPEC does
 * not show are ours.
 */
import type { OfferId } from "./offers";

/** SPEC section 9: the sticky bar appears past 600 px of scroll. */
export const STICKY_BAR_AFTER_PX = 600;

/** SPEC section 9: the value the book landing page's ViewContent event reports. */
export const BOOK_TRACKED_VALUE = 29.99;

/** The purchase options in the order shown; the bundle is selected by default. */
export const BOOK_OPTION_IDS = ["book-digital", "book-paperback", "book-bundle"] as const satisfies readonly OfferId[];
export type BookOptionId = (typeof BOOK_OPTION_IDS)[number];
export const DEFAULT_BOOK_OPTION: BookOptionId = "book-bundle";

export const BOOK_OPTIONS: Record<
  BookOptionId,
  { name: string; description: string; badge?: string; badgeTone?: "accent" | "quiet" }
> = {
  "book-digital": {
    name: "Digital Edition",
    description: "Read tonight on any phone, tablet or e-reader (PDF and EPUB).",
    // SPEC section 9: the $14.99 edition carries the "limited" badge.
    badge: "Limited-time price",
    // Quieter than the bundle's saving, which is the offer the page leads with.
    badgeTone: "quiet",
  },
  "book-paperback": {
    name: "Paperback",
    description: "A keepsake copy for your shelf, shipped within 2-3 business days.",
  },
  "book-bundle": {
    name: "Complete Bundle",
    description: "The paperback, the digital edition and the audiobook: read, underline and listen on the go.",
    badge: "Save {saving}",
  },
};

export const BOOK_PAGE = {
  /** SPEC: the page title is the product name. */
  title: "Rerouted",
  description:
    "Rerouted: a faith-based leadership book for everyone whose plans fell apart. Digital {digital}, paperback {paperback} or the complete bundle {bundle}, with a 30-day money-back guarantee.",
  stickyBar: { title: "Rerouted", tagline: "the book for leaders on a detour", cta: "Get Your Copy Now" },
  hero: {
    // A claim only the owner can make (a ranking): empty, and hidden, until entered in the Pages tab.
    eyebrow: "",
    headline: "Your detour is not the end of your story.",
    body: "Rerouted is an honest, hope-filled guide for leaders whose plans fell apart. Discover how God uses the roads we never chose to shape the leaders we were always meant to be.",
    cta: "Get Your Copy Now",
    note: "30-day money-back guarantee · Ships in 2-3 business days",
  },
  trailer: {
    title: "Watch the Rerouted book trailer",
  },
  struggle: {
    title: "Does this sound familiar?",
    lie: "What the detour tells you",
    truth: "What Rerouted shows you",
  },
  // Rankings, sales and what readers say are the owner's to claim (Pages tab): an empty text is hidden.
  bestseller: {
    eyebrow: "",
    title: "",
    body: "",
    stats: [
      { value: "", label: "New release in Christian leadership" },
      // No invented rating: the owner fills in the readers' real one (Pages tab); a stat without a value is hidden.
      { value: "", label: "Average reader rating" },
      { value: "12", label: "Short chapters with reflection questions" },
    ],
  },
  purchase: {
    eyebrow: "Choose your edition",
    title: "Get your copy of Rerouted",
    legend: "Choose your edition",
    cta: "Get Your Copy Now",
    secure: "Secure checkout · 30-day money-back guarantee",
  },
  benefits: { eyebrow: "Inside the book", title: "What you will take away" },
  testimonials: { eyebrow: "Reader stories", title: "What readers are saying" },
  reviews: { eyebrow: "Reviews", title: "Straight from readers' reviews" },
  author: {
    eyebrow: "About the author",
    title: "Written by someone who has walked the detour",
    // The bio itself is the owner's "Author bio" (Site tab).
  },
  guarantee: {
    title: "30-day money-back guarantee",
    body: "Read Rerouted for a full 30 days. If it does not encourage you and help you take your next step, email us and we will refund every cent. No questions, no hard feelings.",
  },
  faq: { eyebrow: "Questions", title: "Frequently asked questions" },
  closing: {
    title: "Your next chapter starts on the detour.",
    // "Join thousands of readers" counts readers: the owner's to say (hidden while empty).
    body: "",
    cta: "Get Your Copy Now",
  },
  exit: {
    title: "Wait! Take the complete bundle with you",
    body: "Get the paperback, the digital edition and the audiobook together for {bundle} and save {saving}. Backed by our 30-day money-back guarantee.",
    cta: "Yes, I Want the Bundle",
    dismiss: "No thanks, continue browsing",
  },
  /** The recent-orders toast: "Sarah from Nashville ordered the Complete Bundle 2 hours ago". */
  socialProof: { from: "from", verb: "ordered", someone: "Someone", dismiss: "Dismiss notification" },
  scrollToTop: "Scroll to top",
} as const;

export const STRUGGLES: readonly { lie: string; truth: string }[] = [
  {
    lie: "You missed your chance; the door is closed for good.",
    truth: "A closed door is often how God turns you toward the right one.",
  },
  {
    lie: "If you were a better leader, this would not have happened.",
    truth: "Detours come to faithful people too, and they grow leaders who can carry others.",
  },
  {
    lie: "The years you lost are wasted.",
    truth: "Nothing surrendered to God is wasted; He redeems the time.",
  },
  {
    lie: "You have to figure out the whole road before you move.",
    truth: "You only need enough light for the next faithful step.",
  },
  {
    lie: "You are alone on this road.",
    truth: "God walks the detour with you, and so do others who have been there.",
  },
];

export const BOOK_BENEFITS: readonly { title: string; description: string }[] = [
  {
    title: "Make peace with the plan that fell apart",
    description: "Honest words and prayers for grieving what you lost without getting stuck there.",
  },
  {
    title: "Hear God's direction again",
    description: "Simple practices for listening when heaven feels quiet and the next step is unclear.",
  },
  {
    title: "Lead while you are still finding your way",
    description: "How to serve your family, team or church well while your own map is being redrawn.",
  },
  {
    title: "Turn your story into someone else's map",
    description: "See how the road you never chose can become the testimony that helps another leader through.",
  },
  {
    title: "Build resilient faith for the next mile",
    description: "Scripture-rooted habits that keep you steady the next time life takes an unexpected turn.",
  },
  {
    title: "Study it together",
    description: "Reflection questions at the end of every chapter, ready for journaling or a small group.",
  },
];

export const BOOK_FAQS: readonly { question: string; answer: string }[] = [
  {
    question: "Who is Rerouted for?",
    answer:
      "Anyone whose plans have fallen apart and who wants to keep leading well: pastors, ministry and business leaders, parents and anyone in a season they did not choose. You do not need a leadership title to benefit.",
  },
  {
    question: "What is included in the Complete Bundle?",
    answer:
      "The paperback shipped to your door, the digital edition (PDF and EPUB) to read right away and the full audiobook, all for {bundle}, which saves you {saving} on buying them separately.",
  },
  {
    question: "When will I receive my book?",
    answer:
      "The digital edition and audiobook are available as soon as your order is complete. Paperbacks ship within 2-3 business days, with free shipping on the next 500 copies.",
  },
  {
    question: "Is Rerouted suitable for a small group or book club?",
    answer:
      "Yes. Every chapter ends with reflection questions that work for personal study and for groups. Many churches read it together over a 6-week series.",
  },
  {
    question: "What if the book is not right for me?",
    answer:
      "You are covered by our 30-day money-back guarantee. Email us within 30 days of your order and we will refund you in full.",
  },
];

/**
 * SPEC section 9: each recent order shown for 5 s every 15 s. The orders
 * are real ones from the ledger (features/marketing/recent-orders.ts).
 */
export const SOCIAL_PROOF_TIMING = { visibleMs: 5_000, everyMs: 15_000 } as const;
