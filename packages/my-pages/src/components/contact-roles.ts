import { STAFF_ROLE_KEYS } from "@housing/contracts";
import type { StaffContact } from "@housing/contracts/my-pages";
import type { SiteConfig } from "@housing/site-config";

/*
 * Spec section 3: staff roles 0-11; which show depends on the site. The spec names no table;
 * ours: Sweden's sites show the sales, interior and customer-service people; Norway also the
 * settlement brokers and external agents (the Norwegian sale goes through them); Finland the
 * sales manager, assistant and customer service. Numbered pairs (sales manager 1 and 2) share one
 * heading.
 */

export type ContactRoleLabel =
  | "estateAgent"
  | "assistant"
  | "salesManager"
  | "interiorResponsible"
  | "externalAgent"
  | "settlementBroker"
  | "customerSupport"
  | "customerService";

const LABEL_OF: Record<(typeof STAFF_ROLE_KEYS)[number], ContactRoleLabel> = {
  estateAgent: "estateAgent",
  assistant: "assistant",
  salesManager1: "salesManager",
  salesManager2: "salesManager",
  interiorResponsible1: "interiorResponsible",
  interiorResponsible2: "interiorResponsible",
  externalAgent1: "externalAgent",
  externalAgent2: "externalAgent",
  settlementBroker1: "settlementBroker",
  settlementBroker2: "settlementBroker",
  customerSupport: "customerSupport",
  customerService: "customerService",
};

const ROLES_BY_COUNTRY: Record<string, readonly ContactRoleLabel[]> = {
  se: ["salesManager", "estateAgent", "interiorResponsible", "assistant", "customerSupport", "customerService"],
  no: [
    "salesManager",
    "estateAgent",
    "externalAgent",
    "settlementBroker",
    "interiorResponsible",
    "customerSupport",
    "customerService",
  ],
  fi: ["salesManager", "assistant", "customerService"],
};

export interface ContactGroup {
  label: ContactRoleLabel;
  contacts: StaffContact[];
}

/** The contacts the site shows, grouped under their role's heading in the site's order. */
export function contactGroupsFor(site: Pick<SiteConfig, "country">, contacts: readonly StaffContact[]): ContactGroup[] {
  const order = ROLES_BY_COUNTRY[site.country] ?? ROLES_BY_COUNTRY.se!;
  return order
    .map((label) => ({
      label,
      contacts: contacts.filter((contact) => LABEL_OF[STAFF_ROLE_KEYS[contact.role]!] === label),
    }))
    .filter((group) => group.contacts.length > 0);
}
