import { createCookie } from "react-router";
import type { Config } from "~/config.server";
import { readFlashNotice, type FlashNotice, type ShownNotice } from "./flash-notice";
import { localRedirect } from "./safe-redirect";

/**
 * A notice that survives one redirect and shows once (Epic Stack's
 * "redirectWithToast"): the action sets a signed, HttpOnly cookie holding
 * the notice, and the next page's loader reads it and clears it in
 * the same answer, so a reload or a shared URL never shows it again.
 */
const flashCookie = (config: Pick<Config, "authSecret" | "baseUrl">) =>
  createCookie("rerouted_flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // Long enough for a slow redirect, short enough that a lost one does not surface days later.
    maxAge: 60,
    secure: config.baseUrl.startsWith("https://"),
    secrets: [config.authSecret],
  });

/** A redirect that shows `notice` once on the page it leads to. */
export async function redirectWithNotice(
  to: string,
  notice: FlashNotice,
  config: Pick<Config, "authSecret" | "baseUrl">,
  init?: { headers?: Headers },
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashCookie(config).serialize(notice));
  return localRedirect(to, { headers });
}

/**
 * The notice waiting for this page, if any, and the headers that clear it:
 * the loader returns them with its data so the notice is gone on reload.
 */
export async function takeNotice(
  request: Request,
  config: Pick<Config, "authSecret" | "baseUrl">,
): Promise<{ notice: ShownNotice | null; headers: Headers }> {
  const cookie = flashCookie(config);
  const headers = new Headers();
  // A cookie whose signature does not check reads as null.
  const value: unknown = await cookie.parse(request.headers.get("cookie"));
  if (value === null || value === undefined) return { notice: null, headers };
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { notice: readFlashNotice(value), headers };
}
