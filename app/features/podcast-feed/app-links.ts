/**
 * One-tap subscribe links of the podcast apps the library names, for a
 * feed URL. Each app's own scheme: Apple Podcasts takes the URL with
 * `podcast://` for its scheme, Overcast an x-callback-url with the URL
 * encoded, Pocket Casts the URL without its scheme after `pktc://subscribe/`.
 */
export interface PodcastAppLink {
  app: "Apple Podcasts" | "Overcast" | "Pocket Casts";
  href: string;
}

export function podcastAppLinks(feedUrl: string): PodcastAppLink[] {
  const withoutScheme = feedUrl.replace(/^https?:\/\//, "");
  return [
    { app: "Apple Podcasts", href: `podcast://${withoutScheme}` },
    { app: "Overcast", href: `overcast://x-callback-url/add?url=${encodeURIComponent(feedUrl)}` },
    { app: "Pocket Casts", href: `pktc://subscribe/${withoutScheme}` },
  ];
}
