import { defineEnum } from "./define";

/* What a home is and has: spec section 3, "Enumerations". */

export const ResidenceType = defineEnum("residenceType", {
  detachedHouse: { id: "3cde981d-3b04-59f5-9a16-1f88078a002f", meaning: "Detached house" },
  semiDetachedHouse: { id: "3daae330-4c49-5848-94dd-baa975349a05", meaning: "Semi-detached house" },
  apartment: { id: "70c1b2df-2027-5758-9efd-f333684120ae", meaning: "Apartment" },
  house: { id: "b1cea20d-d9ff-5b7d-bb46-277f6133198e", meaning: "House" },
  townHouse: { id: "b9604f3f-aa65-59c4-bcda-13dd6ad99af5", meaning: "Town house" },
  plot: { id: "8cf96d0f-dd00-5dc5-ae84-1217b30dc3a4", meaning: "Plot" },
});

/** "all" is a filter value meaning "any form"; a stage or home never carries it. */
export const DisposalForm = defineEnum("disposalForm", {
  all: { id: "9e8b77a8-c69d-5c8a-acf4-2c78f0f7e184", meaning: "All" },
  condominium: { id: "c339df2f-6c14-5591-b5ed-730193ddfdd7", meaning: "Condominium (bostadsrätt, borettslag, asunto-osake)" },
  ownership: { id: "cd18a264-47c4-5379-ab67-40cd1076f004", meaning: "Ownership (äganderätt, selveier)" },
  ownershipApartment: { id: "7a8926f7-4e39-52bc-b740-6df43d124627", meaning: "Ownership apartment (ägarlägenhet)" },
  tenancy: { id: "0cf648d8-a4e5-5354-a34f-8ab375823d34", meaning: "Tenancy (hyresrätt)" },
});

/**
 * Spec section 3 lists "included, two included, can purchase (2), unknown, cannot purchase";
 * we read "can purchase (2)" as the option to buy two spaces, mirroring "two included".
 */
export const Parking = defineEnum("parking", {
  included: { id: "a882da80-298c-5df3-9859-525777174b1c", meaning: "Parking included" },
  twoIncluded: { id: "953f66c1-d154-524d-9baf-2750b921c968", meaning: "Two parking spaces included" },
  canPurchase: { id: "05105efb-85b1-5d17-b55a-bbba5f53965f", meaning: "Parking can be purchased" },
  canPurchaseTwo: { id: "9ea96994-f5bf-54af-8043-32c91c91ac88", meaning: "Two parking spaces can be purchased" },
  unknown: { id: "efdce522-8aa4-5053-8c74-dcf37944dd86", meaning: "Parking not yet known" },
  cannotPurchase: { id: "417f12cb-de90-5e16-86bd-3249e205ad1d", meaning: "Parking cannot be purchased" },
});

export const Concept = defineEnum("concept", {
  seniorGarden: { id: "935388e6-1afa-5879-8fb8-907c55226772", meaning: "Senior garden" },
  premium: { id: "88b6c6e2-d405-5c52-9ac4-900a66f6501a", meaning: "Premium" },
  original: { id: "c0f406ef-bd66-5b6c-9f67-5f11ea877761", meaning: "Original" },
  smartSquare: { id: "240a008d-2519-5e45-bce1-f65650b72fcb", meaning: "Smart square" },
});

/** The spec files sauna and walk-in closet under outdoor areas too; kept as listed. */
export const OutdoorArea = defineEnum("outdoorArea", {
  balcony: { id: "1d23c6e0-05fe-5302-9b04-1927d2d8c202", meaning: "Balcony" },
  terrace: { id: "05e16467-5399-554d-bcc2-1e5e28839f9e", meaning: "Terrace" },
  patio: { id: "c8b1216e-27db-5c84-a300-7f5e092fa660", meaning: "Patio" },
  roofTop: { id: "d98120b3-9a55-5eca-9aa6-ee597c339536", meaning: "Roof top" },
  frenchBalcony: { id: "b6733ece-819e-5c21-9c5c-b3d4ed44556e", meaning: "French balcony" },
  porch: { id: "212ddb74-1b2d-5d27-9617-2d0157414f45", meaning: "Porch" },
  sauna: { id: "c6deda47-255c-5aff-9bb0-60cacc78739d", meaning: "Sauna" },
  walkInCloset: { id: "d6b49d55-f5bd-5de2-b578-73b524b3d07b", meaning: "Walk-in closet" },
});

/**
 * Spec section 3: codes 155330000-155330007, north, south, east, west, then "four
 * diagonals" in an order the spec does not give; ours runs clockwise from north-east.
 */
export const OutdoorDirection = defineEnum("outdoorDirection", {
  north: { id: 155330000, meaning: "North" },
  south: { id: 155330001, meaning: "South" },
  east: { id: 155330002, meaning: "East" },
  west: { id: 155330003, meaning: "West" },
  northEast: { id: 155330004, meaning: "North-east" },
  southEast: { id: 155330005, meaning: "South-east" },
  southWest: { id: 155330006, meaning: "South-west" },
  northWest: { id: 155330007, meaning: "North-west" },
});

/** Finnish plot kinds, spec section 3 (tontti: oma, valinnainen vuokratontti, vuokratontti). */
export const PlotKind = defineEnum("plotKind", {
  ownPlot: { id: 1, meaning: "Own plot" },
  optionalRentalPlot: { id: 2, meaning: "Optional rental plot" },
  rentalLot: { id: 3, meaning: "Rental lot" },
});

/**
 * The search filter's move-in choice, spec section 3 (0 now, 1 within six months, 2 within
 * a year, 3 more than a year); 3 is the default (section 9) and leaves the date unrestricted.
 */
export const InhabitDateChoice = defineEnum("inhabitDateChoice", {
  now: { id: 0, meaning: "Now" },
  withinSixMonths: { id: 1, meaning: "Within six months" },
  withinOneYear: { id: 2, meaning: "Within one year" },
  later: { id: 3, meaning: "More than a year (no limit)" },
});
