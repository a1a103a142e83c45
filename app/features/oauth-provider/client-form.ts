import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { redirectUriProblem } from "./rules";
import { isOAuthScope } from "./scopes";

const MAX_REDIRECT_URIS = 10;

/** The admin's "Add client" form: a name, redirect URIs one per line, and the scopes the client may ask for. */
const clientSchema = z.object({
  name: z.string().trim().min(1, "Enter the application's name").max(100, "Keep the name under 100 characters"),
  redirectUris: z
    .string()
    .max(10_000, "Too many redirect URIs")
    .transform((text) => [
      ...new Set(
        text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ])
    .superRefine((uris, ctx) => {
      if (uris.length === 0) ctx.addIssue({ code: "custom", message: "Enter at least one redirect URI" });
      if (uris.length > MAX_REDIRECT_URIS) {
        ctx.addIssue({ code: "custom", message: `At most ${MAX_REDIRECT_URIS} redirect URIs` });
      }
      const problem = uris.map((uri) => (uri.length > 2000 ? "A redirect URI is too long" : redirectUriProblem(uri)));
      const first = problem.find((p) => p !== null);
      if (first) ctx.addIssue({ code: "custom", message: first });
    }),
  // Checkboxes, read as their values joined with commas.
  scopes: z
    .string()
    .default("")
    .transform((text) => [...new Set(text.split(",").filter(Boolean))])
    .refine((scopes) => scopes.length > 0, "Choose at least one scope")
    .refine((scopes) => scopes.every(isOAuthScope), "Unknown scope"),
});

export const clientForm = defineForm(clientSchema, { keep: ["name", "redirectUris"], lists: ["scopes"] });

export const clientIdForm = defineForm(z.object({ clientId: z.string().min(1).max(100) }));
