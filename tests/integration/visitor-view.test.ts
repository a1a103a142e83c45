import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAction, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

/**
 * The launch checklist's reading of what a visitor gets
 * (routes/admin.visitor-view.ts): every public page and each state a page
 * opens only in the browser, rendered by the real server, read for
 * template addresses, images, videos and names; each finding names where
 * it is seen and links to where it is replaced.
 */
let server: TestServer;
let admin = "";
let customer = "";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  admin = await signUpAdmin(server, "owner@example.com");
  customer = (await signUp(server, { email: "reader@example.net" })).cookie;
});
afterAll(() => server?.close());

interface Item {
  field: string;
  label: string;
  href: string | null;
}

async function reading(): Promise<Item[]> {
  const response = await server.request("/admin/visitor-view", { cookie: admin });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return ((await response.json()) as { items: Item[] }).items;
}

describe("what visitors still see", () => {
  it("is the admin's alone", async () => {
    for (const cookie of [undefined, customer]) {
      const response = await server.request("/admin/visitor-view", { cookie });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
  });

  it("finds a template address the owner's words put in a dialog only a browser opens, and forgets it once replaced", async () => {
    const save = (body: string) =>
      adminAction(server, { intent: "copy.save", page: "program", "programExit.body": body }, admin);
    expect((await save("Questions first? Write to hello@example.net and we will answer.")).status).toBe(200);
    expect(await reading()).toContainEqual({
      field: "seen:copy:program",
      label: "Words of the program page: hello@example.net, on the Program page: exit dialog",
      href: "/admin?tab=pages&page=program",
    });

    expect((await save("Questions first? Write to hello@grace-author.org and we will answer.")).status).toBe(200);
    expect((await reading()).map((item) => item.field)).not.toContain("seen:copy:program");
  });

  it("reads every email as its recipient gets it, with the owner's words", async () => {
    const save = (subject: string) =>
      adminAction(
        server,
        { intent: "copy.save", page: "account-emails", "accountEmails.passwordReset.subject": subject },
        admin,
      );
    expect((await save("Reset your password (help: desk@example.org)")).status).toBe(200);
    expect(await reading()).toContainEqual({
      field: "seen:copy:account-emails",
      label: "Words of the account emails: desk@example.org, on the Email: password reset",
      href: "/admin?tab=pages&page=account-emails",
    });
    expect((await save("Reset your Rerouted password")).status).toBe(200);
    expect((await reading()).map((item) => item.field)).not.toContain("seen:copy:account-emails");
  });

  it("leaves to the field checks what they already list (the Site URL in every canonical link)", async () => {
    const fields = (await reading()).map((item) => item.field);
    expect(fields).not.toContain("seen:siteUrl");
    expect(fields).not.toContain("seen:supportEmail");
  });
});
