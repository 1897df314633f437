// @vitest-environment happy-dom
import axe from "axe-core";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_HINT_COOKIE } from "@housing/contracts";
import { formatSessionHint } from "@housing/session";
import { getSite } from "@housing/site-config";
import { CASE_DRAFT_COOKIE, draftCookieValue } from "../draft/draft";
import { caseManagementMessages } from "../messages";
import type { CaseType, SequenceId, ViewName } from "../engine/types";
import {
  AGREEMENT,
  DISHWASHER,
  KITCHEN,
  memoryFileDrafts,
  pngFile,
  renderWizard,
  residentApi,
  stubApi,
  USER,
  wizardAt,
} from "./test-utils";

/* Every step view of every role, axe-clean (colour contrast aside: happy-dom has no layout), errors shown too. */

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  document.cookie = `${CASE_DRAFT_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    resultTypes: ["violations"],
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

const apartment = {
  type: "apartment" as const,
  searchString: "",
  selectedApartment: { ...AGREEMENT, rentalBuilding: false },
  fullBuilding: false,
  address: "",
  zipCode: "",
  city: "",
  object: "",
};
const problem = {
  address: apartment,
  problemArea: KITCHEN.id,
  problemAreaName: KITCHEN.name,
  problemAreaDetails: DISHWASHER.id,
  problemAreaDetailsName: DISHWASHER.name,
  description: "Diskmaskinen läcker.",
};

const CASES: [string, SequenceId, CaseType, "se" | "fi", ViewName, object][] = [
  ["Terms", "residentVariant", "resident", "se", "Terms", {}],
  ["PersonalInfo", "residentVariant", "resident", "se", "PersonalInfo", {}],
  ["SelectResidence", "residentVariant", "resident", "se", "SelectResidence", {}],
  ["ProblemArea", "residentVariant", "resident", "se", "ProblemArea", { address: apartment }],
  ["ProblemAreaDetails", "residentVariant", "resident", "se", "ProblemAreaDetails", problem],
  ["Description", "residentVariant", "resident", "se", "Description", problem],
  ["Summary", "residentVariant", "resident", "se", "Summary", problem],
  ["SearchResidence", "boardMember", "boardMember", "se", "SearchResidence", {}],
  ["Compound", "boardMemberNoManagement", "boardMemberNoManagement", "se", "Compound", {}],
  ["EstateAddress", "boardMemberNoManagement", "boardMemberNoManagement", "se", "EstateAddress", {}],
  ["PetsAndKeys", "finnish", "resident", "fi", "PetsAndKeys", { caseArea: "apartment", pets: "true" }],
];

describe("the wizard's steps are axe-clean", () => {
  it.each(CASES)("%s, with its errors shown", async (_name, sequenceId, caseType, country, viewName, form) => {
    const site = getSite(country);
    const isBoard = caseType !== "resident";
    stubApi(
      residentApi({
        "GET account_service/user": () => Response.json({ ...USER, isBoardMember: isBoard }),
        "GET case_management/account": () => Response.json({ email: "styrelsen@example.se" }),
      }),
    );
    const claims = isBoard
      ? {
          bankId: true,
          loginMethod: null,
          loginType: "boardMemberCase",
          association: caseType === "boardMember" ? "a1" : null,
          site: "se",
        }
      : null;
    document.cookie = `${SESSION_HINT_COOKIE}=${formatSessionHint(Math.floor(Date.now() / 1000) + 3600, claims)}; Path=/`;
    document.cookie = `${CASE_DRAFT_COOKIE}=${draftCookieValue(wizardAt(sequenceId, caseType, country, viewName, form))}; Path=/`;
    renderWizard(site, { fileDrafts: memoryFileDrafts(viewName === "Description" ? [pngFile("lacka.png")] : []) });
    const title = caseManagementMessages[site.locale][`case-management.step.${viewName}.title`];
    expect(await screen.findByRole("heading", { level: 2, name: title })).toBeTruthy();
    // The step's lists have arrived (nothing is loading any more).
    await vi.waitFor(() => expect(screen.queryByText(/Laddar|Ladataan/)).toBeNull());
    expect(await violations()).toEqual([]);
    const next = screen.queryByRole("button", { name: /Nästa|Seuraava|gå vidare/ });
    if (next && viewName !== "Summary" && viewName !== "ProblemAreaDetails" && viewName !== "Description") {
      await userEvent.click(next);
      expect(await violations()).toEqual([]);
    }
  });
});

describe("the axe check itself", () => {
  it("finds an unlabelled field (so the checks above can fail)", async () => {
    document.body.innerHTML = '<main><input type="text"></main>';
    expect((await violations()).some((line) => line.startsWith("label"))).toBe(true);
    document.body.innerHTML = "";
  });
});
