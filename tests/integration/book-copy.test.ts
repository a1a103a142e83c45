import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOK_FAQS, BOOK_PAGE } from "../../app/content/book";
import { adminAction, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { pageText } from "./html";

/** The book page's words are the owner's (Pages tab), and nothing invented about real people ships. */

let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(() => server?.close());

const bookHtml = async () => {
  const response = await server.request("/book");
  expect(response.status).toBe(200);
  return response.text();
};

const bookForm = (changes: Record<string, string>) => ({ intent: "copy.save", page: "book", ...changes });

describe("a fresh /book", () => {
  it("shows no reader quotes, no reader rating and no buyers toast", async () => {
    const html = await bookHtml();
    const text = pageText(html);
    expect(html).not.toContain('id="testimonials-title"');
    expect(text).not.toContain(BOOK_PAGE.testimonials.title);
    expect(text).not.toContain("★");
    expect(text).not.toContain("Average reader rating");
    expect(html).not.toContain("social-proof");
    expect(text).not.toContain(BOOK_PAGE.socialProof.verb);
    // No ranking or count of readers the owner did not enter (issue 38).
    expect(text).not.toContain("New release in Christian leadership");
    expect(text).not.toContain("#1");
    expect(text).not.toContain("Join thousands");
    expect(text).not.toContain("Bestseller");
    // The book's own facts stay.
    expect(text).toContain("Short chapters with reflection questions");
    expect(text).toContain(BOOK_PAGE.guarantee.title);
  });
});

describe("the book page in the Pages tab", () => {
  it("shows the owner's headline, FAQ answer, edition name and reader rating on /book and in its search data", async () => {
    const response = await adminAction(
      server,
      bookForm({
        "book.hero.headline": "Detours make leaders.",
        "book.title": "Rerouted by Grace",
        "bookFaqs.0.answer": "Every leader whose plan fell apart.",
        "bookOptions.book-paperback.name": "Hardcover",
        "book.bestseller.stats.1.value": "4.8★",
      }),
      admin,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "Book page saved" });

    const html = await bookHtml();
    const text = pageText(html);
    expect(text).toContain("Detours make leaders.");
    expect(text).not.toContain(BOOK_PAGE.hero.headline);
    expect(text).toContain("Every leader whose plan fell apart.");
    expect(text).not.toContain(BOOK_FAQS[0]!.answer);
    expect(text).toContain(BOOK_FAQS[1]!.question);
    expect(text).toContain("Hardcover");
    expect(text).toContain("Average reader rating 4.8★");
    expect(html).toContain("<title>Rerouted by Grace</title>");
    // The structured data says what the page says.
    expect(html).toContain('"acceptedAnswer":{"@type":"Answer","text":"Every leader whose plan fell apart."}');
    expect(html).toContain('"name":"Hardcover","price":"19.99"');
    expect(html).toContain('"@type":"Book","name":"Rerouted by Grace"');
  });

  it("lists the book page's words for the admin, without styling or ids", async () => {
    const response = await server.request("/admin?tab=pages&page=book", { cookie: admin });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = pageText(html);
    for (const label of ["Hero", "Headline", "Book faqs · 1", "Book struggles · 1", "Save book page"])
      expect(text).toContain(label);
    expect(html).toContain('name="book.hero.headline"');
    expect(html).not.toContain('name="bookOptions.book-digital.badgeTone"');
  });

  it("lets only an admin save: anonymous and customers change nothing", async () => {
    const { cookie: customer } = await signUp(server, { email: "reader-book-copy@example.com" });
    for (const cookie of [undefined, customer]) {
      const response = await adminAction(server, bookForm({ "book.hero.headline": "Hijacked" }), cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect(pageText(await bookHtml())).not.toContain("Hijacked");
  });
});
