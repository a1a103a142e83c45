import { describe, expect, it } from "vitest";
import { buildFeedXml, escapeXml, itemPubDate, itunesDuration } from "./feed-xml";

const CHANNEL = {
  title: "Rerouted & Found",
  description: "The whole book <read by the author>",
  author: "Jane Author",
  link: "https://example.com/product/p1",
  imageUrl: "https://example.com/media/products/cover.jpg",
  language: "en",
  ownerEmail: "support@example.com",
};
const ITEM = {
  guid: "c1",
  title: 'Chapter 1: "Start"',
  episode: 1,
  enclosureUrl: "https://example.com/feeds/T/chapters/c1.mp3",
  enclosureLength: 10000,
  enclosureType: "audio/mpeg",
  durationSeconds: 3725,
  pubDate: new Date("2026-01-02T03:04:05Z"),
};

describe("buildFeedXml", () => {
  const xml = buildFeedXml(CHANNEL, [ITEM]);

  it("declares RSS 2.0 with the iTunes and Podcasting 2.0 namespaces", () => {
    expect(xml).toContain(
      `<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">`,
    );
  });

  it("keeps the feed out of directories and marks it serial", () => {
    expect(xml).toContain("<itunes:block>Yes</itunes:block>");
    expect(xml).toContain(`<podcast:locked owner="support@example.com">yes</podcast:locked>`);
    expect(xml).toContain("<itunes:type>serial</itunes:type>");
  });

  it("escapes the channel's text and carries its artwork twice (itunes:image and image)", () => {
    expect(xml).toContain("<title>Rerouted &amp; Found</title>");
    expect(xml).toContain("<description>The whole book &lt;read by the author&gt;</description>");
    expect(xml).toContain(`<itunes:image href="https://example.com/media/products/cover.jpg"/>`);
    expect(xml).toContain("<image><url>https://example.com/media/products/cover.jpg</url>");
  });

  it("writes each item with its guid, enclosure, duration, episode and date", () => {
    expect(xml).toContain(`<guid isPermaLink="false">c1</guid>`);
    expect(xml).toContain("<title>Chapter 1: &quot;Start&quot;</title>");
    expect(xml).toContain(
      `<enclosure url="https://example.com/feeds/T/chapters/c1.mp3" length="10000" type="audio/mpeg"/>`,
    );
    expect(xml).toContain("<itunes:duration>1:02:05</itunes:duration>");
    expect(xml).toContain("<itunes:episode>1</itunes:episode>");
    expect(xml).toContain("<pubDate>Fri, 02 Jan 2026 03:04:05 GMT</pubDate>");
  });

  it("leaves the artwork out when the product has none", () => {
    const bare = buildFeedXml({ ...CHANNEL, imageUrl: null }, [ITEM]);
    expect(bare).not.toContain("itunes:image");
    expect(bare).not.toContain("<image>");
  });
});

describe("feed values", () => {
  it("formats itunes:duration as H:MM:SS", () => {
    expect(itunesDuration(0)).toBe("0:00:00");
    expect(itunesDuration(59.6)).toBe("0:01:00");
    expect(itunesDuration(3725)).toBe("1:02:05");
  });

  it("dates items a minute apart from the base, whole seconds", () => {
    const base = new Date("2026-01-02T03:04:05.678Z");
    expect(itemPubDate(base, 0).toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(itemPubDate(base, 2).toISOString()).toBe("2026-01-02T03:06:05.000Z");
  });

  it("escapes markup and drops characters XML cannot carry", () => {
    expect(escapeXml(`a<b>&"c'\u0001`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
  });
});
