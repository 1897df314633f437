import type { Country } from "@housing/site-config";
import { SEQUENCES } from "./sequences";
import type { CaseType, SequenceDefinition } from "./types";

export interface SequenceChoice {
  country: Country;
  caseType: CaseType;
  /** The resident has agreements to choose the residence from (sequences.ts: otherwise the search). */
  hasAgreements: boolean;
}

/** The sequence a role runs in a country (decisions in sequences.ts). */
export function sequenceFor({ country, caseType, hasAgreements }: SequenceChoice): SequenceDefinition {
  if (country === "fi") return SEQUENCES.finnish;
  if (country === "no") {
    if (caseType === "boardMember") return SEQUENCES.noBoardMember;
    if (caseType === "boardMemberNoManagement") return SEQUENCES.noBoardMemberNoManagement;
    return SEQUENCES.noResident;
  }
  if (caseType === "boardMember") return SEQUENCES.boardMember;
  if (caseType === "boardMemberNoManagement") return SEQUENCES.boardMemberNoManagement;
  return hasAgreements ? SEQUENCES.residentVariant : SEQUENCES.resident;
}
