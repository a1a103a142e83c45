// The player feature's public surface for other features (browser-safe).
export { formatClock } from "./playback";
