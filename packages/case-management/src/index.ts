/*
 * @housing/case-management: the fault-report wizard (spec sections 2-6 and 9). The step engine
 * (`./engine`), the case form's transitions, rules and file checks (`./form`), the draft
 * (`./draft`) and the messages (`./messages`); the modal and its steps build on these.
 */
export * from "./engine";
export * from "./form";
export * from "./draft";
export { caseManagementMessages, type CaseManagementMessageId } from "./messages";
