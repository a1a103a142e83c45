/** What kind of device a user agent is, as the listening history names it. */
export type DeviceLabel = "phone" | "tablet" | "computer";

export function deviceLabelOf(userAgent: string | null | undefined): DeviceLabel {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|Kindle|Silk|PlayBook/i.test(ua)) return "tablet";
  // Android phones say "Mobile"; Android tablets do not.
  if (/Android/i.test(ua)) return /Mobile/i.test(ua) ? "phone" : "tablet";
  if (/iPhone|iPod|Mobi|Windows Phone/i.test(ua)) return "phone";
  return "computer";
}
