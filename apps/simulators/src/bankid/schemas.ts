import { isIP } from "node:net";
import * as v from "valibot";
import { isValidPersonalNumber } from "./personal-number";

/** Base64 text of at most `max` characters (the RP API's limits are on the encoded length). */
function base64(max: number) {
  return v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(max),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/),
    v.check((value) => value.length % 4 === 0),
  );
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The UTF-8 text of userVisibleData, or undefined when it is not valid UTF-8. */
export function decodeVisibleData(value: string): string | undefined {
  try {
    return utf8.decode(Buffer.from(value, "base64"));
  } catch {
    return undefined;
  }
}

const PersonalNumberSchema = v.pipe(v.string(), v.check(isValidPersonalNumber));
const ShortText = v.pipe(v.string(), v.maxLength(256));

const RequirementSchema = v.strictObject({
  pinCode: v.optional(v.boolean()),
  mrtd: v.optional(v.boolean()),
  cardReader: v.optional(v.picklist(["class1", "class2"])),
  certificatePolicies: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.regex(/^\d+(\.\d+){1,20}$/))), v.minLength(1), v.maxLength(10)),
  ),
  personalNumber: v.optional(PersonalNumberSchema),
});
export type Requirement = v.InferOutput<typeof RequirementSchema>;

const PhoneRequirementSchema = v.strictObject({
  pinCode: v.optional(v.boolean()),
  mrtd: v.optional(v.boolean()),
  certificatePolicies: RequirementSchema.entries.certificatePolicies,
});

const VisibleData = base64(40_000);
const NonVisibleData = base64(200_000);
const VisibleDataFormat = v.literal("simpleMarkdownV1");

const OrderFields = {
  endUserIp: v.pipe(
    v.string(),
    v.check((value) => isIP(value) !== 0),
  ),
  requirement: v.optional(RequirementSchema),
  userVisibleData: v.optional(VisibleData),
  userNonVisibleData: v.optional(NonVisibleData),
  userVisibleDataFormat: v.optional(VisibleDataFormat),
  returnUrl: v.optional(v.pipe(v.string(), v.maxLength(512), v.url())),
  returnRisk: v.optional(v.boolean()),
  web: v.optional(
    v.strictObject({
      deviceIdentifier: v.optional(ShortText),
      referringDomain: v.optional(ShortText),
      userAgent: v.optional(ShortText),
    }),
  ),
  app: v.optional(
    v.strictObject({
      appIdentifier: v.optional(ShortText),
      deviceOSVersion: v.optional(ShortText),
      deviceModelName: v.optional(ShortText),
      deviceIdentifier: v.optional(ShortText),
    }),
  ),
};

/** web and app describe the same device: an order has one or the other (the server checks it). */
export const AuthRequestSchema = v.strictObject(OrderFields);
export const SignRequestSchema = v.strictObject({ ...OrderFields, userVisibleData: VisibleData });

const PhoneFields = {
  personalNumber: PersonalNumberSchema,
  callInitiator: v.picklist(["user", "RP"]),
  requirement: v.optional(PhoneRequirementSchema),
  userVisibleData: v.optional(VisibleData),
  userNonVisibleData: v.optional(NonVisibleData),
  userVisibleDataFormat: v.optional(VisibleDataFormat),
};
export const PhoneAuthRequestSchema = v.strictObject(PhoneFields);
export const PhoneSignRequestSchema = v.strictObject({ ...PhoneFields, userVisibleData: VisibleData });

export const OrderRefRequestSchema = v.strictObject({ orderRef: v.pipe(v.string(), v.uuid()) });

export type AuthRequest = v.InferOutput<typeof AuthRequestSchema>;
export type PhoneAuthRequest = v.InferOutput<typeof PhoneAuthRequestSchema>;

/** BankID-style details for the first problem: "Missing endUserIp", "Invalid requirement.personalNumber". */
export function detailsOf(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return "Invalid parameters";
  const path = v.getDotPath(issue);
  if (!path) return "Invalid parameters";
  if (issue.kind === "schema" && issue.type === "strict_object" && issue.expected === "never")
    return `Unknown parameter ${path}`;
  if (issue.input === undefined) return `Missing ${path}`;
  return `Invalid ${path}`;
}
