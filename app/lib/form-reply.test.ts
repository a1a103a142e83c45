import { describe, expect, it } from "vitest";
import { z } from "zod";
import { keptValues, replyFromIssues } from "./form-reply";

const schema = z.object({
  email: z.email("Enter a valid email address"),
  password: z.string().min(10, "Use at least 10 characters"),
  token: z.string().min(1, "This reset link is incomplete"),
});
const shape = { fields: ["email", "password"], keep: ["email"] } as const;

function failure(input: Record<string, string>) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a failed parse");
  return replyFromIssues(parsed.error, shape, input);
}

describe("replyFromIssues", () => {
  it("puts each visible field's first message next to it", () => {
    expect(failure({ email: "nope", password: "short", token: "t" })).toEqual({
      fieldErrors: { email: "Enter a valid email address", password: "Use at least 10 characters" },
      values: { email: "nope" },
    });
  });

  it("makes an issue on a hidden field the form's message", () => {
    expect(failure({ email: "a@example.com", password: "long-enough-pw", token: "" })).toEqual({
      error: "This reset link is incomplete",
      fieldErrors: {},
      values: { email: "a@example.com" },
    });
  });

  it("never sends back a value the form does not name as safe", () => {
    expect(failure({ email: "nope", password: "short", token: "t" }).values).not.toHaveProperty("password");
  });
});

describe("keptValues", () => {
  it("keeps only the named string values", () => {
    expect(
      keptValues({ email: "a@b.c", password: "secret", firstName: 3 }, { fields: [], keep: ["email", "firstName"] }),
    ).toEqual({
      email: "a@b.c",
    });
  });
});
