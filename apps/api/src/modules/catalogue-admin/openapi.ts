import type { OperationSpec } from "../../core/openapi/operation";
import { CatalogueHomeSchema, CatalogueHomeWrittenSchema, CatalogueObjectParamsSchema } from "./request";

const HOME = {
  stageId: "0f6a1d52-52a8-5b8e-8d3e-3f3f8e1a2b41",
  objectNumber: "1102",
  name: "Lägenhet 1102",
  status: "forSale",
  residenceType: "apartment",
  rooms: 3,
  livingArea: 74.5,
  floor: 1,
  price: 4_250_000,
  monthlyFee: 4_310,
  outdoorAreas: ["balcony"],
  parking: "canPurchase",
  inhabitDate: "2027-05-01",
  hasShowing: false,
};

const DESCRIPTION =
  "`Authorization: Bearer <HOUSING_ADMIN_TOKEN>`: a wrong or missing secret is a 401; a server without the " +
  "secret answers 404 (it has a local default in local and dev only). The stage must exist; site, tags, stage " +
  "status, concepts, disposal form, VIP window, position and image come from it, and its search ranges and " +
  "counts are recomputed. The home's number must be free in the stage. The answer comes before the saved-search " +
  "alerts: a job matches the home against every saved search of its site.";

/** The catalogue writers' calls (README.md beside this file). */
export const catalogueAdminOperations: OperationSpec[] = [
  {
    method: "post",
    path: "/catalogue_service/objects",
    operationId: "createCatalogueHome",
    tag: "Catalogue admin",
    requiresAdmin: true,
    summary: "Adds a home to a stage",
    description: DESCRIPTION,
    body: { schema: CatalogueHomeSchema, example: HOME },
    responses: {
      201: {
        description: "Added; the home's new id.",
        schema: CatalogueHomeWrittenSchema,
        example: { id: "5d3c2a8e-7b41-4f0e-9a6d-1c2b3e4f5a60" },
      },
      404: { description: "The server has no admin secret." },
    },
  },
  {
    method: "put",
    path: "/catalogue_service/objects/{id}",
    operationId: "putCatalogueHome",
    tag: "Catalogue admin",
    requiresAdmin: true,
    summary: "Adds or replaces the home with this id",
    description: `${DESCRIPTION} 201 when the id was new, 200 when it replaced a home.`,
    params: CatalogueObjectParamsSchema,
    body: { schema: CatalogueHomeSchema, example: HOME },
    responses: {
      200: { description: "Replaced.", schema: CatalogueHomeWrittenSchema },
      201: { description: "Added.", schema: CatalogueHomeWrittenSchema },
      404: { description: "The server has no admin secret." },
    },
  },
];
