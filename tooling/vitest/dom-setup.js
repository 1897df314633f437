/**
 * DOM tests: Testing Library waits up to 10 s for what a test looks for (its default is 1 s). On a
 * busy CI machine a lazily imported component can take longer than 1 s to appear; the wait bounds
 * a broken test, it is not a speed target (speed is measured in benchmarks). Testing Library is
 * resolved from the package under test, so its own copy is the one configured.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(join(process.cwd(), "package.json"));
let entry = null;
try {
  entry = require.resolve("@testing-library/react");
} catch {
  // A package without Testing Library has nothing to configure.
}
if (entry) {
  const { configure } = await import(pathToFileURL(entry).href);
  configure({ asyncUtilTimeout: 10_000 });
}
