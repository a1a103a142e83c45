import { describe, expect, it } from "vitest";
import { abandonedCheckoutEmail, cardUpdateEmail, itemsInWords } from "./billing-emails";

const links = {
  baseUrl: "https://grace-author.org",
  unsubscribeUrl: "https://grace-author.org/email/unsubscribe/tok",
  contactToken: "contact",
  sender: "Grace Author LLC, 12 Main St, Springfield, IL 62701",
};

describe("billing and checkout emails", () => {
  it("names what was bought in a sentence", () => {
    expect(itemsInWords(["Bundle"])).toBe("Bundle");
    expect(itemsInWords(["Bundle", "Course"])).toBe("Bundle and Course");
    expect(itemsInWords(["A", "B", "C"])).toBe("A, B and C");
    expect(itemsInWords(["", ""])).toBe("your items");
  });

  it("asks for a new card with the site's billing link and the date of the next try", () => {
    const email = cardUpdateEmail({
      to: "sub@example.com",
      name: "Ann Lee",
      items: "AI Clarity Suite",
      retryAt: new Date("2026-12-04T09:00:00Z"),
      billingUrl: "https://grace-author.org/account/billing",
      copy: {},
    });
    expect(email.subject).toBe("Update your card: your Rerouted payment did not go through");
    expect(email.text).toContain("Hi Ann Lee,");
    expect(email.text).toContain("tried again on December 4, 2026");
    expect(email.text).toContain("Update your card: https://grace-author.org/account/billing");
    expect(email.text).not.toContain("unsubscribe");
  });

  it("reopens the checkout with Stripe's recovery link, with the sender's address and the unsubscribe link", () => {
    const email = abandonedCheckoutEmail({
      to: "ann@example.com",
      name: "Ann Lee",
      items: "Bundle",
      recoveryUrl: "https://checkout.stripe.com/c/pay/recover",
      expiresAt: new Date("2026-12-31T12:00:00Z"),
      links,
      copy: {},
    });
    expect(email.subject).toBe("Your order is waiting");
    expect(email.text).toContain("Hi Ann,");
    expect(email.text).toContain("You started an order for Bundle on Rerouted");
    expect(email.text).toContain("The link works until December 31, 2026.");
    expect(email.text).toContain("Complete my order: https://checkout.stripe.com/c/pay/recover");
    expect(email.text).toContain(links.sender);
    expect(email.text).toContain(`Unsubscribe: ${links.unsubscribeUrl}`);
    expect(email.html).toContain('href="https://checkout.stripe.com/c/pay/recover"');
  });
});
