// The podcast feed feature's public surface for other features (browser-safe).
export { PodcastFeedPanel } from "./components/podcast-feed-panel";
export { FEED_SHARING_ADDRESSES_PER_DAY } from "./sharing";
