import { describe, expect, it } from "vitest";
import { redactFields, redactText, serializeError } from "./redact-log";

describe("redactText", () => {
  it("masks email addresses", () => {
    expect(redactText("sign-up failed for ann.lee+book@example.co.uk today")).toBe(
      "sign-up failed for [redacted] today",
    );
  });

  it("masks phone numbers in common shapes", () => {
    expect(redactText("call (555) 123-4567")).toBe("call [redacted]");
    expect(redactText("sms 555.123.4567 sent")).toBe("sms [redacted] sent");
    expect(redactText("phone +44 20 7946 0958")).toBe("phone [redacted]");
  });

  it("keeps UUIDs, ISO dates and ordinary numbers readable", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(redactText(`email ${id} queued at 2026-11-23T17:22:33Z, 1234567 bytes`)).toBe(
      `email ${id} queued at 2026-11-23T17:22:33Z, 1234567 bytes`,
    );
  });

  it("masks reset links' tokens in query strings and paths", () => {
    expect(redactText("https://site.example/reset-password?token=abcDEF123_-x&welcome=1")).toBe(
      "https://site.example/reset-password?token=[redacted]&welcome=1",
    );
    expect(redactText("GET /api/auth/reset-password/abcDEF123?callbackURL=/reset-password")).toBe(
      "GET /api/auth/reset-password/[redacted]?callbackURL=/reset-password",
    );
  });

  it("masks private podcast feed tokens in paths", () => {
    const token = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_6";
    expect(redactText(`/feeds/${token}.xml`)).toBe("/feeds/[redacted].xml");
    expect(redactText(`/feeds/${token}/chapters/c1.mp3`)).toBe("/feeds/[redacted]/chapters/c1.mp3");
  });

  it("masks the parameters Drizzle echoes in a failed query", () => {
    const message =
      'Failed query: insert into "assessment_leads" ("name", "email") values ($1, $2)\nparams: Ann,ann@example.com';
    expect(redactText(message)).toBe(
      'Failed query: insert into "assessment_leads" ("name", "email") values ($1, $2)\nparams: [redacted]',
    );
  });
});

describe("redactFields", () => {
  it("censors sensitive keys whole and scrubs nested strings", () => {
    expect(
      redactFields({
        id: "e1",
        to: "reader@example.com",
        subject: "Reset your password",
        text: "Open https://x.example/reset-password?token=t0k",
        nested: { note: "from bob@example.com", Email: "x@y.zz" },
        list: ["555-123-4567"],
        attempts: 2,
      }),
    ).toEqual({
      id: "e1",
      to: "[redacted]",
      subject: "Reset your password",
      text: "[redacted]",
      nested: { note: "from [redacted]", Email: "[redacted]" },
      list: ["[redacted]"],
      attempts: 2,
    });
  });
});

describe("serializeError", () => {
  it("keeps type, code, stack and cause, with the secrets scrubbed", () => {
    const cause = Object.assign(new Error("duplicate key value: (email)=(ann@example.com)"), { code: "23505" });
    const error = new Error("Failed query: select 1\nparams: ann@example.com,555-123-4567", { cause });
    const out = serializeError(error);
    expect(out.type).toBe("Error");
    expect(out.message).toBe("Failed query: select 1\nparams: [redacted]");
    expect(String(out.stack)).toContain("redact-log.test.ts");
    expect(String(out.stack)).not.toContain("ann@example.com");
    expect(out.cause).toMatchObject({ code: "23505", message: "duplicate key value: (email)=([redacted])" });
  });
});
