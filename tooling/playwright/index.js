import { existsSync } from "node:fs";

/**
 * The Chromium Playwright drives. A system Chromium is used so tests run where
 * browsers cannot be downloaded: CHROMIUM_PATH wins, then Debian's package.
 */
export function chromiumExecutable() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's `chromium` package (apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }
  return found;
}

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Base `use` and project settings shared by every end-to-end suite. */
export function chromiumProject(name = "chromium") {
  return {
    name,
    use: {
      browserName: "chromium",
      launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    },
  };
}
