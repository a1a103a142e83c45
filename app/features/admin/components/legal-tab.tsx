import { CircleCheck, ExternalLink } from "~/components/ui/icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { AdminTabData } from "../tab-loaders.server";
import { AdminForm } from "./admin-form";
import { formatDateTime } from "./format";
import { PanelHeader } from "./panel";
import { SettingsField } from "./settings-field";
import { useAdminAction } from "./use-admin-action";

type LegalData = AdminTabData<"legal">;

const FORMAT_HINT =
  "A blank line starts a new paragraph. Start a line with ## for a heading and - for a bullet point. **bold**, [link text](https://…).";

/**
 * The Legal tab: the privacy policy, terms, refund policy and SMS terms.
 * Until the owner saves a page it shows a template filled in from the Site
 * tab and the services the server uses; saving a page marks it reviewed.
 */
export function LegalTab({ data }: { data: LegalData }) {
  const save = useAdminAction();
  const error = save.reply?.fieldErrors?.text;
  return (
    <div>
      <PanelHeader
        title="Legal"
        description="Your privacy policy, terms, refund policy and SMS terms, linked from every page's footer, the sign-up forms and checkout. Read each one, change what does not fit your business, and save it."
        action={
          <Button asChild variant="outline">
            <a href={data.page.path} target="_blank" rel="noopener noreferrer">
              View {data.page.title.toLowerCase()}
              <ExternalLink aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        }
      />
      <nav aria-label="Legal pages" className="mb-6 flex flex-wrap gap-2">
        {data.pages.map((page) => (
          <Link
            key={page.id}
            to={`/admin?tab=legal&page=${page.id}`}
            aria-current={page.id === data.page.id ? "page" : undefined}
            preventScrollReset
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm",
              page.id === data.page.id ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {page.reviewed ? <CircleCheck aria-hidden className="size-4" /> : null}
            {page.title}
            <span className="sr-only">{page.reviewed ? " (reviewed)" : " (not reviewed)"}</span>
          </Link>
        ))}
      </nav>
      <p className="mb-4 text-sm text-muted-foreground" role="status">
        {data.reviewedAt
          ? `Reviewed and saved ${formatDateTime(data.reviewedAt)}.`
          : "Not reviewed yet: this is the template, filled in from the Site tab. Saving it marks it as reviewed."}
      </p>
      {/* Keyed by page and save: another page's form starts from its own text. */}
      <AdminForm
        key={`${data.page.id}:${data.reviewedAt ?? ""}`}
        action={save}
        intent="legal.save"
        className="space-y-4"
        aria-label={`${data.page.title} text`}
      >
        <input type="hidden" name="page" value={data.page.id} />
        <SettingsField
          id="legal-text"
          name="text"
          label={data.page.title}
          defaultValue={data.text}
          rows={24}
          hint={FORMAT_HINT}
          error={error}
        />
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={save.pending}>
            {save.pending
              ? "Saving..."
              : data.reviewedAt
                ? `Save ${data.page.title.toLowerCase()}`
                : "Save and mark as reviewed"}
          </Button>
        </div>
      </AdminForm>
    </div>
  );
}
