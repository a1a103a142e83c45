import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { UNSUBSCRIBE_PAGE } from "~/content/lead-emails";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import { useCopy } from "~/lib/site-content-context";
import { isSuppressed } from "~/lib/email/suppressions.server";
import { EmailChoiceButton, EmailChoiceCard } from "~/features/leads/components/email-choice-card";
import { leadMailSettings, unsubscribeAddress } from "~/features/leads/followups.server";
import { readLinkToken } from "~/features/leads/link-tokens.server";
import type { Route } from "./+types/email.unsubscribe";

type PageState = { state: "ask" | "done"; email: string } | { state: "invalid"; email: null };

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  const { title } = content ? overlayCopy("unsubscribePage", UNSUBSCRIBE_PAGE, content.copy) : UNSUBSCRIBE_PAGE;
  return [{ title: `${title} | Rerouted` }, { name: "robots", content: "noindex" }];
}

function addressOf(context: Route.LoaderArgs["context"], token: string | undefined): string | null {
  return readLinkToken(context.services.config.authSecret, "unsubscribe", token ?? "");
}

/** GET: the page with its button. Changes nothing, whoever (or whatever) opens it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const email = addressOf(context, params.token);
  if (!email) return data<PageState>({ state: "invalid", email: null }, { status: 404 });
  const done = await isSuppressed(context.services.db, email);
  return data<PageState>({ state: done ? "done" : "ask", email });
}

/**
 * POST: unsubscribes. This is both the page's button and the RFC 8058
 * one-click request a mail provider sends (`List-Unsubscribe=One-Click`),
 * so the body is not needed and never read.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const email = addressOf(context, params.token);
  if (!email) return data<PageState>({ state: "invalid", email: null }, { status: 404 });
  await unsubscribeAddress(context.services.db, leadMailSettings(context.services.config), { email });
  return data<PageState>({ state: "done", email });
}

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  const pending = useNavigation().state === "submitting";
  const words = useCopy("unsubscribePage", UNSUBSCRIBE_PAGE);
  if (page.state === "invalid") {
    return <EmailChoiceCard title={words.title} body={words.invalid} done={false} home={words.home} />;
  }
  if (page.state === "done") {
    return (
      <EmailChoiceCard
        title={words.done}
        body={fillPlaceholders(words.doneBody, { email: page.email })}
        done
        home={words.home}
      />
    );
  }
  return (
    <EmailChoiceCard
      title={words.title}
      body={fillPlaceholders(words.body, { email: page.email })}
      done={false}
      home={words.home}
    >
      <Form method="post" className="w-full text-center">
        <EmailChoiceButton label={words.button} pending={pending} />
      </Form>
    </EmailChoiceCard>
  );
}
