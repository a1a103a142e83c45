import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { AdminTabData } from "../tab-loaders.server";
import { AdminForm, confirmFirst } from "./admin-form";
import { formatDateTime } from "./format";
import { EmptyState, PanelHeader } from "./panel";
import { useAdminAction } from "./use-admin-action";

type Version = AdminTabData<"history">["versions"][number];

/**
 * The History tab: every save of the Site tab, the offers and the pages'
 * words, newest first, with who saved it and what it changed. Restore saves
 * an earlier version again as the newest, so a restore is undone the same way.
 */
export function HistoryTab({ data }: { data: AdminTabData<"history"> }) {
  return (
    <div>
      <PanelHeader
        title="History"
        description="Each save of the Site, Pages and Offers tabs. Restoring a version saves it again as the newest."
      />
      {data.versions.length === 0 ? (
        <EmptyState>Nothing has been saved yet.</EmptyState>
      ) : (
        <ol aria-label="Saved versions" className="space-y-3">
          {data.versions.map((version) => (
            <VersionRow key={`${version.key}:${version.version}`} version={version} />
          ))}
        </ol>
      )}
    </div>
  );
}

function VersionRow({ version }: { version: Version }) {
  const restore = useAdminAction();
  const name = `${version.title}, version ${version.version}`;
  return (
    <li aria-label={name} className="rounded-xl border border-border bg-card p-4 sm:flex sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{version.title}</h3>
          <span className="text-sm text-muted-foreground">version {version.version}</span>
          {version.current ? <Badge variant="outline">Current</Badge> : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          <time dateTime={version.savedAt}>{formatDateTime(version.savedAt)}</time>
          {" · "}
          {version.savedBy ?? "saved outside the admin"}
        </p>
        <p className="mt-2 break-words text-sm">
          {version.firstSave ? "First save: " : "Changed: "}
          {version.changes.length > 0 ? version.changes.join(", ") : "nothing"}
          {version.moreChanges > 0 ? `, and ${version.moreChanges} more` : ""}
        </p>
      </div>
      {version.current ? null : (
        <AdminForm
          action={restore}
          intent="history.restore"
          onSubmit={confirmFirst(`Restore ${name}? It becomes the newest version.`)}
          className="mt-3 sm:mt-0"
        >
          <input type="hidden" name="key" value={version.key} />
          <input type="hidden" name="version" value={version.version} />
          <Button type="submit" variant="outline" size="sm" disabled={restore.pending} aria-label={`Restore ${name}`}>
            Restore
          </Button>
        </AdminForm>
      )}
    </li>
  );
}
