// Rules every workspace package follows. See ../../ARCHITECTURE.md for the
// dependency rule; `turbo boundaries` enforces the package graph, these rules
// enforce what a single import may reach.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports that bypass a workspace package's `exports` map. */
export const deepImportPatterns = [
  {
    group: ["@housing/*/src", "@housing/*/src/*", "@housing/*/src/**"],
    message: "Import the package's public entry from its exports map, never its src/ files.",
  },
  {
    group: ["../../packages/*", "../../../packages/*", "../../apps/*", "../../../apps/*"],
    message: "Reach other workspace packages through their package name and exports map.",
  },
];

/**
 * @param {{ tsconfigRootDir: string, envFiles?: string[] }} options
 *  envFiles: the files of this package allowed to read process.env (its validated env module).
 */
export function baseConfig({ tsconfigRootDir, envFiles = ["src/env.ts"] }) {
  return tseslint.config(
    {
      // public/_map: the map worker copied from maplibre-gl when an app builds (site-shell next-config).
      ignores: [
        "**/dist/**",
        "**/.next/**",
        "**/public/_map/**",
        "**/playwright-report/**",
        "**/test-results/**",
        "**/storybook-static/**",
        "**/coverage/**",
        "**/*.d.ts",
        "**/drizzle/**",
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.node, ...globals.browser },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        "no-restricted-imports": ["error", { patterns: deepImportPatterns }],
        "no-restricted-properties": [
          "error",
          {
            object: "process",
            property: "env",
            message: "Read environment variables only in this package's validated env module.",
          },
        ],
        "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
        "@typescript-eslint/only-throw-error": "off",
        "@typescript-eslint/require-await": "off",
      },
    },
    {
      files: envFiles,
      rules: { "no-restricted-properties": "off" },
    },
    {
      files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
      ...tseslint.configs.disableTypeChecked,
    },
    {
      files: ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts", "**/*.stories.tsx", "**/*.config.ts", "**/*.config.mjs"],
      rules: {
        "no-restricted-properties": "off",
        "@typescript-eslint/no-non-null-assertion": "off",
        "@typescript-eslint/unbound-method": "off",
      },
    },
  );
}
