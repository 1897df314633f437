import { defineEnum } from "./define";

/*
 * Status enumerations of spec section 3. The GUIDs are opaque to callers; they are fixed
 * literals (version-5 UUIDs of "<enumeration>:<key>") so the seed and every client agree.
 */

/** Spec section 3. On the Norwegian site "booked" reads as sold: the front end shows it as sold there. */
export const ObjectStatus = defineEnum("objectStatus", {
  forSale: { id: "75d4d939-11ff-5be3-9392-ea459589934e", meaning: "For sale" },
  reserved: { id: "bcb2a7b2-cb36-5a33-b0f7-0c5032eed5d6", meaning: "Reserved" },
  booked: { id: "61e9ef35-e6a2-54d2-ba9f-7a18acd5e509", meaning: "Booked (reads as sold in Norway)" },
  sold: { id: "73201169-931a-5d62-ba73-c22062775da0", meaning: "Sold" },
  preSelling: { id: "dece06c5-58bf-5a59-8e3c-b6b038438fa0", meaning: "Pre-selling" },
  showingApartment: { id: "5406271f-9eb4-5923-9104-39ae804fd991", meaning: "Showing apartment" },
  notAvailable: { id: "571577c6-6f39-5538-99d9-ddede1c88459", meaning: "Not available" },
  succession: { id: "5537f2ca-eeba-59a8-941f-1af16336cc8d", meaning: "Succession (resale)" },
});

/**
 * The status of a stage (a sales project). Spec section 3 calls it "project status" in the
 * search filter (`projectStatus`) and section 4 "stage status"; both list the same eight values.
 */
export const StageStatus = defineEnum("stageStatus", {
  planned: { id: "9b96bb06-1cae-5711-8a05-49c3e0eefa69", meaning: "Planned" },
  vip: { id: "39ca132c-cb3d-52c6-9012-b0024dee928c", meaning: "VIP sale" },
  forSale: { id: "bd0c09cd-f5b4-5667-9f1b-4be45bb129c8", meaning: "For sale" },
  soldOut: { id: "3942ddf8-2319-5a71-95cb-0b6ef098f84f", meaning: "Sold out" },
  preSelling: { id: "5739393f-399f-5f55-80d5-13d89585d084", meaning: "Pre-selling" },
  moveInReady: { id: "e1bd99f0-d468-5fb2-bc7f-075013f9b79e", meaning: "Move-in ready" },
  succession: { id: "0a28d5c1-5695-5c2e-b1bf-263daa07c2b7", meaning: "Succession (resale)" },
  reference: { id: "a24598e9-dcda-5100-8d79-50141fef91f6", meaning: "Reference project" },
});

/** Spec section 3, with the project and contracting types: a construction project is ongoing or finalized. */
export const ProjectStatus = defineEnum("projectStatus", {
  ongoing: { id: "ba68261d-1bc0-5b6c-ad50-fdbce759e864", meaning: "Ongoing" },
  finalized: { id: "baa255be-1e74-5dc1-9749-53350b3db7f6", meaning: "Finalized" },
});

/** Spec section 3: the five construction phases, numbered 1-5. */
export const ConstructionPhase = defineEnum("constructionPhase", {
  planned: { id: 1, meaning: "Planned" },
  constructionStart: { id: 2, meaning: "Construction start" },
  intermediation: { id: 3, meaning: "Intermediation" },
  moveInReady: { id: 4, meaning: "Move-in ready" },
  completed: { id: 5, meaning: "Completed" },
});

export const RentalStatus = defineEnum("rentalStatus", {
  forSale: { id: "fd51f26a-38b9-5e16-991f-c79c5c744d6a", meaning: "For sale (to let)" },
  rented: { id: "beb712c7-4c01-574a-9b08-6d860ebc9f22", meaning: "Rented" },
  booked: { id: "3f51163e-6431-5928-9e00-726ec23f6223", meaning: "Booked" },
  sold: { id: "d7685982-33c4-5c4f-9d08-fedf5ad494d8", meaning: "Sold" },
});

export const PremiseStatus = defineEnum("premiseStatus", {
  forSale: { id: "2b61cd60-1085-5f5a-b37c-9b4203cfd4eb", meaning: "For sale" },
  sold: { id: "8fa799af-9d4f-59ec-b831-185ab6fffd3b", meaning: "Sold" },
  booked: { id: "3ed7c855-c674-5527-90c7-599738142459", meaning: "Booked" },
  rented: { id: "c19c0ccf-5e54-59a4-8b4f-2c12f0bd016b", meaning: "Rented" },
});

/**
 * The premises search filters on a type (spec section 7) but the spec does not list the
 * types; these six are our choice, GUID-coded like the other enumerations.
 */
export const PremiseType = defineEnum("premiseType", {
  office: { id: "0e588759-8bb0-5401-be03-ad9b3472d836", meaning: "Office" },
  retail: { id: "966efa68-fa1f-59e8-9e29-77e9020219a3", meaning: "Retail" },
  restaurant: { id: "af74cc26-7b05-5c31-8b99-04aaf6779c51", meaning: "Restaurant or café" },
  warehouse: { id: "25a69f10-6ea8-5171-bd46-af0af0d3f432", meaning: "Warehouse or storage" },
  workshop: { id: "e270b0c0-bbb2-5639-b2b5-e9257bba569c", meaning: "Workshop" },
  healthcare: { id: "e3ad3a37-99f0-54a0-99e6-a338246a5c9d", meaning: "Healthcare" },
});

export const DocumentStatus = defineEnum("documentStatus", {
  pending: { id: "5e82edd0-ab2e-56f9-9a4c-14ec935f5552", meaning: "Pending" },
  done: { id: "b77b8d64-795c-597e-a9f7-3f1ff98d40c5", meaning: "Done" },
});
