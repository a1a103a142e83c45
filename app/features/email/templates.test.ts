import { describe, expect, it } from "vitest";
import { escapeHtml, passwordResetEmail, renderEmail } from "./templates";

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
    });
    expect(email.subject).toBe("Reset your Rerouted password");
    expect(email.html).toContain('href="https://shop.example/reset-password?token=t"');
    expect(email.text).toContain("Choose a new password: https://shop.example/reset-password?token=t");
    expect(email.text).not.toContain("<");
  });
});
