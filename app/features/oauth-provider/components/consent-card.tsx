import { Check } from "~/components/ui/icons";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/**
 * The consent page: which application asks, what it would learn, and the
 * member's answer. The request's parameters travel back in hidden fields
 * and are checked again on the server. A document post, so that the
 * answer's redirect to the application is a real navigation.
 */
export function ConsentCard(props: {
  clientName: string;
  scopes: string[];
  email: string;
  fields: Record<string, string>;
}) {
  const { clientName, scopes, email, fields } = props;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <Card className="w-full">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="font-display text-3xl">
            Sign in to {clientName}
          </CardTitle>
          <CardDescription>
            {clientName} asks to use your Rerouted account ({email}).
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div>
            <h2 className="text-sm font-medium">{clientName} will be able to see:</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {scopes.map((label) => (
                <li key={label} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-muted-foreground">
            You can revoke this at any time from your account&apos;s security page.
          </p>
          <Form method="post" reloadDocument className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" name="decision" value="deny" variant="outline" size="lg">
              Deny
            </Button>
            <Button type="submit" name="decision" value="approve" size="lg">
              Approve
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
