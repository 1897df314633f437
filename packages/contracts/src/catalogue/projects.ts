import { defineEnum } from "./define";

/* Numbered enumerations of spec section 3: the numbers are the wire values. */

export const Lifecycle = defineEnum("lifecycle", {
  planned: { id: 0, meaning: "Planned" },
  vipSale: { id: 1, meaning: "VIP sale" },
  vipSaleProcessing: { id: 2, meaning: "VIP sale processing" },
  preSelling: { id: 3, meaning: "Pre-selling" },
  salesStart: { id: 4, meaning: "Sales start" },
  buildStart: { id: 5, meaning: "Build start" },
  intermediation: { id: 6, meaning: "Intermediation" },
  interiorOptions: { id: 7, meaning: "Interior options" },
  finalizing: { id: 8, meaning: "Finalizing" },
  moveIn: { id: 9, meaning: "Move in" },
  completed: { id: 10, meaning: "Completed" },
});

/** Which of these a site shows on a stage page depends on the site (spec section 3). */
export const StaffRole = defineEnum("staffRole", {
  estateAgent: { id: 0, meaning: "Estate agent" },
  assistant: { id: 1, meaning: "Assistant" },
  salesManager1: { id: 2, meaning: "Sales manager 1" },
  salesManager2: { id: 3, meaning: "Sales manager 2" },
  interiorResponsible1: { id: 4, meaning: "Interior responsible 1" },
  interiorResponsible2: { id: 5, meaning: "Interior responsible 2" },
  externalAgent1: { id: 6, meaning: "External agent 1" },
  externalAgent2: { id: 7, meaning: "External agent 2" },
  settlementBroker1: { id: 8, meaning: "Settlement broker 1" },
  settlementBroker2: { id: 9, meaning: "Settlement broker 2" },
  customerSupport: { id: 10, meaning: "Customer support" },
  customerService: { id: 11, meaning: "Customer service" },
});

export const ProjectType = defineEnum("projectType", {
  detachedHouses: { id: 1, meaning: "Detached houses" },
  ownerApartments: { id: 2, meaning: "Owner apartments" },
  condominium: { id: 3, meaning: "Condominium" },
  tenancy: { id: 4, meaning: "Tenancy" },
  premises: { id: 5, meaning: "Premises" },
  seniorHousing: { id: 6, meaning: "Senior housing" },
  nursingHomes: { id: 7, meaning: "Nursing homes" },
  constructionContracts: { id: 8, meaning: "Construction contracts" },
  safetyHomes: { id: 9, meaning: "Safety homes" },
  seniorSafetyHomes: { id: 10, meaning: "Senior safety homes" },
});

export const ContractingType = defineEnum("contractingType", {
  quayConcrete: { id: 1, meaning: "Quay concrete" },
  fieldWork: { id: 2, meaning: "Field work" },
  roadConstruction: { id: 3, meaning: "Road construction" },
  exploitationWork: { id: 4, meaning: "Exploitation work" },
  industries: { id: 5, meaning: "Industries" },
  soilRemediation: { id: 6, meaning: "Soil remediation" },
  infrastructure: { id: 7, meaning: "Infrastructure" },
});

/*
 * Named enumerations: the spec gives the names that travel on the wire (the text search
 * sends "career", payments carry "NotPaid"), so the name is the id.
 */

/** Categories of the text search (spec section 7, `textsearch`); "all" is a filter value only. */
export const SearchCategory = defineEnum("searchCategory", {
  all: { id: "all", meaning: "All categories" },
  career: { id: "career", meaning: "Career" },
  content: { id: "content", meaning: "Content pages" },
  news: { id: "news", meaning: "News" },
  residencial: { id: "residencial", meaning: "Residential projects (spelled as on the wire)" },
});

/** Spec section 3: Reminder1 is active only on the Norwegian site. */
export const PaymentStatus = defineEnum("paymentStatus", {
  notPaid: { id: "NotPaid", meaning: "Not paid" },
  notPaidSent: { id: "NotPaidSent", meaning: "Not paid, invoice sent" },
  overPaid: { id: "OverPaid", meaning: "Over-paid" },
  paid: { id: "Paid", meaning: "Paid" },
  reminder1: { id: "Reminder1", meaning: "First reminder (Norwegian site only)" },
});
