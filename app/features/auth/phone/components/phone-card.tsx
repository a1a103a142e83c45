import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle, CardContent } from "~/components/ui/card";

export interface PhoneCardView {
  /** The masked number while codes by text are on, else null. */
  on: string | null;
  /** Whether the site can send texts (SMS_URL). */
  configured: boolean;
}

/** /account/security's entry to texted sign-in codes; the setup itself is on /account/phone. */
export function PhoneCard({ view }: { view: PhoneCardView }) {
  if (!view.configured && !view.on) return null;
  return (
    <Card className="mt-8">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle as="h2" className="font-display text-2xl">
            Sign-in codes by text
          </CardTitle>
          <Badge variant={view.on ? "success" : "secondary"}>{view.on ? "On" : "Off"}</Badge>
        </div>
        <CardDescription>
          {view.on
            ? `After your password, a code texted to ${view.on}.`
            : "A second step at sign-in: after your password, a code texted to your phone."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/account/phone">{view.on ? "Manage your phone" : "Add your phone"}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
