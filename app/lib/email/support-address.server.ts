import type { Db } from "~/db/client.server";
import type { CopyOverrides } from "~/lib/page-copy";
import type { SiteContent } from "~/lib/site-content";
import { readSiteContent } from "~/lib/site-content.server";
import { senderLineOf } from "./sender-line";

/**
 * The support inbox that replies to lead emails go to: the Site tab's
 * "Support email", read with the caller's database or transaction.
 */
export async function supportEmailAddress(db: Pick<Db, "select">): Promise<string> {
  return (await readSiteContent(db)).settings.supportEmail;
}

/** What an email to a lead takes from the site's saved content. */
export interface LeadMailContent {
  /** The owner's words (the Pages tab's saved overrides). */
  copy: CopyOverrides;
  /** The footer's sender line: the Site tab's business name and postal address (CAN-SPAM). */
  sender: string;
  /** The support inbox that replies go to. */
  replyTo: string;
}

/**
 * The saved content lead emails are written with, read once with the
 * caller's transaction (one query, however many emails it queues).
 */
export async function readLeadMailContent(db: Pick<Db, "select">): Promise<LeadMailContent> {
  return leadMailContentOf(await readSiteContent(db));
}

/** The same, from site content at hand (the server's snapshot). */
export function leadMailContentOf(content: SiteContent): LeadMailContent {
  return { copy: content.copy, sender: senderLineOf(content.settings), replyTo: content.settings.supportEmail };
}
