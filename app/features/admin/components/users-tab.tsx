import { Badge } from "~/components/ui/badge";
import type { AdminTabData } from "../tab-loaders.server";
import { formatDate } from "./format";
import { DataTable, PanelHeader } from "./panel";

export function UsersTab({ data }: { data: AdminTabData<"users"> }) {
  return (
    <div>
      <PanelHeader
        title="Users"
        description={`${data.total.toLocaleString("en-US")} accounts, newest first${data.total > data.users.length ? ` (showing the newest ${data.users.length})` : ""}.`}
      />
      <DataTable caption="Users" head={["Name", "Email", "Joined", "Access", "Role"]}>
        {data.users.map((user) => (
          <tr key={user.id}>
            <td className="px-4 py-3 font-medium">{user.name}</td>
            <td className="px-4 py-3 break-all">{user.email}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.joinedAt)}</td>
            <td className="px-4 py-3 tabular-nums">{user.accessCount}</td>
            <td className="px-4 py-3">
              {user.isAdmin ? <Badge>Admin</Badge> : <Badge variant="outline">Customer</Badge>}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
