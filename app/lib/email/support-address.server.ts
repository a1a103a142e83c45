import type { Db } from "~/db/client.server";
import { readSiteContent } from "~/lib/site-content.server";

/**
 * The support inbox that replies to lead emails go to: the Site tab's
 * "Support email", read with the caller's database or transaction.
 */
export async function supportEmailAddress(db: Pick<Db, "select">): Promise<string> {
  return (await readSiteContent(db)).settings.supportEmail;
}
