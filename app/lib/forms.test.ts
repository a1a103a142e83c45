import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { defineForm, type FieldName, type FormCheck } from "./forms";

const resetSchema = z.object({
  email: z.email("Enter a valid email address"),
  password: z.string().min(10, "Use at least 10 characters"),
  token: z.string().min(1, "This reset link is incomplete"),
});
/** A page that shows email and password, keeps the email, and carries the token hidden. */
const reset = defineForm(resetSchema, { fields: ["email", "password"], keep: ["email"] });

const leadSchema = z.object({
  name: z.string().min(1, "Please enter your name"),
  answers: z.object({ 1: z.enum(["a", "b"], "Please choose one of the options") }),
});
/** A form where every input shows its own message, a nested answer included. */
const lead = defineForm(leadSchema);

function refusal(checked: FormCheck<unknown>) {
  if (checked.ok) throw new Error("expected a refusal");
  return checked;
}

describe("a form's check", () => {
  it("puts each shown input's first message next to it, and keeps only the safe values", () => {
    const checked = refusal(reset.check({ email: "nope", password: "short", token: "t" }));
    expect(checked.reply).toEqual({
      fieldErrors: { email: "Enter a valid email address", password: "Use at least 10 characters" },
      values: { email: "nope" },
    });
    expect(checked.message).toBe("Enter a valid email address");
  });

  it("makes an issue on a hidden input the form's message", () => {
    const checked = refusal(reset.check({ email: "a@example.com", password: "long-enough-pw", token: "" }));
    expect(checked.reply).toEqual({
      error: "This reset link is incomplete",
      fieldErrors: {},
      values: { email: "a@example.com" },
    });
  });

  it("never sends back a value the form does not name as safe", () => {
    expect(refusal(reset.check({ email: "nope", password: "short" })).reply.values).not.toHaveProperty("password");
  });

  it("without a list of shown inputs, names every input by its path, a nested one included", () => {
    const checked = refusal(lead.check({ name: "", answers: { 1: "c" } }));
    expect(checked.reply.fieldErrors).toEqual({
      name: "Please enter your name",
      "answers.1": "Please choose one of the options",
    });
    expect(checked.reply.error).toBeUndefined();
    expect(checked.message).toBe("Please enter your name");
  });

  it("makes a body that is not an object at all the form's message", () => {
    const checked = refusal(lead.check(["not", "a", "form"]));
    expect(checked.reply.fieldErrors).toEqual({});
    expect(checked.reply.error).toBe(checked.message);
  });

  it("answers the schema's output when the input is valid", () => {
    expect(lead.check({ name: "Ann", answers: { 1: "a" } })).toEqual({
      ok: true,
      data: { name: "Ann", answers: { 1: "a" } },
    });
  });
});

describe("kept values", () => {
  it("keeps only the named string values", () => {
    expect(reset.kept({ email: "a@b.c", password: "secret" })).toEqual({ email: "a@b.c" });
    expect(reset.kept({ email: 3 })).toEqual({});
  });
});

describe("input names", () => {
  it("are the schema's inputs", () => {
    expectTypeOf<FieldName<typeof resetSchema>>().toEqualTypeOf<"email" | "password" | "token">();
    expect(reset.name("token")).toBe("token");
  });

  it("fail typecheck when misspelt (each line below stops compiling if its typo is accepted)", () => {
    // @ts-expect-error "emial" is not an input of the form
    defineForm(resetSchema, { fields: ["emial"] });
    // @ts-expect-error "pasword" is not an input of the form
    defineForm(resetSchema, { keep: ["pasword"] });
    // @ts-expect-error "tokn" is not an input of the form
    defineForm(resetSchema, { lists: ["tokn"] });
    // @ts-expect-error "tokn" is not an input of the form
    expect(reset.name("tokn")).toBe("tokn");
  });
});
