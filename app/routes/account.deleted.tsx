import { Link } from "react-router";
import { SITE } from "~/content/site";

export function meta() {
  return [{ title: `Account deleted | ${SITE.name}` }, { name: "robots", content: "noindex" }];
}

/** Where deleting an account ends (account.security.tsx): signed out, with what was kept said plainly. */
export default function AccountDeleted() {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Your account has been deleted</h1>
      <div className="mt-6 space-y-4 text-muted-foreground">
        <p>
          Your profile, your library, your listening progress and bookmarks, and everything you sent through the
          site&apos;s forms under your email address have been erased, and you are signed out on every device.
        </p>
        <p>
          The records of your orders are kept, as the law requires for bookkeeping. A confirmation is on its way to your
          inbox.
        </p>
      </div>
      <p className="mt-8 text-sm">
        <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
