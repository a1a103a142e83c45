import { Check, Copy, MicSignal as Podcast } from "~/components/ui/icons";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { podcastAppLinks } from "../app-links";

/**
 * "Listen in your podcast app": the buyer's personal feed URL with a Copy
 * button, one-tap subscribe links, and "Reset feed link" for a link that
 * got out (the old one stops working at once).
 */
export function PodcastFeedPanel({ feedUrl, video }: { feedUrl: string; video: boolean }) {
  // The link last copied: after a reset the new link shows "Copy" again.
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const copied = copiedUrl === feedUrl;
  const reset = useFetcher<{ feedReset?: boolean; error?: string }>();
  const resetting = reset.state !== "idle";

  async function copy() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopiedUrl(feedUrl);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the text to copy by hand.
      document.getElementById("podcast-feed-url")?.focus();
    }
  }

  return (
    <section aria-labelledby="podcast-feed-heading">
      <h2 id="podcast-feed-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
        <Podcast className="size-5 text-muted-foreground" aria-hidden />
        Listen in your podcast app
      </h2>
      <div className="mt-3 space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
        <p className="text-sm text-muted-foreground">
          {video
            ? "Add this private feed to a podcast app that plays video: every lesson arrives as an episode, for watching on the go."
            : "Add this private feed to the podcast app you already use: every chapter arrives as an episode, with downloads for offline listening."}
        </p>
        <div className="flex gap-2">
          <label htmlFor="podcast-feed-url" className="sr-only">
            Your personal feed link
          </label>
          <Input
            id="podcast-feed-url"
            readOnly
            value={feedUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-xs"
          />
          <Button type="button" variant="outline" onClick={copy} aria-live="polite">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Open in a podcast app">
          {podcastAppLinks(feedUrl).map((link) => (
            <li key={link.app}>
              <Button asChild variant="secondary" size="sm">
                <a href={link.href}>Open in {link.app}</a>
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          This link is personal: anyone who has it can listen as you. Do not share it. If it got out, reset it and add
          the new link to your app.
        </p>
        <reset.Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="reset-feed" />
          <Button type="submit" variant="outline" size="sm" disabled={resetting}>
            Reset feed link
          </Button>
          <span role="status" className="text-xs text-muted-foreground">
            {reset.data?.feedReset && !resetting ? "Done: the old link no longer works." : ""}
            {reset.data?.error ?? ""}
          </span>
        </reset.Form>
      </div>
    </section>
  );
}
