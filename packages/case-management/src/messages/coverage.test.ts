import { describe, expect, it } from "vitest";
import { SEQUENCES } from "../engine/sequences";
import { CASE_ERROR_KEYS } from "../form/fields";
import type { FileErrorKey } from "../form/files";
import { caseManagementMessages } from "./index";

const sv: Record<string, string> = caseManagementMessages.sv;
const FILE_ERROR_KEYS: FileErrorKey[] = ["tooMany", "wrongType", "fileSize", "totalSize"];

describe("the case form's messages", () => {
  it.each(CASE_ERROR_KEYS)("error key %s has a message", (key) => {
    expect(sv[`case-management.error.${key}`]).toBeTruthy();
  });

  it.each(FILE_ERROR_KEYS)("file error %s has a message", (key) => {
    expect(sv[`case-management.file.${key}`]).toBeTruthy();
  });

  it("every step's title, legend and button text exists", () => {
    const ids = Object.values(SEQUENCES).flatMap((sequence) =>
      sequence.steps.flatMap((step) => [step.title, step.legendTitle, step.nextText, step.previousText]),
    );
    expect(ids.filter((id) => id !== undefined && !(id in sv))).toEqual([]);
  });

  it.each([
    ["case-management.error.selectOption", "Vänligen markera ett alternativ för att gå vidare."],
    ["case-management.error.selectAddress", "Vänligen välj en adress för att gå vidare med din felanmälan."],
    ["case-management.error.acceptTerms", "Vänligen markera att du tagit del av informationen för att gå vidare."],
    ["case-management.search.noResults", "Inga resultat"],
    ["case-management.list.noOptions", "Inga alternativ tillgängliga, vänligen kontakta kundservice."],
    ["case-management.step.FaqSection.title", "Har du testat följande åtgärder?"],
    ["case-management.list.roomsFailed", "Ett fel uppstod vid hämtning av utrymmen. Försök igen senare."],
    [
      "case-management.list.roomDetailsFailed",
      "Ett fel uppstod vid hämtning av detaljerade utrymmen. Försök igen senare.",
    ],
  ])("%s is the spec's Swedish text", (id, text) => {
    expect(sv[id]).toBe(text);
  });
});
