import { baseConfig, deepImportPatterns } from "@housing/eslint-config/base";

/** Runtime code (src/core, src/modules, src/providers) never imports seed code: what both need lives in src/core. */
const seedPatterns = [
  {
    regex: "(^|/)seed(/|$)",
    message: "Runtime code never imports seed code (src/seed); move what it needs into src/core.",
  },
];
/** The simulators are separate servers: the API and its tests reach them only over the network. */
const simulatorPatterns = [
  {
    regex: "(^|/)(apps/)?simulators(/|$)|^@housing/simulators",
    message: "Never import apps/simulators: start it as a process and talk to it over the network.",
  },
];
/** Test helpers (src/testing) are for tests only. */
const testingPatterns = [
  { regex: "(^|/)testing(/|$)", message: "src/testing is for tests; runtime code never imports it." },
];
const runtimeFiles = ["src/core/**/*.ts", "src/modules/**/*.ts", "src/providers/**/*.ts"];
const runtimeTestFiles = ["src/core/**/*.test.ts", "src/modules/**/*.test.ts", "src/providers/**/*.test.ts"];

export default [
  ...baseConfig({ tsconfigRootDir: import.meta.dirname, envFiles: ["src/core/env.ts"] }),
  // The benchmark and build scripts are tools run by hand, outside the server's env module.
  { files: ["bench/**", "scripts/**"], rules: { "no-restricted-properties": "off" } },
  {
    files: runtimeFiles,
    rules: {
      "no-restricted-imports": ["error", { patterns: [...deepImportPatterns, ...seedPatterns, ...testingPatterns, ...simulatorPatterns] }],
    },
  },
  // Route files are thin (parse, call the service, answer): queries live in the module's service.
  {
    files: ["src/modules/*/routes.ts", "src/modules/*/routes/*.ts", "src/core/health.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "No query in a route file: put it in the module's service." }],
          patterns: [...deepImportPatterns, ...seedPatterns, ...testingPatterns, ...simulatorPatterns],
        },
      ],
    },
  },
  // Tests beside the code read what the seed wrote through src/testing (fixtures.ts), never src/seed.
  {
    files: runtimeTestFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [...deepImportPatterns, ...seedPatterns, ...simulatorPatterns] }] },
  },
];
