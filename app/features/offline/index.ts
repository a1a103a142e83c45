// The offline feature's public surface for other features (browser-safe).
export { OfflineDownloads } from "./components/offline-downloads";
