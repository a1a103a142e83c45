import { OFFER_IDS, OFFER_PLACES, type Offer, type OfferId } from "~/content/offers";
import { isExampleAddress } from "~/lib/launch-checklist";

/**
 * The launch checklist's setup part: what must be in place before real
 * buyers arrive, set on the server (payment secrets, email) or in the admin
 * (each offer's provider and what it grants, the demo accounts).
 *
 * These items do not hold back indexing, unlike the placeholders: a
 * placeholder is template text a search engine would index as the owner's
 * page, while these change nothing a visitor reads. Keeping the finished
 * pages out of search results would not fix them, and they are only known
 * here (the demo password check is slow), never on the public pages that
 * decide noindex. Like the orders needing attention, they are the owner's
 * launch to-dos.
 */
export interface SetupItem {
  /** Unique among the items: the list's key. */
  field: string;
  label: string;
  /** Where in the admin it is fixed; null for what only the server's environment fixes. */
  href: string | null;
  /** The documentation section explaining the environment variable the label names. */
  docs: string | null;
}

/** A demo account still present: its password is DEMO_PASSWORD, or unknown (no DEMO_PASSWORD: a random one). */
interface DemoAccountFact {
  email: string;
  password: "demo" | "unknown";
}

/** What the loader gathers: which secrets the environment sets, the sender, and the demo accounts left. */
export interface LaunchSetupFacts {
  stripeSecretKey: boolean;
  stripeWebhookSecret: boolean;
  thrivecartSecret: boolean;
  /** WEBHOOK_SECRET: the signed purchase webhook any other cart reaches the site through. */
  purchaseWebhookSecret: boolean;
  smtp: boolean;
  mailFrom: string;
  demoAccounts: readonly DemoAccountFact[];
}

const SETUP_DOCS = {
  payments: "docs/payments.md",
  stripe: "docs/payments.md, “Connecting Stripe”",
  thrivecart: "docs/payments.md, “Connecting ThriveCart”",
  email: "docs/configuration.md, “Email”",
} as const;

const offerHref = (field: string) => `/admin?tab=offers#${field}`;
const USERS_HREF = "/admin?tab=users";

/** The address of a sender written `Name <address>` or as the bare address. */
export function senderAddress(mailFrom: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/**
 * The setup to-dos, in the order an owner works through them: payments,
 * what the offers grant, email, demo accounts.
 */
export function launchSetupItems(facts: LaunchSetupFacts, offers: Record<OfferId, Offer>): SetupItem[] {
  return [...paymentItems(facts, offers), ...grantItems(offers), ...emailItems(facts), ...demoAccountItems(facts)];
}

const offerName = (id: OfferId, offer: Offer) => `${offer.label} (${OFFER_PLACES[id]})`;

/** Offers whose provider's secrets are missing; or, when no offer's sale can reach the site, that. */
function paymentItems(facts: LaunchSetupFacts, offers: Record<OfferId, Offer>): SetupItem[] {
  const items: SetupItem[] = [];
  const stripeMissing = [
    facts.stripeSecretKey ? null : "STRIPE_SECRET_KEY",
    facts.stripeWebhookSecret ? null : "STRIPE_WEBHOOK_SECRET",
  ].filter((name) => name !== null);
  for (const id of OFFER_IDS) {
    const offer = offers[id];
    const field = `${id}.provider`;
    if (offer.provider === "stripe" && stripeMissing.length > 0) {
      items.push({
        field,
        label: `${offerName(id, offer)} is sold through Stripe: set ${stripeMissing.join(" and ")}`,
        href: offerHref(field),
        docs: SETUP_DOCS.stripe,
      });
    }
    if (offer.provider === "thrivecart" && !facts.thrivecartSecret) {
      items.push({
        field,
        label: `${offerName(id, offer)} is sold through ThriveCart: set THRIVECART_SECRET`,
        href: offerHref(field),
        docs: SETUP_DOCS.thrivecart,
      });
    }
  }
  // Checkout links alone tell the site nothing: their orders arrive only
  // through the purchase webhook. A link may sell elsewhere on purpose (a
  // paperback on a bookshop), so a link is flagged only when no offer at
  // all can bring a sale to the library.
  const connected = OFFER_IDS.some((id) => offers[id].provider !== "link") || facts.purchaseWebhookSecret;
  if (!connected) {
    items.push({
      field: "payments",
      label:
        "No purchase reaches the site: choose Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) or ThriveCart (THRIVECART_SECRET) for the offers, or set WEBHOOK_SECRET for another cart",
      href: "/admin?tab=offers",
      docs: SETUP_DOCS.payments,
    });
  }
  return items;
}

/**
 * Offers sold through Stripe or ThriveCart that grant no library product:
 * their paid orders give the buyer nothing. A checkout link's orders name
 * their products themselves (the purchase webhook), so its grants are unused.
 */
function grantItems(offers: Record<OfferId, Offer>): SetupItem[] {
  return OFFER_IDS.filter((id) => offers[id].provider !== "link" && offers[id].grants.length === 0).map((id) => ({
    field: `${id}.grants`,
    label: `${offerName(id, offers[id])} grants nothing: choose what its buyers get`,
    href: offerHref(`${id}.grants`),
    docs: null,
  }));
}

function emailItems(facts: LaunchSetupFacts): SetupItem[] {
  const items: SetupItem[] = [];
  if (!facts.smtp) {
    items.push({
      field: "SMTP_URL",
      label: "No email is sent: set SMTP_URL (until then emails wait in the Emails tab)",
      href: null,
      docs: SETUP_DOCS.email,
    });
  }
  const sender = senderAddress(facts.mailFrom);
  if (isExampleAddress(sender)) {
    items.push({
      field: "MAIL_FROM",
      label: `Emails are sent from ${sender}: set MAIL_FROM to your own address`,
      href: null,
      docs: SETUP_DOCS.email,
    });
  }
  return items;
}

function demoAccountItems(facts: LaunchSetupFacts): SetupItem[] {
  return facts.demoAccounts.map(({ email, password }) => ({
    field: `demo:${email}`,
    label:
      password === "demo"
        ? `Demo account ${email} still has the demo password`
        : `Demo account ${email} is still present (its password was printed at first start)`,
    href: USERS_HREF,
    docs: null,
  }));
}
