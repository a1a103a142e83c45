import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; the marketing pages are cached
  // per content version by server/marketing-pages.ts (decision 007).
  ssr: true,
} satisfies Config;
