// Builds the container images of deploy/ (the API, the simulators, one image per brand app) with
// docker or podman. Where neither is installed (CI runners without a container runtime, this
// project's own machines) it says so and exits 0: the images are built only where they can be.
//
//   node tooling/prod/build-images.mjs [--app se] [--dry-run]
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { root } from "../scripts/pnpm.mjs";
import { APPS } from "./topology.mjs";

const { values: args } = parseArgs({
  options: { app: { type: "string", multiple: true }, "dry-run": { type: "boolean", default: false } },
});

/** docker or podman, when it can build: a client without a reachable daemon does not count. */
function runtime() {
  for (const candidate of [process.env.CONTAINER_RUNTIME, "docker", "podman"].filter(Boolean)) {
    if (spawnSync(candidate, ["info"], { stdio: "ignore", timeout: 20_000 }).status === 0) return candidate;
  }
  return null;
}

const apps = args.app ?? APPS.map((entry) => entry.app);
const unknown = apps.filter((app) => !APPS.some((entry) => entry.app === app));
if (unknown.length > 0) {
  console.error(`unknown app ${unknown.join(", ")}; known: ${APPS.map((entry) => entry.app).join(", ")}`);
  process.exit(2);
}

const builds = [
  { tag: "housing-api", file: "deploy/api.Dockerfile", buildArgs: [] },
  { tag: "housing-simulators", file: "deploy/simulators.Dockerfile", buildArgs: [] },
  ...apps.map((app) => ({ tag: `housing-site-${app}`, file: "deploy/site.Dockerfile", buildArgs: [`APP=${app}`] })),
];

const command = runtime();
if (!command && !args["dry-run"]) {
  console.log("No usable container runtime (docker or podman with its daemon) here: the images are not built.");
  process.exit(0);
}
for (const { tag, file, buildArgs } of builds) {
  const argv = ["build", "-f", file, "-t", tag, ...buildArgs.flatMap((value) => ["--build-arg", value]), "."];
  console.log(`› ${command ?? "docker"} ${argv.join(" ")}`);
  if (args["dry-run"]) continue;
  const result = spawnSync(command, argv, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DOCKER_BUILDKIT: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
