import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import boundaries from "./config/eslint-boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, boundaries },
    rules: {
      // Features meet only through their public modules (config/eslint-boundaries.js).
      "boundaries/feature-imports": "error",
      // The recommended set: the rules of hooks and the React Compiler's checks
      // (refs read during render, state set in effects, impure render ...).
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Dependencies point one way: browser code never imports server modules,
      // and a feature never reaches into another feature's internals.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.ts"],
              allowTypeImports: true,
              message: "Server modules may only be imported from routes and other .server files.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes, server code, tests and other .server modules may import .server modules.
    files: [
      "app/routes/**",
      "app/**/*.server.ts",
      "app/root.tsx",
      "app/entry.server.tsx",
      "server/**",
      "tests/**",
      "app/**/*.test.ts",
      "app/db/**",
      "bench/**",
      "scripts/**",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Every redirect target passes safeRedirect (no open redirects): the app redirects through localRedirect.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/safe-redirect.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='react-router'] > ImportSpecifier[imported.name='redirect']",
          message: "Redirect with localRedirect from ~/lib/safe-redirect, which checks the target.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        fetch: "readonly",
        URLSearchParams: "readonly",
        performance: "readonly",
      },
    },
  },
);
