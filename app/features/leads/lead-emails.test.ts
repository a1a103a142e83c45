import { describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "~/content/offers";
import {
  applicationOutcomeEmail,
  applicationReceivedEmail,
  authorResultEmail,
  confirmationEmail,
  leadEmailHeaders,
  readinessResultEmail,
  sequenceEmail,
} from "./lead-emails";

const links = {
  baseUrl: "https://site.example",
  unsubscribeUrl: "https://site.example/email/unsubscribe/t.s",
  contactToken: "c.t",
  sender: "Grace & Co Books LLC, PO Box 12, Nashville, TN 37201",
};

describe("lead emails", () => {
  it.each([
    ["www.evil-login.example/reset?acct=you", "Hi there,"],
    ["evil.com Smith", "Hi there,"],
    ["ann@x.io", "Hi there,"],
    ["Mary-Jane O'Neil", "Hi Mary-Jane,"],
    ["José", "Hi José,"],
  ])("greets %j as %j, never with a link", (name, expected) => {
    const email = readinessResultEmail({ to: "a@example.com", name, stage: "Transition & Seeking", links, copy: {} });
    expect(email.text.split("\n")[0]).toBe(expected);
    expect(email.html).not.toContain("evil");
  });

  it("gives the readiness result its stage, description, four recommendations and the program link", () => {
    const email = readinessResultEmail({
      to: "a@example.com",
      name: "Ann Lee",
      stage: "Transition & Seeking",
      links,
      copy: {},
    });
    expect(email.subject).toBe("Your Rerouted result: Transition & Seeking");
    expect(email.text).toContain("Hi Ann,");
    expect(email.text).toContain("Your stage: Transition & Seeking");
    expect(email.text).toContain("One season has closed and the next has not yet opened.");
    expect(email.text).toContain(
      "- List the doors that have closed and thank God for what each one protected you from.",
    );
    expect(email.text).toContain("- Work through the Rerouted reflection questions at the end of each chapter.");
    expect(email.text.match(/^- /gm)).toHaveLength(4);
    expect(email.text).toContain("Discover the Rerouted Program: https://site.example/rerouted?contact=c.t");
    expect(email.html).toContain("Transition &amp; Seeking");
  });

  it("gives the author result level X/5, the next milestone and the numbered roadmap", () => {
    const email = authorResultEmail({ to: "a@example.com", name: "Ann", phase: 5, links, copy: {} });
    expect(email.subject).toBe("Your author level: 5/5, Experienced Author");
    expect(email.text).toContain("Next milestone: Next Book");
    expect(email.text).toContain("1. Review what worked in your last launch");
    expect(email.text).toContain("4. Turn your book into a course or program");
    expect(email.html).toContain("<ol");
  });

  it("acknowledges an application, then gives the approved outcome both checkout options", () => {
    expect(applicationReceivedEmail({ to: "a@example.com", name: "Ann", links, copy: {} }).subject).toBe(
      "We received your Book Creation Program application",
    );
    const approved = applicationOutcomeEmail({
      to: "a@example.com",
      name: "Ann",
      qualified: true,
      links,
      offers: DEFAULT_OFFERS,
      copy: {},
    });
    expect(approved.subject).toBe("You're approved for the Book Creation Program");
    // Each option opens the site's checkout page for its offer, whatever its provider: never the checkout link itself.
    expect(approved.text).toContain(
      "Pay in Full: $947 (regular price $997): https://site.example/checkout/application-full?contact=c.t",
    );
    expect(approved.text).toContain(
      "3-Pay Option: 3 payments of $347: https://site.example/checkout/application-3-pay?contact=c.t",
    );
    expect(approved.text).not.toContain("cart.example.com");
    // In HTML the options are links named by their price, not bare URLs.
    expect(approved.html).toContain(
      '<a href="https://site.example/checkout/application-3-pay?contact=c.t" style="color:#1e2a4a">3-Pay Option: 3 payments of $347</a>',
    );
  });

  it("offers a not-qualified applicant the book at $19.99 on /book", () => {
    const email = applicationOutcomeEmail({
      to: "a@example.com",
      name: "Ann",
      qualified: false,
      links,
      offers: DEFAULT_OFFERS,
      copy: {},
    });
    expect(email.subject).toBe("Thank you for applying to the Book Creation Program");
    expect(email.text).toContain("Get the Book: $19.99: https://site.example/book?contact=c.t");
    expect(email.text).not.toContain("$947");
  });

  it("puts the sender's postal address and the unsubscribe link in every lead email's footer", () => {
    const emails = [
      readinessResultEmail({ to: "a@example.com", name: "Ann", stage: "Crisis & Confusion", links, copy: {} }),
      confirmationEmail({
        to: "a@example.com",
        name: "Ann",
        confirmUrl: "https://site.example/email/confirm/c.s",
        links,
        copy: {},
      }),
      sequenceEmail({ to: "a@example.com", name: "Ann", kind: "author", index: 2, links, copy: {} }),
    ];
    for (const email of emails) {
      expect(email.text).toContain("Unsubscribe: https://site.example/email/unsubscribe/t.s");
      expect(email.html).toContain('href="https://site.example/email/unsubscribe/t.s"');
      expect(email.text).toContain(
        "\nGrace & Co Books LLC, PO Box 12, Nashville, TN 37201\nUnsubscribe: https://site.example/email/unsubscribe/t.s",
      );
      expect(email.html).toContain("Grace &amp; Co Books LLC, PO Box 12, Nashville, TN 37201<br><a href=");
    }
    // Before the owner gives an address the footer just has no such line (the launch checklist asks for it).
    const unset = sequenceEmail({
      to: "a@example.com",
      name: "Ann",
      kind: "author",
      index: 0,
      links: { ...links, sender: "" },
      copy: {},
    });
    expect(unset.text).toMatch(/application\.\nUnsubscribe: /);
    expect(emails[2]!.subject).toBe("From manuscript to published in 12 weeks");
    expect(() =>
      sequenceEmail({ to: "a@example.com", name: "Ann", kind: "author", index: 3, links, copy: {} }),
    ).toThrow();
  });

  it("writes the owner's words over the shipped ones, filling each {token}, and keeps the links", () => {
    const copy = {
      "resultEmails.readiness.subject": "{stage}: your result is in",
      "resultEmails.readiness.stageLine": "Where you are: {stage}",
      "readinessStages.Transition & Seeking.title": "Seeking",
      "readinessStages.Transition & Seeking.recommendations": ["Rest", "Pray", "Walk", "Write"],
      "leadEmailFooter.unsubscribe": "Stop these emails",
      "resultEmails.applicationNotQualified.action": "Read the book for {price}",
      "followUpEmails.author.2.subject": "Twelve weeks to your book",
    };
    const readiness = readinessResultEmail({
      to: "a@example.com",
      name: "Ann",
      stage: "Transition & Seeking",
      links,
      copy,
    });
    expect(readiness.subject).toBe("Seeking: your result is in");
    expect(readiness.text).toContain("Where you are: Seeking");
    expect(readiness.text).toContain("- Rest\n- Pray\n- Walk\n- Write");
    expect(readiness.text).toContain("Stop these emails: https://site.example/email/unsubscribe/t.s");
    expect(readiness.text).toContain("Discover the Rerouted Program: https://site.example/rerouted?contact=c.t");
    const book = applicationOutcomeEmail({
      to: "a@example.com",
      name: "Ann",
      qualified: false,
      links,
      offers: DEFAULT_OFFERS,
      copy,
    });
    expect(book.text).toContain("Read the book for $19.99: https://site.example/book?contact=c.t");
    const sequence = sequenceEmail({ to: "a@example.com", name: "Ann", kind: "author", index: 2, links, copy });
    expect(sequence.subject).toBe("Twelve weeks to your book");
    expect(sequence.text).toContain("See the program: https://site.example/rerouted?contact=c.t");
  });

  it("sets Reply-To and the RFC 8058 one-click headers", () => {
    expect(leadEmailHeaders({ unsubscribeUrl: links.unsubscribeUrl, replyTo: "help@site.example" })).toEqual({
      "Reply-To": "help@site.example",
      "List-Unsubscribe": "<https://site.example/email/unsubscribe/t.s>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
