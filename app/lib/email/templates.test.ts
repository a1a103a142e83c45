import { describe, expect, it } from "vitest";
import {
  accessGrantedEmail,
  confirmAdminEmail,
  escapeHtml,
  greetingFor,
  newChapterEmail,
  passwordResetEmail,
  renderEmail,
  signUpTakenEmail,
  welcomeBuyerEmail,
} from "./templates";

describe("email templates", () => {
  it("escapes everything interpolated into HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const email = renderEmail({ to: "a@example.com", subject: "s", greeting: "Hi <b>", paragraphs: ["<script>"] });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Hi &lt;b&gt;");
  });

  it("gives every email an HTML part and a plain-text part with the link", () => {
    const email = passwordResetEmail({
      to: "a@example.com",
      name: "Ada",
      url: "https://shop.example/reset-password?token=t",
      copy: {},
    });
    expect(email.subject).toBe("Reset your Rerouted password");
    expect(email.html).toContain('href="https://shop.example/reset-password?token=t"');
    expect(email.text).toContain("Choose a new password: https://shop.example/reset-password?token=t");
    expect(email.text).not.toContain("<");
  });
});

describe("greetingFor", () => {
  it("opens with the owner's words (Pages tab, Account emails), the name filled in", () => {
    const copy = { "emailGreeting.named": "Dear {name},", "emailGreeting.unnamed": "Dear friend," };
    expect(greetingFor("Ann Lee", copy)).toBe("Dear Ann Lee,");
    expect(greetingFor("ann@x.io", copy)).toBe("Dear friend,");
  });

  it.each([
    ["Dr. Ann Lee", "Hi Dr. Ann Lee,"],
    ["Mary-Jane O'Neil", "Hi Mary-Jane O'Neil,"],
    ["Ann\n\nYour account is locked", "Hi Ann Your account is locked,"],
    ["www.evil-login.example/reset?acct=you", "Hi there,"],
    ["Ann https://evil.example", "Hi there,"],
    ["ann@x.io", "Hi there,"],
    ["<b>Ann</b>", "Hi there,"],
    ["  ", "Hi there,"],
  ])("%j -> %j", (name, expected) => {
    expect(greetingFor(name)).toBe(expected);
  });

  it.each([
    ["password reset", passwordResetEmail],
    ["buyer's welcome", welcomeBuyerEmail],
    ["admin confirmation", confirmAdminEmail],
    ["taken address", signUpTakenEmail],
  ])("keeps a link-like name out of the %s email", (_, template) => {
    const email = template({ to: "a@example.com", name: "evil.com", url: "https://shop.example/r", copy: {} });
    expect(email.text.startsWith("Hi there,\n")).toBe(true);
    expect(email.html).not.toContain("evil.com");
  });
});

describe("admin notification emails", () => {
  it("titles the chapter email with SPEC's subject and floors the minutes", () => {
    const email = newChapterEmail({
      to: "a@example.com",
      firstName: "Ada",
      productName: "Rerouted",
      title: "When the Road Bends",
      durationSeconds: 179,
      libraryUrl: "https://shop.example/dashboard",
      copy: {},
    });
    expect(email.subject).toBe("New Chapter: When the Road Bends");
    expect(email.text).toContain("(2 minutes)");
    expect(email.text).toContain("Open my library: https://shop.example/dashboard");
  });

  it("says 'under a minute' for a chapter shorter than 60 seconds, never '0 minutes'", () => {
    const email = newChapterEmail({
      to: "a@example.com",
      firstName: "Ada",
      productName: "Rerouted",
      title: "Prologue",
      durationSeconds: 12,
      libraryUrl: "https://shop.example/dashboard",
      copy: {},
    });
    expect(email.text).toContain('"Prologue" (under a minute).');
    expect(email.text).not.toContain("0 minutes");
  });

  it("writes the owner's words with {product}, {title} and {duration} filled in, and keeps the link", () => {
    const email = newChapterEmail({
      to: "a@example.com",
      firstName: "Ada",
      productName: "Rerouted",
      title: "Prologue",
      durationSeconds: 125,
      libraryUrl: "https://shop.example/dashboard",
      copy: {
        "accountEmails.newChapter.subject": "{product} has a new chapter",
        "accountEmails.newChapter.paragraphs": ["Listen to {title} now: {duration}."],
        "accountEmails.newChapter.action": "Listen",
      },
    });
    expect(email.subject).toBe("Rerouted has a new chapter");
    expect(email.text).toBe("Hi Ada,\n\nListen to Prologue now: 2 minutes.\n\nListen: https://shop.example/dashboard");
  });

  it("titles the grant email with SPEC's subject", () => {
    const email = accessGrantedEmail({
      to: "a@example.com",
      firstName: "Ada",
      productName: "Rerouted <Audiobook>",
      libraryUrl: "https://shop.example/dashboard",
      copy: {},
    });
    expect(email.subject).toBe("Access Granted: Rerouted <Audiobook>");
    expect(email.html).toContain("Rerouted &lt;Audiobook&gt;");
  });
});

describe("the buyer's welcome email", () => {
  it("offers a passkey as well as a password, on the same one-hour link", () => {
    const url = "https://shop.example/reset-password?token=t&welcome=1";
    const email = welcomeBuyerEmail({ to: "a@example.com", name: "Ada", url, copy: {} });
    expect(email.text).toContain("Choose my password: https://shop.example/reset-password?token=t&welcome=1");
    expect(email.text).toContain(
      "Sign in with a passkey: https://shop.example/reset-password?token=t&welcome=1&passkey=1",
    );
    expect(email.html).toContain('href="https://shop.example/reset-password?token=t&amp;welcome=1&amp;passkey=1"');
  });
});
