import { ExternalLink } from "~/components/ui/icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { placeholderHint } from "~/lib/copy-placeholders";
import { copyFieldPlace } from "~/lib/page-copy";
import type { AdminTabData } from "../tab-loaders.server";
import { AdminForm } from "./admin-form";
import { PanelHeader } from "./panel";
import { SettingsField, SettingsSection } from "./settings-field";
import { useAdminAction } from "./use-admin-action";

type PagesData = AdminTabData<"pages">;
type Field = PagesData["fields"][number];

/** The fields of a page grouped by the part of the page they are in, in the page's order. */
function groupsOf(fields: readonly Field[], mainPrefix: string) {
  const groups = new Map<string, { field: Field; label: string }[]>();
  for (const field of fields) {
    const { group, label } = copyFieldPlace(field.path, mainPrefix);
    groups.set(group, [...(groups.get(group) ?? []), { field, label }]);
  }
  return [...groups];
}

/** How to fill a field: a list one item per line, and the `{tokens}` a text keeps. */
function hintOf(field: Field): string | undefined {
  const hint = [field.list ? "One per line." : null, placeholderHint(field.default)].filter(Boolean).join(" ");
  return hint || undefined;
}

/**
 * The Pages tab: every word of a public page, with today's text filled in.
 * A text put back to what the site shipped with follows later releases; a
 * list (paragraphs, points) is one item per line.
 */
export function PagesTab({ data }: { data: PagesData }) {
  const save = useAdminAction();
  const errors = save.reply?.fieldErrors ?? {};
  return (
    <div>
      <PanelHeader
        title="Pages"
        description="The words of each public page and email. Saved changes appear on the site within seconds and in the next email sent."
        action={
          // An email is no page to open.
          data.page.path ? (
            <Button asChild variant="outline">
              <a href={data.page.path} target="_blank" rel="noopener noreferrer">
                View {data.page.title.toLowerCase()}
                <ExternalLink aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          ) : undefined
        }
      />
      <nav aria-label="Pages" className="mb-6 flex flex-wrap gap-2">
        {data.pages.map((page) => (
          <Link
            key={page.id}
            to={`/admin?tab=pages&page=${page.id}`}
            aria-current={page.id === data.page.id ? "page" : undefined}
            preventScrollReset
            className={cn(
              "rounded-full border border-border px-3 py-1 text-sm",
              page.id === data.page.id ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {page.title}
          </Link>
        ))}
      </nav>
      {/* Keyed by page: another page's form starts from its own saved words. */}
      <AdminForm
        key={data.page.id}
        action={save}
        intent="copy.save"
        className="space-y-6"
        aria-label={`${data.page.title} words`}
      >
        <input type="hidden" name="page" value={data.page.id} />
        {groupsOf(data.fields, data.page.id).map(([group, fields]) => (
          <SettingsSection key={group} title={group}>
            {fields.map(({ field, label }) => (
              <div key={field.path} className={field.long || field.list ? "md:col-span-2" : undefined}>
                <SettingsField
                  name={field.path}
                  label={label}
                  defaultValue={Array.isArray(field.value) ? field.value.join("\n") : field.value}
                  rows={field.list ? Math.max(3, field.value.length + 1) : field.long ? 3 : undefined}
                  hint={hintOf(field)}
                  error={errors[field.path]}
                />
              </div>
            ))}
          </SettingsSection>
        ))}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={save.pending}>
            {save.pending ? "Saving..." : `Save ${data.page.title.toLowerCase()}`}
          </Button>
        </div>
      </AdminForm>
    </div>
  );
}
