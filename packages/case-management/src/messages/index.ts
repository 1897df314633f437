import { combineMessages } from "@housing/i18n";
import { caseManagementErrands } from "./errands";
import { caseManagementForm } from "./case-management-form";
import { caseManagementSteps } from "./case-management-steps";
import { caseManagementWizard } from "./case-management-wizard";

/** The fault-report wizard's and the errands page's messages (ids "case-management.…") in sv, nb, fi and en. */
export const caseManagementMessages = combineMessages(
  caseManagementSteps,
  caseManagementForm,
  caseManagementWizard,
  caseManagementErrands,
);

export type CaseManagementMessageId = Extract<keyof (typeof caseManagementMessages)["sv"], string>;

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "case-management": (typeof caseManagementMessages)["sv"];
  }
}
