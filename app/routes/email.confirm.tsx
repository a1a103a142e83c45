import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { CONFIRM_PAGE } from "~/content/lead-emails";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import { useCopy } from "~/lib/site-content-context";
import { EmailChoiceButton, EmailChoiceCard } from "~/features/leads/components/email-choice-card";
import { confirmMarketingConsent, findFollowup, leadMailSettings } from "~/features/leads/followups.server";
import { readLinkToken } from "~/features/leads/link-tokens.server";
import type { Route } from "./+types/email.confirm";

type PageState = { state: "ask" | "done"; email: string } | { state: "invalid"; email: null };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  const { title } = content ? overlayCopy("confirmPage", CONFIRM_PAGE, content.copy) : CONFIRM_PAGE;
  return [{ title: `${title} | Rerouted` }, { name: "robots", content: "noindex" }];
}

/** The lead a confirmation link names, when the link is ours and the lead gave consent. */
async function followupOf(context: Route.LoaderArgs["context"], token: string | undefined) {
  const id = readLinkToken(context.services.config.authSecret, "confirm", token ?? "");
  if (!id || !UUID.test(id)) return null;
  const followup = await findFollowup(context.services.db, id);
  return followup?.consentedAt ? followup : null;
}

/** GET: the page with its button; a link scanner opening it confirms nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const followup = await followupOf(context, params.token);
  if (!followup) return data<PageState>({ state: "invalid", email: null }, { status: 404 });
  return data<PageState>({ state: followup.confirmedAt ? "done" : "ask", email: followup.email });
}

/** POST: the owner of the address pressed the button. */
export async function action({ params, context }: Route.ActionArgs) {
  const followup = await followupOf(context, params.token);
  if (!followup) return data<PageState>({ state: "invalid", email: null }, { status: 404 });
  await confirmMarketingConsent(context.services.db, leadMailSettings(context.services.config), {
    followupId: followup.id,
  });
  return data<PageState>({ state: "done", email: followup.email });
}

export default function ConfirmEmails() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  const pending = useNavigation().state === "submitting";
  const words = useCopy("confirmPage", CONFIRM_PAGE);
  if (page.state === "invalid") {
    return <EmailChoiceCard title={words.title} body={words.invalid} done={false} home={words.home} />;
  }
  if (page.state === "done") {
    return <EmailChoiceCard title={words.done} body={words.doneBody} done home={words.home} />;
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
