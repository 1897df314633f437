// Checks what the workspace's configuration claims: every package is in the
// @housing scope, carries exactly one layer tag for `turbo boundaries`, and
// every `exports` entry points at a file that exists (no wildcards).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { root } from "./pnpm.mjs";

const LAYERS = new Set(["core", "feature", "composition", "app", "tooling", "test"]);
const problems = [];

function targets(value) {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(targets);
  return [];
}

for (const group of ["apps", "packages", "tooling"]) {
  for (const name of readdirSync(join(root, group))) {
    const dir = join(root, group, name);
    const manifestPath = join(dir, "package.json");
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    const where = `${group}/${name}`;
    if (!manifest.name?.startsWith("@housing/")) problems.push(`${where}: name "${manifest.name}" is not in the @housing scope`);
    if (!manifest.private) problems.push(`${where}: workspace packages are private`);

    const turboPath = join(dir, "turbo.json");
    const tags = existsSync(turboPath) ? (JSON.parse(readFileSync(turboPath, "utf8")).tags ?? []) : [];
    const layers = tags.filter((tag) => LAYERS.has(tag));
    if (layers.length !== 1) problems.push(`${where}: needs exactly one layer tag in turbo.json (${[...LAYERS].join(", ")})`);

    for (const [subpath, value] of Object.entries(manifest.exports ?? {})) {
      if (subpath.includes("*")) problems.push(`${where}: export "${subpath}" is a wildcard; list each entry`);
      for (const target of targets(value)) {
        if (!existsSync(join(dir, target))) problems.push(`${where}: export "${subpath}" points at missing ${target}`);
      }
    }
    if (group === "packages" && layers[0] !== "test" && !manifest.exports) problems.push(`${where}: has no exports map`);
  }
}

if (problems.length > 0) {
  console.error(`Workspace check failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("Workspace check passed: scopes, layer tags and exports maps are consistent.");
