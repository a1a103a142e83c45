import type { Db } from "~/db/client.server";
import { readSiteContent } from "~/lib/site-content.server";
import { senderLineOf } from "./sender-line";

/**
 * The support inbox that replies to lead emails go to: the Site tab's
 * "Support email", read with the caller's database or transaction.
 */
export async function supportEmailAddress(db: Pick<Db, "select">): Promise<string> {
  return (await readSiteContent(db)).settings.supportEmail;
}

/**
 * The sender line at the foot of every email to a lead: the Site tab's
 * business name and postal address (CAN-SPAM), read like the support inbox.
 */
export async function senderLine(db: Pick<Db, "select">): Promise<string> {
  return senderLineOf((await readSiteContent(db)).settings);
}
