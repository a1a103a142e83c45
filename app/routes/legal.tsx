import { Link } from "react-router";
import { FormattedText } from "~/components/formatted-text";
import { LEGAL_PAGES } from "~/content/legal";
import { SITE } from "~/content/site";
import { legalTextOf } from "~/features/legal";
import { absoluteUrl } from "~/features/marketing/seo";
import { siteContentOfMatches } from "~/lib/public-site-content";
import type { Route } from "./+types/legal";

/** The owner's reviewed date, the same on the server and in the browser. */
const updatedOn = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * /privacy, /terms, /refund-policy and /sms-terms (routes.ts): the owner's
 * text from the Legal tab, or its template until they save one.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  const page = LEGAL_PAGES.find((candidate) => candidate.path === pathname);
  if (!page) throw new Response("Not found", { status: 404 });
  const { content } = await context.services.siteContent.fresh();
  const { text, reviewedAt } = legalTextOf(content, page.id, context.services.config);
  return { page: { id: page.id, title: page.title, path: page.path }, text, reviewedAt };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${SITE.name}` }];
  const { title, path } = loaderData.page;
  const siteUrl = siteContentOfMatches(matches)?.site.siteUrl;
  return [
    { title: `${title} | ${SITE.name}` },
    { name: "description", content: `The ${title.toLowerCase()} of ${SITE.name}.` },
    ...(siteUrl ? [{ tagName: "link", rel: "canonical", href: absoluteUrl(siteUrl, path) }] : []),
  ];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, text, reviewedAt } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-semibold">{page.title}</h1>
      {reviewedAt ? <p className="mt-2 text-sm text-muted-foreground">Last updated {updatedOn(reviewedAt)}</p> : null}
      <div className="mt-8">
        <FormattedText source={text} />
      </div>
      <nav aria-label="Legal pages" className="mt-12 border-t border-border pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {LEGAL_PAGES.filter((other) => other.id !== page.id).map((other) => (
            <li key={other.id}>
              <Link to={other.path} className="text-primary underline underline-offset-4">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
