import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import type { AdminTabData } from "../tab-loaders.server";
import { formatDate } from "./format";
import { ManageUserPanel, manageUserHref, RoleBadge, USERS_TAB } from "./manage-user-panel";
import { DataTable, PanelHeader } from "./panel";
import { useAdminAction } from "./use-admin-action";
import { formatCount } from "~/lib/format-count";

export function UsersTab({ data }: { data: AdminTabData<"users"> }) {
  const navigate = useNavigate();
  // An account deleted or anonymised: the panel closes and the list shows what is left.
  const remove = useAdminAction(() => navigate(USERS_TAB));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader
        title="Users"
        description={`${formatCount(data.total)} accounts, newest first${data.total > data.users.length ? ` (showing the newest ${data.users.length})` : ""}. Manage an account to change its admin rights, anonymise or delete it.`}
      />
      {data.managed ? <ManageUserPanel key={data.managed.user.id} managed={data.managed} remove={remove} /> : null}
      <DataTable caption="Users" head={["Name", "Email", "Joined", "Access", "Role", ""]}>
        {data.users.map((user) => (
          <tr key={user.id}>
            <td className="px-4 py-3 font-medium">{user.name}</td>
            <td className="px-4 py-3 break-all">{user.email}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.joinedAt)}</td>
            <td className="px-4 py-3 tabular-nums">{user.accessCount}</td>
            <td className="px-4 py-3">
              <RoleBadge user={user} />
            </td>
            <td className="px-4 py-3 text-right">
              <Button asChild variant="outline" size="sm">
                <Link to={manageUserHref(user.id)} aria-label={`Manage ${user.email}`}>
                  Manage
                </Link>
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
