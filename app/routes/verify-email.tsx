import { Link } from "react-router";
import { AuthCard } from "~/features/auth/components/auth-card";
import { emailConfirmationSchema } from "~/features/auth/schemas";
import { getSessionUser } from "~/features/auth/session.server";
import { confirmEmail } from "~/features/auth/sign-in.server";
import type { Route } from "./+types/verify-email";

export function meta() {
  return [{ title: "Confirm your email | Rerouted" }, { name: "robots", content: "noindex" }];
}

/**
 * GET /verify-email?token=…: the link emailed to an ADMIN_EMAILS sign-up.
 * Following it proves the mailbox; the admin row is created then.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = emailConfirmationSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const confirmed = parsed.success && (await confirmEmail(context.services, parsed.data.token));
  const user = confirmed ? await getSessionUser(request, context) : null;
  return { confirmed, signedIn: user !== null };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { confirmed, signedIn } = loaderData;
  const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
  if (!confirmed) {
    return (
      <AuthCard
        title="This link does not work"
        subtitle="It is incomplete, already used with another address, or older than one hour"
        footer={
          <Link to="/forgot-password" className={linkClass}>
            Get a new link by resetting your password
          </Link>
        }
      >
        <p className="text-sm text-muted-foreground">
          Resetting your password from the email address also confirms it.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Your email is confirmed" subtitle="Thank you: this address is proven to be yours">
      <p className="text-center">
        <Link to={signedIn ? "/admin" : "/login?redirectTo=%2Fadmin"} className={linkClass}>
          {signedIn ? "Open the admin dashboard" : "Sign in to open the admin dashboard"}
        </Link>
      </p>
    </AuthCard>
  );
}
