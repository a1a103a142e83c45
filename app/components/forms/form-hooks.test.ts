import { describe, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { useFormValidation } from "./use-form-validation";
import { useFormValues } from "./use-form-values";

const signIn = defineForm(z.object({ email: z.email(), password: z.string(), redirectTo: z.string().optional() }), {
  fields: ["email", "password"],
});
const contact = defineForm(z.object({ name: z.string(), email: z.string(), consent: z.boolean().default(false) }));

// Type-level only: the hooks below are never called. `npm run typecheck` checks each assertion, and each
// line under a @ts-expect-error would stop it if its misspelt name were accepted.
describe("the form hooks' input names", () => {
  it("are the schema's inputs, for a server-posted form", () => {
    const useSignInPage = () => useFormValidation(signIn, undefined);
    expectTypeOf(useSignInPage)
      .returns.toHaveProperty("field")
      .parameter(0)
      .toEqualTypeOf<"email" | "password" | "redirectTo">();
    expectTypeOf(useSignInPage)
      .returns.toHaveProperty("errorOf")
      .parameter(0)
      .toEqualTypeOf<"email" | "password" | "redirectTo">();
    // @ts-expect-error "emial" is not an input of the form
    expectTypeOf(useSignInPage).returns.toHaveProperty("field").toBeCallableWith("emial");
  });

  it("are the schema's inputs, for a form the page holds, text inputs apart from checkboxes", () => {
    const useContactPage = () => useFormValues(contact, { name: "", email: "", consent: false });
    expectTypeOf(useContactPage).returns.toHaveProperty("text").parameter(0).toEqualTypeOf<"name" | "email">();
    // @ts-expect-error a checkbox is not a text input
    expectTypeOf(useContactPage).returns.toHaveProperty("text").toBeCallableWith("consent");
    // @ts-expect-error "nmae" is not an input of the form
    expectTypeOf(useContactPage).returns.toHaveProperty("set").toBeCallableWith("nmae", "Ann");
    // @ts-expect-error "nmae" is not an input of the form
    expectTypeOf(() => useFormValues(contact, { nmae: "", email: "", consent: false })).toBeFunction();
  });
});
