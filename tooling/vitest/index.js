/**
 * Vitest presets. Packages call one of these from their vitest.config.ts.
 * The include pattern is the guard that keeps Playwright specs (*.spec.ts) out.
 */
const shared = {
  include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
  exclude: ["**/node_modules/**", "**/dist/**", "**/.next/**", "**/e2e/**"],
  restoreMocks: true,
  // A test that waits for a dynamic import or a server under a busy CI machine must not time out:
  // these bound a hung test, they are not speed targets (speed is measured in benchmarks).
  testTimeout: 20_000,
  hookTimeout: 30_000,
  passWithNoTests: false,
  typecheck: { enabled: true, include: ["src/**/*.test-d.ts"] },
};

/** Node environment: libraries, the API. */
export function nodePreset(overrides = {}) {
  return { test: { ...shared, environment: "node", ...overrides } };
}

/** DOM environment for React components (Testing Library's waits configured in dom-setup.js). */
export function domPreset(overrides = {}) {
  const setupFiles = [new URL("./dom-setup.js", import.meta.url).pathname, ...(overrides.setupFiles ?? [])];
  return { test: { ...shared, environment: "happy-dom", ...overrides, setupFiles } };
}
