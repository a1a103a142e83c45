import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, THANK_YOU, UPSELL_AI, UPSELL_COURSE } from "../../app/content/funnel";
import { PROGRAM, PROGRAM_SEO } from "../../app/content/program";
import { adminAction, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { pageText } from "./html";

/** The program and thank-you pages' words are the owner's (Pages tab); nothing invented shows on a fresh install. */

let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(() => server?.close());

const page = async (path: string) => {
  const response = await server.request(path);
  expect(response.status).toBe(200);
  return response.text();
};

describe("a fresh install", () => {
  it("shows no testimonials on the program page, and its stated facts as shipped", async () => {
    const html = await page("/rerouted");
    expect(html).not.toContain('id="testimonials-title"');
    const text = pageText(html);
    expect(text).not.toContain("Author stories");
    for (const fact of ["25+ years", "4.7/5", "30-day money-back guarantee", "90-day publishing guarantee"])
      expect(text).toContain(fact);
    expect(html).toContain(`<title>${PROGRAM_SEO.title}</title>`);
  });

  it("promises no MP3 bonus on the thank-you page", async () => {
    expect(THANK_YOU.bonusTitle).toBe("");
    expect(THANK_YOU.bonusBody).toBe("");
    const text = pageText(await page("/rerouted/thank-you"));
    expect(text).toContain(THANK_YOU.confirmed);
    expect(text).not.toMatch(/MP3|waiting in your library/);
  });
});

describe("the owner's words", () => {
  it("show on the program page and its funnel twin once saved as the program page", async () => {
    const response = await adminAction(
      server,
      {
        intent: "copy.save",
        page: "program",
        "programHero.headline": "Write the book only you can write.",
        "programFaqs.0.question": "Is this for a first book?",
        "program.title": "Grace's Author Program",
      },
      admin,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "Program page saved" });
    for (const path of ["/rerouted", "/rerouted/book-creation"]) {
      const text = pageText(await page(path));
      expect(text).toContain("Write the book only you can write.");
      expect(text).not.toContain(PROGRAM.headline);
      expect(text).toContain("Is this for a first book?");
    }
    expect(await page("/rerouted")).toContain("<title>Grace&#x27;s Author Program</title>");
  });

  it("show on the thank-you page, and a bonus the owner writes appears there", async () => {
    const response = await adminAction(
      server,
      {
        intent: "copy.save",
        page: "thank-you",
        "thankYou.confirmedBody": "Your copy of Rerouted is on its way.",
        "thankYou.bonusTitle": "A prayer card in the box",
        "thankYou.bonusBody": "Every paperback ships with a signed prayer card.",
      },
      admin,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "Thank-you page saved" });
    const text = pageText(await page("/rerouted/thank-you"));
    expect(text).toContain("Your copy of Rerouted is on its way.");
    expect(text).not.toContain(THANK_YOU.confirmedBody);
    expect(text).toContain("A prayer card in the box");
    expect(text).toContain("Every paperback ships with a signed prayer card.");
  });

  it("show on the AI upsell, course upsell and order-complete pages, each saved as its page", async () => {
    const saves = [
      { page: "upsell-ai", path: "/rerouted/upsell-ai", field: "upsellAi.headline", was: UPSELL_AI.headline },
      {
        page: "upsell-course",
        path: "/rerouted/upsell-course",
        field: "upsellCourse.headline",
        was: UPSELL_COURSE.headline,
      },
      {
        page: "complete",
        path: "/rerouted/complete",
        field: "completePage.cold.headline",
        was: COMPLETE.cold.headline,
      },
    ];
    for (const { page: id, path, field, was } of saves) {
      const words = `The owner's words for ${id}.`;
      const response = await adminAction(server, { intent: "copy.save", page: id, [field]: words }, admin);
      expect(response.status).toBe(200);
      const text = pageText(await page(path));
      expect(text).toContain(words);
      expect(text).not.toContain(was);
    }
  });

  it("are saved by an admin only: anonymous and customers change nothing", async () => {
    const { cookie: customer } = await signUp(server, { email: "reader-funnel-copy@example.com" });
    for (const cookie of [undefined, customer]) {
      const response = await adminAction(
        server,
        { intent: "copy.save", page: "thank-you", "thankYou.confirmed": "Hijacked" },
        cookie,
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect(pageText(await page("/rerouted/thank-you"))).not.toContain("Hijacked");
  });

  it("are listed for the admin in the Pages tab, without links, posters or amounts", async () => {
    const response = await server.request("/admin?tab=pages&page=program", { cookie: admin });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(pageText(html)).toContain("Save program page");
    for (const name of ["programHero.headline", "programCoach.stats.1.value", "programGuarantees.0.title"])
      expect(html).toContain(`name="${name}"`);
    for (const name of ["programExit.href", "programHero.video.poster", "programValueStack.0.value"])
      expect(html).not.toContain(`name="${name}"`);
  });
});
