import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { DEFAULT_SITE_SETTINGS } from "~/content/site";
import { parseFormattedText } from "~/lib/formatted-text";
import { mergeSiteContent } from "~/lib/site-content";
import { legalFactsOf, legalTextOf } from "./legal-text";
import { legalTemplate, processorsOf, type LegalFacts } from "./template";

const AUTH_SECRET = "a".repeat(32);
const configOf = (env: Record<string, string>) => loadConfig({ AUTH_SECRET, ...env });

const FACTS: LegalFacts = {
  businessName: "Grace Mensah Books LLC",
  postalAddress: "PO Box 12\nNashville, TN 37201",
  supportEmail: "hello@grace-author.org",
  siteUrl: "https://www.grace-author.org",
  processors: [],
};

describe("processorsOf", () => {
  it("names only the services whose variables are set", () => {
    expect(processorsOf(configOf({}))).toEqual([]);
    const all = configOf({
      STRIPE_SECRET_KEY: "sk_test_abc123",
      THRIVECART_SECRET: "secret-word",
      SMTP_URL: "smtp://apikey:pw@smtp.postmarkapp.com:587",
      META_PIXEL_ID: "123456789012",
      GA_MEASUREMENT_ID: "G-ABC1234",
      LEADS_WEBHOOK_URL: "https://hooks.kit.com/rerouted",
      LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
    });
    expect(processorsOf(all).map((p) => p.name)).toEqual([
      "Stripe",
      "ThriveCart",
      "Our email delivery provider (smtp.postmarkapp.com)",
      "Meta Platforms (Facebook and Instagram)",
      "Google Analytics",
      "Our email marketing service (hooks.kit.com)",
    ]);
    // The SMTP password never reaches the page.
    expect(JSON.stringify(processorsOf(all))).not.toContain("apikey");
    expect(processorsOf(configOf({ STRIPE_SECRET_KEY: "sk_test_abc123" })).map((p) => p.name)).toEqual(["Stripe"]);
  });
});

describe("legalTemplate", () => {
  it("names the business, its postal address and support email on every page", () => {
    for (const id of ["privacy", "terms", "refund", "sms"] as const) {
      const text = legalTemplate(id, FACTS);
      expect(text, id).toContain("**Grace Mensah Books LLC**\nPO Box 12\nNashville, TN 37201");
      expect(text, id).toContain("[hello@grace-author.org](mailto:hello@grace-author.org)");
    }
  });

  it("lists in the privacy policy exactly the configured processors, or says no one else receives data", () => {
    const config = configOf({ STRIPE_SECRET_KEY: "sk_test_abc123", GA_MEASUREMENT_ID: "G-ABC1234" });
    const privacy = legalTemplate("privacy", { ...FACTS, processors: processorsOf(config) });
    expect(privacy).toContain("- **Stripe** takes card payments");
    expect(privacy).toContain(
      "- **Google Analytics** measures how visitors use the site. It loads only if you accept it in our cookie banner",
    );
    expect(privacy).not.toContain("Meta");
    expect(privacy).not.toContain("ThriveCart");
    expect(legalTemplate("privacy", FACTS)).toContain(
      "- No outside service receives your personal information from this site.",
    );
  });

  it("shows a missing business name or address as a visible gap, never an invented one", () => {
    const text = legalTemplate("terms", { ...FACTS, businessName: " ", postalAddress: "" });
    expect(text).toContain("**[Business name: add it in the Site tab]**\n[Postal address: add it in the Site tab]");
  });

  it("links the pages to each other and quotes the SMS consent in the SMS terms", () => {
    expect(legalTemplate("terms", FACTS)).toContain("[Refund Policy](/refund-policy)");
    expect(legalTemplate("privacy", FACTS)).toContain("[SMS Terms](/sms-terms)");
    expect(legalTemplate("sms", FACTS)).toContain("Reply STOP to unsubscribe or HELP for help.");
    expect(legalTemplate("refund", FACTS)).toContain("within 30 days of your order");
  });

  it("parses into headings, lists and links only (the renderer's subset)", () => {
    const blocks = parseFormattedText(legalTemplate("privacy", FACTS));
    expect(blocks.filter((b) => b.kind === "heading").map((b) => (b.content[0] as { text: string }).text)).toEqual([
      "Who we are",
      "What we collect",
      "Why we use it",
      "Who else receives it",
      "How long we keep it",
      "Your choices",
      "Changes",
    ]);
  });
});

describe("legalTextOf", () => {
  it("shows the owner's saved text once saved, the template until then", () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, businessName: "Grace Books" };
    const config = configOf({});
    const fresh = legalTextOf(mergeSiteContent({ settings }), "refund", config);
    expect(fresh.reviewedAt).toBeNull();
    expect(fresh.text).toBe(legalTemplate("refund", legalFactsOf({ ...settings }, config)));
    const saved = { text: "## Our refunds\nAsk within 14 days.", reviewedAt: "2026-11-28T12:00:00.000Z" };
    expect(legalTextOf(mergeSiteContent({ settings, legal: { refund: saved } }), "refund", config)).toEqual(saved);
  });
});
