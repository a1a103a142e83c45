import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../../app/db/schema";
import { adminAction, form, pageText, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { deliverQueuedMail, startMailSink } from "./mail-sink";

/**
 * The emails' words in the Pages tab: what the owner saves is what the next
 * email says, its {tokens} filled in and its links intact, through the real
 * server and a real SMTP server as the mail sink.
 */

let server: TestServer;
let owner = "";
let sink: Awaited<ReturnType<typeof startMailSink>>;

beforeAll(async () => {
  sink = await startMailSink();
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com", SMTP_URL: sink.url });
  owner = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const mailTo = (address: string) => sink.mail.filter((mail) => mail.to === address);

const savedCopy = async () => {
  const [row] = await server.services.db.select().from(siteSettings).where(eq(siteSettings.key, "copy"));
  return row?.value ?? null;
};

/** A Pages tab save by the owner. */
const saveWords = (page: string, changes: Record<string, string>) =>
  adminAction(server, { intent: "copy.save", page, ...changes }, owner);

describe("the emails' words", () => {
  it("sends the readiness result in the owner's words: subject, stage line and the result screen's texts", async () => {
    expect(
      (
        await saveWords("lead-emails", {
          "resultEmails.readiness.subject": "{stage}: where you are today",
          "resultEmails.readiness.stageLine": "You are in: {stage}",
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await saveWords("assessment", {
          "readinessStages.Crisis & Confusion.title": "The storm",
          "readinessStages.Crisis & Confusion.description": "The storm is where roots grow deep.",
        })
      ).status,
    ).toBe(200);

    const response = await server.request("/api/leads/readiness", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({
        name: "Grace Walker",
        email: "grace@example.com",
        answers: { "1": "crisis", "2": "resist", "3": "lost", "4": "fear", "5": "broken" },
      }),
    });
    expect(response.status).toBe(201);
    await deliverQueuedMail(server);
    const [mail, ...others] = mailTo("grace@example.com");
    expect(others).toEqual([]);
    expect(mail!.headers.get("subject")).toBe("The storm: where you are today");
    expect(mail!.text).toContain("You are in: The storm");
    expect(mail!.text).toContain("The storm is where roots grow deep.");
    expect(mail!.text).not.toContain("You are in the middle of the storm.");
    expect(mail!.text).toContain(`Discover the Rerouted Program: ${server.baseUrl}/rerouted`);

    // The unsubscribe page the email links to speaks the owner's words too, with the reader's address.
    expect((await saveWords("lead-emails", { "unsubscribePage.body": "Stop our letters to {email}?" })).status).toBe(
      200,
    );
    const unsubscribeUrl = new URL(mail!.headers.get("list-unsubscribe")!.slice(1, -1));
    const page = await server.request(unsubscribeUrl.pathname);
    expect(page.status).toBe(200);
    expect(pageText(await page.text())).toContain("Stop our letters to grace@example.com?");
  });

  it("sends the password reset in the owner's words, with its link", async () => {
    await signUp(server, { email: "reader@example.com" });
    expect(
      (
        await saveWords("account-emails", {
          "accountEmails.passwordReset.subject": "Your new Rerouted password",
          "accountEmails.passwordReset.paragraphs": "Here is the link you asked for.\nIt works for one hour.",
          "accountEmails.passwordReset.action": "Set my password",
        })
      ).status,
    ).toBe(200);
    await server.request("/forgot-password", { method: "POST", body: form({ email: "reader@example.com" }) });
    await deliverQueuedMail(server);
    const mail = mailTo("reader@example.com").find(
      (candidate) => candidate.headers.get("subject") === "Your new Rerouted password",
    );
    expect(mail?.text).toMatch(/Here is the link you asked for\.\s+It works for one hour\./);
    expect(mail?.text).toMatch(new RegExp(`Set my password: ${server.baseUrl}/reset-password\\?token=`));
  });

  it("refuses a text that drops or invents a {token}, naming the field, and saves nothing", async () => {
    const before = await savedCopy();
    const dropped = await saveWords("lead-emails", { "resultEmails.readiness.subject": "Your result" });
    expect(dropped.status).toBe(400);
    expect(await dropped.json()).toEqual({
      ok: false,
      message: "Keep {stage} in this text",
      fieldErrors: { "resultEmails.readiness.subject": "Keep {stage} in this text" },
    });
    const invented = await saveWords("account-emails", {
      "accountEmails.accessGranted.subject": "Welcome, {name}: {product} is yours",
    });
    expect(invented.status).toBe(400);
    expect(await invented.json()).toMatchObject({
      fieldErrors: { "accountEmails.accessGranted.subject": "{name} is not filled in here: use {product}" },
    });
    expect(await savedCopy()).toEqual(before);
  });

  it("lets only an admin save the emails' words", async () => {
    const before = await savedCopy();
    const { cookie: customer } = await signUp(server, { email: "customer-copy@example.com" });
    for (const cookie of [undefined, customer]) {
      const response = await adminAction(
        server,
        { intent: "copy.save", page: "lead-emails", "confirmationEmail.subject": "Hijacked" },
        cookie,
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect(await savedCopy()).toEqual(before);
  });

  it("lists the email entries in the Pages tab, each text's {tokens} explained", async () => {
    const response = await server.request("/admin?tab=pages&page=lead-emails", { cookie: owner });
    expect(response.status).toBe(200);
    const text = pageText(await response.text());
    for (const words of ["Lead emails", "Account emails", "Readiness assessment", "Program application"])
      expect(text).toContain(words);
    expect(text).toContain("Keep {stage} (the reader's readiness stage): filled in when shown.");
    expect(text).toContain("Save lead emails");
  });
});
