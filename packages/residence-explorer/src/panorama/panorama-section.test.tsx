import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { TestI18nProvider } from "@housing/i18n/testing";
import { sunAndPanoramaMessages } from "../messages/sun-360";
import { panoramaProjectFixture } from "./fixture";
import { PanoramaSection } from "./panorama-section";

/* The section's states through the real api-client, on a stubbed fetch; happy-dom has no WebGL. */

const PATH = "/residenceexplorer/files/6f1f7f0e-0000-4000-8000-000000000001/1102/project.json";
let answers: (() => Response)[] = [];
const requested: string[] = [];

beforeEach(() => {
  answers = [];
  requested.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requested.push(new URL(request.url).pathname);
      const answer = answers.shift();
      return answer ? answer() : new Promise<Response>(() => {});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(projectPath: string | null) {
  const onClose = vi.fn();
  render(
    <TestI18nProvider locale="sv" messages={[sunAndPanoramaMessages]}>
      <ApiProvider
        baseUrl="http://api.test"
        siteKey="Jmse"
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <main>
          <PanoramaSection projectPath={projectPath} apartmentName="Lägenhet 1102" onClose={onClose} />
        </main>
      </ApiProvider>
    </TestI18nProvider>,
  );
  return onClose;
}

const violations = async () =>
  (
    await axe.run(document.body, { resultTypes: ["violations"], rules: { "color-contrast": { enabled: false } } })
  ).violations.map((violation) => violation.id);

describe("PanoramaSection", () => {
  it("says there are no views when the home has no project, without calling", async () => {
    const onClose = renderSection(null);
    expect(screen.getByRole("heading", { name: "360°-vyer, Lägenhet 1102" })).toBeTruthy();
    expect(screen.getByText("Det finns inga 360°-vyer för den här bostaden.")).toBeTruthy();
    expect(requested).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Stäng 360°-vyerna" }));
    expect(onClose).toHaveBeenCalled();
    expect(await violations()).toEqual([]);
  });

  it("says there are no views when the API has none (404)", async () => {
    answers.push(() => Response.json({ status: 404, error: "NotFound", message: "notFound" }, { status: 404 }));
    renderSection(PATH);
    expect(await screen.findByText("Det finns inga 360°-vyer för den här bostaden.")).toBeTruthy();
    expect(requested).toEqual([PATH]);
  });

  it("shows loading, then the viewer with the project's rooms", async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderSection(PATH);
    expect(screen.getByText("Hämtar 360°-vyerna …")).toBeTruthy();
    expect(await violations()).toEqual([]);
    answer(Response.json(panoramaProjectFixture()));
    // No WebGL in happy-dom: the viewer's fallback with the rooms.
    expect(await screen.findByText(/WebGL saknas/)).toBeTruthy();
    expect(screen.getByRole("button", { name: /Vardagsrum/ }).getAttribute("aria-current")).toBe("true");
  });

  it("says when the call failed, and tries again", async () => {
    answers.push(() => Response.json({ status: 503, error: "Unavailable", message: "down" }, { status: 503 }));
    answers.push(() => Response.json(panoramaProjectFixture()));
    renderSection(PATH);
    expect((await screen.findByRole("alert")).textContent).toBe("360°-vyerna kunde inte hämtas.");
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    await waitFor(() => expect(screen.getByRole("button", { name: /Kök/ })).toBeTruthy());
    expect(requested).toEqual([PATH, PATH]);
  });

  it("refuses a project that does not match the contract as an error", async () => {
    answers.push(() => Response.json({ views: "none" }));
    renderSection(PATH);
    expect((await screen.findByRole("alert")).textContent).toBe("360°-vyerna kunde inte hämtas.");
  });
});
