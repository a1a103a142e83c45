import { useId } from "react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { OAUTH_CLIENTS_PATH, OAUTH_SCOPES } from "~/features/oauth-provider";
import type { AdminTabData } from "../tab-loaders.server";
import { formatDate } from "./format";
import { DataTable, PanelHeader } from "./panel";

/**
 * "Sign in with Rerouted": the applications members may sign in to with
 * their account. The forms are document posts to /admin/oauth-clients,
 * whose answer to "Add client" is the one page that ever shows the secret.
 */
export function SignInClientsTab({ data }: { data: AdminTabData<"clients"> }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader
        title="Sign in with Rerouted"
        description="Applications your members can sign in to with their Rerouted account (OpenID Connect)."
      />
      <AddClientForm />
      <section>
        <h3 className="mb-3 font-semibold">Registered clients</h3>
        <DataTable
          caption="Registered sign-in clients"
          head={["Name", "Client ID", "Redirect URIs", "Scopes", "Members", "Added", ""]}
          empty={data.clients.length === 0 ? "No client registered yet." : null}
        >
          {data.clients.map((client) => (
            <tr key={client.id}>
              <td className="px-4 py-3 font-medium">{client.name}</td>
              <td className="px-4 py-3 font-mono text-xs break-all">{client.id}</td>
              <td className="px-4 py-3 text-xs break-all">
                {client.redirectUris.map((uri) => (
                  <div key={uri}>{uri}</div>
                ))}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  {client.scopes.map((scope) => (
                    <Badge key={scope} variant="secondary">
                      {scope}
                    </Badge>
                  ))}
                </div>
              </td>
              <td className="px-4 py-3">{client.members}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(client.createdAt)}</td>
              <td className="px-4 py-3">
                <Form method="post" action={OAUTH_CLIENTS_PATH} reloadDocument>
                  <input type="hidden" name="clientId" value={client.id} />
                  <Button type="submit" name="intent" value="delete" variant="outline" size="sm">
                    Delete {client.name}
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section className="rounded-xl border border-border bg-card p-5">
        <h3 className="font-semibold">Signing key</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          ID tokens are signed with a key replaced every 90 days. Replace it now if you suspect it leaked; the old key
          stays published for a week so sign-ins already under way still verify.
        </p>
        <Form method="post" action={OAUTH_CLIENTS_PATH} reloadDocument className="mt-3">
          <Button type="submit" name="intent" value="rotate" variant="outline">
            Replace the signing key
          </Button>
        </Form>
      </section>
    </div>
  );
}

function AddClientForm() {
  const id = useId();
  return (
    <Form
      method="post"
      action={OAUTH_CLIENTS_PATH}
      reloadDocument
      className="space-y-4 rounded-xl border border-border bg-card p-5"
    >
      <h3 className="font-semibold">Add client</h3>
      <div className="space-y-2">
        <Label htmlFor={`${id}-name`}>Application name</Label>
        <Input id={`${id}-name`} name="name" required maxLength={100} placeholder="AI Clarity Platform" />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-uris`}>Redirect URIs (one per line)</Label>
        <Textarea
          id={`${id}-uris`}
          name="redirectUris"
          required
          rows={3}
          placeholder="https://app.example.com/auth/callback"
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Scopes</legend>
        {OAUTH_SCOPES.map((scope) => (
          <label key={scope.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="scopes" value={scope.id} defaultChecked className="size-4 accent-primary" />
            <span className="font-mono">{scope.id}</span>
            <span className="text-muted-foreground">{scope.label}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" name="intent" value="create">
        Add client
      </Button>
    </Form>
  );
}
