// The podcast feed feature's public surface for other features (server side).
export { feedsFetchedByProduct, resetFeedOfGrant, sharedFeeds } from "./feeds.server";
