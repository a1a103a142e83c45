/**
 * Texted codes: the phone number's form, the code's life, and the request
 * to a Twilio-compatible Messages API (SMS_URL).
 */
import type { SmsConfig } from "~/config.server";

export const PHONE_CODE = {
  digits: 6,
  /** Minutes a code works. */
  minutes: 10,
  /** Wrong tries before the code is spent and a new one must be sent. */
  attempts: 5,
} as const;

/**
 * A number in international (E.164) form: "+", a country code, and 7 to
 * 14 more digits. Spaces, dots, dashes and brackets people type are
 * dropped; a leading "00" is read as "+". Anything else is refused (null).
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  const international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : null;
}

/** "+44 ••• ••• 23": enough to recognise one's own phone, not to learn someone's. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)} ••• ${phone.slice(-2)}`;
}

export const codeText = (code: string) =>
  `Your Rerouted code is ${code}. It works for ${PHONE_CODE.minutes} minutes. If you did not ask for it, ignore this message.`;

/**
 * The Messages request of a Twilio-compatible API: POST a form (To, From or
 * MessagingServiceSid, Body) with the account SID and token as basic
 * authentication. An SMS_URL with no path means Twilio's own layout,
 * /2010-04-01/Accounts/{SID}/Messages.json; a path is used as given
 * (compatible services put the API elsewhere).
 */
export function messagesRequest(config: SmsConfig, to: string, body: string): { url: string; init: RequestInit } {
  const parsed = new URL(config.url);
  const sid = decodeURIComponent(parsed.username);
  const token = decodeURIComponent(parsed.password);
  parsed.username = "";
  parsed.password = "";
  if (parsed.pathname === "/") parsed.pathname = `/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const form = new URLSearchParams({ To: to, Body: body });
  form.set(/^MG[0-9a-fA-F]{32}$/.test(config.from) ? "MessagingServiceSid" : "From", config.from);
  return {
    url: parsed.href,
    init: {
      method: "POST",
      headers: {
        authorization: `Basic ${btoa(`${sid}:${token}`)}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
    },
  };
}
