import { describe, expect, it } from "vitest";
import { podcastAppLinks } from "./app-links";

describe("podcastAppLinks", () => {
  it("builds each app's subscribe link", () => {
    expect(podcastAppLinks("https://example.com/feeds/abc.xml")).toEqual([
      { app: "Apple Podcasts", href: "podcast://example.com/feeds/abc.xml" },
      { app: "Overcast", href: "overcast://x-callback-url/add?url=https%3A%2F%2Fexample.com%2Ffeeds%2Fabc.xml" },
      { app: "Pocket Casts", href: "pktc://subscribe/example.com/feeds/abc.xml" },
    ]);
  });
});
