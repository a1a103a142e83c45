import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; the marketing pages are cached
  // per content version by server/marketing-pages.ts (decision 007).
  ssr: true,
  // React Router 8's behaviour, adopted now (docs/ARCHITECTURE.md).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
