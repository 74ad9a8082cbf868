// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import architecture from "./tooling/eslint/boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "e2e/test-results/**",
      "e2e/playwright-report/**",
      "apps/api/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            "*.js",
            "tooling/eslint/*.js",
            "scripts/*.mjs",
            "apps/api/scripts/*.mjs",
          ],
        },
      },
      globals: { ...globals.node },
    },
    plugins: { architecture },
    rules: {
      "architecture/boundaries": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      // React Router loaders throw `redirect()` Responses by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "lib", name: "Response" }] },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through config.ts, the one reader of process.env.",
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      "apps/api/src/config.ts",
      "apps/api/src/test/**",
      "apps/api/drizzle.config.ts",
      "scripts/**",
      "apps/api/scripts/**",
      "e2e/**",
      "bench/**",
      "**/vite.config.ts",
      "**/vitest.config.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Tests read JSON answers without a schema on purpose: the assertion is the check.
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
