import { AnonymousInterestRequestSchema, AnonymousInterestResponseSchema } from "@housing/contracts";
import type { OperationSpec } from "../../core/openapi/operation";

/** The anonymous interest form of spec sections 4 and 7. */
export const interestOperations: OperationSpec[] = [
  {
    method: "post",
    path: "/signup_service/interest/anonymous",
    operationId: "postAnonymousInterest",
    // Signup calls have no group of their own yet; the interest form sits on content (stage and home) pages.
    tag: "Content",
    summary: "A logged-out visitor's interest in a stage or one of its homes",
    description:
      "Validated with the interest form's own schema (spec section 5): names at most 50 characters without " +
      "digits, links or markup; a valid e-mail; a phone of 7-20 digits, spaces, hyphens or plus; an optional " +
      "postal code of digits and spaces (at most 50); an optional rooms wish `minRooms`/`maxRooms` within the " +
      "site's range (1 to 5, Finland 4; max not below min); an optional message of at most 500; accepted terms. The stage must belong to the site and the home to the " +
      "stage. When an account has this e-mail nothing is stored and the answer asks for a login first " +
      "(spec section 4): `userExists` for an account with a password, `mustLoginWithBankId` for one without.",
    hasSiteKeyHeader: true,
    body: {
      schema: AnonymousInterestRequestSchema,
      example: {
        stageId: "0f6a1d52-52a8-5b8e-8d3e-3f3f8e1a2b41",
        objectId: null,
        firstName: "Anna",
        lastName: "Berg",
        email: "anna.berg@example.com",
        phone: "070-123 45 67",
        postalCode: "113 51",
        minRooms: 3,
        maxRooms: 4,
        message: "Finns det fyror kvar?",
        acceptTerms: true,
      },
    },
    responses: {
      201: {
        description: "The interest is stored.",
        schema: AnonymousInterestResponseSchema,
        example: { status: "created", id: "6c1e8a9e-2f7b-4a53-9a61-0f0c6f2f3b7d" },
      },
      200: {
        description: "An account has this e-mail: nothing is stored, the visitor logs in first.",
        schema: AnonymousInterestResponseSchema,
        example: { status: "userExists", id: null },
      },
    },
  },
];
