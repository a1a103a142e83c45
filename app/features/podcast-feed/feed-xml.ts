/**
 * A buyer's private feed as RSS 2.0 with the iTunes and Podcasting 2.0
 * tags Apple's and Podcast Index's validators ask for. Pure: the route
 * (server/podcast-feeds.ts) gathers the values, absolute URLs included.
 */
export interface FeedChannel {
  title: string;
  description: string;
  author: string;
  /** The product's page on this site. */
  link: string;
  /** Absolute URL of the artwork, or null when the product has none. */
  imageUrl: string | null;
  language: string;
  /** Podcast Index's podcast:locked owner (the site's support address). */
  ownerEmail: string;
}

export interface FeedItem {
  /** Stable across fetches and feed resets: the chapter's id. */
  guid: string;
  title: string;
  episode: number;
  enclosureUrl: string;
  enclosureLength: number;
  enclosureType: string;
  durationSeconds: number;
  pubDate: Date;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** A character XML 1.0 can carry: tab, newline, return, and everything from space up but U+FFFE and U+FFFF. */
const isXmlChar = (code: number) =>
  code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** Text and attribute values, with the characters XML cannot carry removed. */
export function escapeXml(value: string): string {
  return Array.from(value)
    .filter((char) => isXmlChar(char.codePointAt(0)!))
    .join("")
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** itunes:duration as H:MM:SS (Apple accepts seconds too; this reads well in a validator). */
export function itunesDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/**
 * Publication dates that keep the chapters' order in apps that sort by
 * date: the first chapter at `base`, each next one a minute later. They
 * stay the same on every fetch while the chapter list does not change.
 */
export function itemPubDate(base: Date, index: number): Date {
  return new Date(Math.floor(base.getTime() / 1000) * 1000 + index * 60_000);
}

export function buildFeedXml(channel: FeedChannel, items: FeedItem[]): string {
  const e = escapeXml;
  const image = channel.imageUrl
    ? [
        `<itunes:image href="${e(channel.imageUrl)}"/>`,
        `<image><url>${e(channel.imageUrl)}</url><title>${e(channel.title)}</title><link>${e(channel.link)}</link></image>`,
      ]
    : [];
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">`,
    `<channel>`,
    `<title>${e(channel.title)}</title>`,
    `<link>${e(channel.link)}</link>`,
    `<description>${e(channel.description)}</description>`,
    `<language>${e(channel.language)}</language>`,
    `<itunes:author>${e(channel.author)}</itunes:author>`,
    `<itunes:owner><itunes:name>${e(channel.author)}</itunes:name><itunes:email>${e(channel.ownerEmail)}</itunes:email></itunes:owner>`,
    ...image,
    `<itunes:category text="Education"/>`,
    `<itunes:explicit>false</itunes:explicit>`,
    `<itunes:type>serial</itunes:type>`,
    // Private: never listed in Apple's directory nor Podcast Index.
    `<itunes:block>Yes</itunes:block>`,
    `<podcast:locked owner="${e(channel.ownerEmail)}">yes</podcast:locked>`,
    ...items.map((item) =>
      [
        `<item>`,
        `<guid isPermaLink="false">${e(item.guid)}</guid>`,
        `<title>${e(item.title)}</title>`,
        `<itunes:title>${e(item.title)}</itunes:title>`,
        `<itunes:episode>${item.episode}</itunes:episode>`,
        `<itunes:episodeType>full</itunes:episodeType>`,
        `<enclosure url="${e(item.enclosureUrl)}" length="${item.enclosureLength}" type="${e(item.enclosureType)}"/>`,
        `<itunes:duration>${itunesDuration(item.durationSeconds)}</itunes:duration>`,
        `<pubDate>${item.pubDate.toUTCString()}</pubDate>`,
        ...(channel.imageUrl ? [`<itunes:image href="${e(channel.imageUrl)}"/>`] : []),
        `</item>`,
      ].join(""),
    ),
    `</channel>`,
    `</rss>`,
  ];
  return lines.join("\n") + "\n";
}
