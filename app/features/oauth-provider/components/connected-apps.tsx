import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CONNECTED_APPS_PATH } from "../paths";
import { scopeLabels } from "../scopes";

export interface ConnectedApp {
  id: string;
  clientName: string;
  scopes: string[];
  approvedAt: string;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * /account/security's list of applications the member signed in to with
 * their Rerouted account; revoking one signs them out of it for good (its
 * refresh tokens stop working at once).
 */
export function ConnectedApps({ apps, className }: { apps: ConnectedApp[]; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2" className="font-display text-2xl">
          Apps signed in with Rerouted
        </CardTitle>
        <CardDescription>Applications you allowed to use your Rerouted account.</CardDescription>
      </CardHeader>
      <CardContent>
        {apps.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have not allowed any application.</p>
        ) : (
          <ul className="divide-y divide-border">
            {apps.map((app) => (
              <li key={app.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{app.clientName}</p>
                  <p className="text-sm text-muted-foreground">
                    {scopeLabels(app.scopes).join(" · ")}. Allowed {dateFormat.format(new Date(app.approvedAt))}.
                  </p>
                </div>
                <Form method="post" action={CONNECTED_APPS_PATH} reloadDocument>
                  <input type="hidden" name="consentId" value={app.id} />
                  <Button type="submit" variant="outline" size="sm" aria-label={`Revoke access for ${app.clientName}`}>
                    Revoke access
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
