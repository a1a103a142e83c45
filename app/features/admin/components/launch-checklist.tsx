import { CircleCheck, ListChecks } from "~/components/ui/icons";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import type { StripePriceReport, WebhookVersionReport } from "~/features/stripe";
import type { ChecklistItem } from "~/lib/launch-checklist";
import type { VisitorViewItem } from "~/lib/visitor-view";
import type { SetupItem } from "../launch-setup";
import { formatDateTime } from "./format";

const ALL_REPLACED = "Every placeholder is replaced: search engines may index the site.";

/**
 * Top of /admin: every placeholder the site still shows, each linking to
 * its field. While any remains, public pages ask search engines not to
 * index them, and this says so. Paid orders that need attention are listed
 * here too, each linking to its row in the Orders tab, and the offers whose
 * Stripe price charges something else than their page shows, or could not
 * be checked, each linking to the field to change. It says the Stripe
 * prices match only for those Stripe confirmed, and which API version
 * Stripe's webhook events arrive in. The setup to-dos (payment secrets,
 * what offers grant, email, demo accounts) have a heading of their own:
 * they name the environment variable and where it is documented. The
 * sections the pages hide until filled (the biography, testimonials)
 * follow, each linking to where it is filled. What the public pages still show of
 * the template, read from the pages as rendered, comes last: each line
 * names what is shown and where, and links to where it is replaced.
 */
export function LaunchChecklist({
  items,
  setup,
  orders,
  emptySections,
  prices,
  webhook,
}: {
  items: ChecklistItem[];
  setup: SetupItem[];
  orders: ChecklistItem[];
  emptySections: ChecklistItem[];
  prices: StripePriceReport;
  /** Null when Stripe is not configured. */
  webhook: WebhookVersionReport | null;
}) {
  const { differing, unchecked } = prices;
  const otherVersion = webhook?.state === "other" ? webhook : null;
  if (
    items.length === 0 &&
    setup.length === 0 &&
    orders.length === 0 &&
    emptySections.length === 0 &&
    differing.length === 0 &&
    unchecked.length === 0 &&
    !otherVersion
  ) {
    return (
      <section
        aria-labelledby="launch-title"
        className="mt-6 flex items-center gap-3 rounded-xl border border-success/30 bg-success/10 p-4"
      >
        <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />
        <div>
          <h2 id="launch-title" className="font-semibold">
            Launch checklist
          </h2>
          <p className="text-sm text-muted-foreground">{ALL_REPLACED}</p>
          <StripePriceSummary prices={prices} />
          <WebhookSummary webhook={webhook} />
          <SeenOnPages after={items} alone />
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="launch-title"
      className="mt-6 rounded-xl border border-highlight/40 bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <ListChecks aria-hidden className="size-5 shrink-0 text-highlight" />
        <h2 id="launch-title" className="font-display text-xl font-semibold">
          Launch checklist
        </h2>
        {items.length > 0 ? (
          <span className="rounded-full bg-highlight/15 px-2.5 py-0.5 text-sm font-semibold text-highlight">
            {items.length} {items.length === 1 ? "placeholder" : "placeholders"} left
          </span>
        ) : null}
        {setup.length > 0 ? (
          <span className="rounded-full bg-highlight/15 px-2.5 py-0.5 text-sm font-semibold text-highlight">
            {setup.length} setup {setup.length === 1 ? "step" : "steps"} left
          </span>
        ) : null}
        {orders.length > 0 ? (
          <span className="rounded-full bg-destructive/15 px-2.5 py-0.5 text-sm font-semibold text-destructive">
            {orders.length} {orders.length === 1 ? "order needs" : "orders need"} attention
          </span>
        ) : null}
        {differing.length > 0 ? (
          <span className="rounded-full bg-destructive/15 px-2.5 py-0.5 text-sm font-semibold text-destructive">
            {differing.length} Stripe {differing.length === 1 ? "price differs" : "prices differ"}
          </span>
        ) : null}
        {unchecked.length > 0 ? (
          <span className="rounded-full bg-highlight/15 px-2.5 py-0.5 text-sm font-semibold text-highlight">
            {unchecked.length} Stripe {unchecked.length === 1 ? "price" : "prices"} not checked
          </span>
        ) : null}
        {otherVersion ? (
          <span className="rounded-full bg-highlight/15 px-2.5 py-0.5 text-sm font-semibold text-highlight">
            Stripe webhook on another API version
          </span>
        ) : null}
      </div>
      {items.length > 0 ? (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            The site still shows template values. Until each is replaced, every public page tells search engines not to
            index it (noindex).
          </p>
          <ChecklistLinks label="Placeholders still in use" items={items} />
        </>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{ALL_REPLACED}</p>
      )}
      {setup.length > 0 ? <SetupSteps items={setup} /> : null}
      <SeenOnPages after={items} alone={false} />
      {orders.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-muted-foreground">
            Paid orders whose price or product no offer carries: set it in the Offers tab, then replay the order.
          </p>
          <ChecklistLinks label="Orders needing attention" items={orders} />
        </>
      ) : null}
      {differing.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-muted-foreground">
            Offers whose Stripe price charges something other than their page shows: change the offer or choose another
            Stripe price in the Offers tab. Until then a one-click upsell sends the buyer to Stripe&apos;s page, which
            shows the amount Stripe charges.
          </p>
          <ChecklistLinks label="Stripe prices that differ" items={differing} />
        </>
      ) : null}
      {unchecked.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-muted-foreground">
            Offers whose Stripe price could not be checked: nothing is known about them until Stripe answers.
          </p>
          <ChecklistLinks label="Stripe prices not checked" items={unchecked} />
        </>
      ) : null}
      {otherVersion ? <p className="mt-4 text-sm text-muted-foreground">{otherVersion.message}</p> : null}
      {emptySections.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-muted-foreground">
            Sections the pages hide until you fill them (testimonials count once they have permission on file):
          </p>
          <ChecklistLinks label="Sections hidden until filled" items={emptySections} />
        </>
      ) : null}
      <StripePriceSummary prices={prices} />
      <WebhookSummary webhook={webhook} />
    </section>
  );
}

function ChecklistLinks({ label, items }: { label: string; items: ChecklistItem[] }) {
  return (
    <ul aria-label={label} className="mt-4 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.field}>
          <Link to={item.href} className="text-primary underline-offset-4 hover:underline">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The setup to-dos, one per line (their labels are sentences): each links to
 * where the admin fixes it, or is plain text when only the server's
 * environment does, and names the documentation section that explains it.
 */
function SetupSteps({ items }: { items: SetupItem[] }) {
  return (
    <div className="mt-6 border-t border-border pt-4">
      <h3 id="launch-setup-title" className="font-semibold">
        Payments, email and accounts
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Set these before taking real orders: environment variables on the server (restart the site after), the rest
        here. They do not hold back indexing.
      </p>
      <ul aria-labelledby="launch-setup-title" className="mt-3 grid max-w-3xl gap-2.5 text-sm">
        {items.map((item) => (
          <li key={item.field} className="min-w-0 break-words">
            {/* Underlined: among steps done on the server, these are the ones a click leads to. */}
            {item.href ? (
              <Link to={item.href} className="text-primary underline underline-offset-4">
                <WithVariables text={item.label} />
              </Link>
            ) : (
              <WithVariables text={item.label} />
            )}
            {item.docs ? <span className="block text-xs text-muted-foreground">See {item.docs}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Defaults the rendered pages still show that no field check lists: each
 * line says what and where, linking to the admin place that replaces it.
 * Rendering every page and state takes a moment, so it is asked for once
 * the admin page has painted (routes/admin.visitor-view.ts), and again
 * after each save the page reloads for.
 */
function SeenOnPages({ after, alone }: { after: unknown; alone: boolean }) {
  const fetcher = useFetcher<{ items: VisitorViewItem[] }>();
  const { load } = fetcher;
  // `after` is a value of the admin page's data: each new answer (a save) reads the pages again.
  // Asked from a task of its own, not amid the effects of the page's hydration.
  useEffect(() => {
    const asking = setTimeout(() => void load("/admin/visitor-view"), 0);
    return () => clearTimeout(asking);
  }, [after, load]);
  const items = fetcher.data?.items;
  if (!items) {
    return (
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        Reading the public pages and emails as visitors get them…
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <p role="status" className="mt-2 text-sm text-muted-foreground">
        {alone
          ? "Every public page, dialog, result and email read: no template address, image, video or name is left."
          : "Every public page, dialog, result and email read: nothing of the template shows beyond the items above."}
      </p>
    );
  }
  return (
    <div className="mt-6 border-t border-border pt-4">
      <h3 id="launch-seen-title" className="font-semibold">
        What visitors still see
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Read from the public pages, their dialogs and results as a visitor gets them: template addresses, images, videos
        and names still shown.
      </p>
      <ul aria-labelledby="launch-seen-title" className="mt-3 grid max-w-3xl gap-2.5 text-sm">
        {items.map((item) => (
          <li key={item.field} className="min-w-0 break-words">
            {item.href ? (
              <Link to={item.href} className="text-primary underline underline-offset-4">
                {item.label}
              </Link>
            ) : (
              item.label
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A label with its environment variables (`SMTP_URL`) set as code, as the owner types them. */
function WithVariables({ text }: { text: string }) {
  return text.split(/\b([A-Z]+(?:_[A-Z]+)+)\b/).map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="font-mono text-[0.85em]">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** What was confirmed with Stripe, and only that: no Stripe key, no claim. */
function StripePriceSummary({ prices }: { prices: StripePriceReport }) {
  if (prices.named === 0) return null;
  if (!prices.configured) {
    return (
      <p className="mt-2 text-sm text-muted-foreground">
        Stripe prices are not checked: Stripe is not configured (STRIPE_SECRET_KEY).
      </p>
    );
  }
  if (prices.matching === 0) return null;
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      Stripe prices checked in the last {prices.checkedWithinSeconds} seconds: {prices.matching} of {prices.named} match
      what the offers&apos; pages show.
    </p>
  );
}

/** The last Stripe event's API version when it is the expected one, or that none arrived yet. */
function WebhookSummary({ webhook }: { webhook: WebhookVersionReport | null }) {
  if (!webhook || webhook.state === "other") return null;
  if (webhook.state === "no-events") {
    return <p className="mt-2 text-sm text-muted-foreground">No Stripe webhook event has arrived yet.</p>;
  }
  const { apiVersion, eventType } = webhook.delivery;
  const receivedAt = new Date(webhook.delivery.receivedAt).toISOString();
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      Stripe&apos;s last webhook event ({eventType}, <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time>)
      arrived in API version {apiVersion}, the version the site is built for.
    </p>
  );
}
