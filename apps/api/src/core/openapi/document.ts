import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { SITE_KEY_HEADER } from "@housing/contracts";
import { COMPONENT_SCHEMAS } from "./components";
import { OPERATION_TAGS, type BodySpec, type OperationSpec } from "./operation";
import { API_MODULES } from "../../modules";
import { healthOperation, readyOperation } from "../health";
import { limitedRoutes } from "../rate-limit/rules";
import { API_BASE_PATHS } from "@housing/site-config";

/**
 * Every operation of the reference API's contract, in the order the docs list them: the core's
 * health check, then each module's own operations (src/modules/<domain>/openapi.ts).
 */
export const OPERATIONS: readonly OperationSpec[] = [
  healthOperation,
  readyOperation,
  ...API_MODULES.flatMap((module) => module.operations),
];

type JsonObject = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonObject> };
}

const RULE_ACTIONS = new Set(["check", "partial_check"]);

/*
 * Cross-field rules (min not above max, geoSearch or tags) have no JSON Schema keyword; they
 * travel as `x-rules` with the message the 400 carries, so the docs can still show them.
 */
const conversion: Omit<ConversionConfig, "definitions"> = {
  target: "draft-2020-12",
  // Requests are documented as callers write them: fields with defaults are optional.
  typeMode: "input",
  errorMode: "throw",
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  overrideAction: ({ valibotAction, jsonSchema }) => {
    if (!RULE_ACTIONS.has(valibotAction.type)) return undefined;
    const message = (valibotAction as { message?: unknown }).message;
    const rules = (jsonSchema as { "x-rules"?: string[] })["x-rules"] ?? [];
    return Object.assign({}, jsonSchema, { "x-rules": [...rules, typeof message === "string" ? message : "checked"] });
  },
};

/** A schema in place: a `$ref` when it is a component, otherwise inline with refs to components. */
function schemaOf(schema: v.GenericSchema): JsonSchema {
  const {
    $schema: _dialect,
    $defs: _definitions,
    ...inline
  } = toJsonSchema(schema, {
    ...conversion,
    definitions: COMPONENT_SCHEMAS,
  });
  return inline;
}

/** The routes core/rate-limit counts, with the default base paths the operations are written with. */
const LIMITED = limitedRoutes({ retriever: API_BASE_PATHS.retriever, explorer: API_BASE_PATHS.residenceExplorer });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Bad input: `fieldErrors` maps each failing field (`body.filter.maxPrice`, `params.siteId`, ...) to its messages.",
  401: "No valid login token: missing, malformed, forged, expired, or of a revoked session.",
  404: "Not found.",
  413: "The body is over 1 MB.",
  429: "Too many requests from this IP address or for this account (`src/core/rate-limit/README.md`); `Retry-After` and `retryAfter` give the seconds to wait.",
  500: "Something unexpected went wrong; the body carries the generic `somethingWentWrong`.",
};

function json(schema: JsonSchema, example?: unknown): JsonObject {
  return { schema, ...(example === undefined ? {} : { example }) };
}

function pathParameters(operation: OperationSpec): JsonObject[] {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return names.map((name) => {
    const schema = operation.params?.entries[name];
    if (!schema) throw new Error(`${operation.operationId}: no schema for path parameter ${name}`);
    return { name, in: "path", required: true, schema: schemaOf(schema) };
  });
}

function queryParameters(operation: OperationSpec): JsonObject[] {
  if (!operation.query) return [];
  // A free-form query string (the page's own parameters) is one exploded object parameter.
  return [{ name: "query", in: "query", style: "form", explode: true, schema: schemaOf(operation.query) }];
}

/** The upload calls' body: the request as JSON text in `request`, then each file in a `files` part (core/uploads). */
function multipart(schema: JsonSchema): JsonObject {
  return {
    schema: {
      type: "object",
      required: ["request"],
      properties: {
        request: { type: "string", contentMediaType: "application/json", contentSchema: schema },
        files: { type: "array", items: { type: "string", contentMediaType: "application/octet-stream" } },
      },
    },
    encoding: { request: { contentType: "application/json" } },
  };
}

function requestBody(body: BodySpec): JsonObject {
  const schema = schemaOf(body.schema);
  const content: JsonObject = {};
  for (const mediaType of body.mediaTypes ?? ["application/json"]) {
    if (mediaType === "multipart/form-data") {
      content[mediaType] = multipart(schema);
      continue;
    }
    content[mediaType] =
      mediaType === "application/json"
        ? json(schema, body.example)
        : json(
            { type: "string", contentMediaType: "application/json", contentSchema: schema } as JsonSchema,
            body.example === undefined ? undefined : JSON.stringify(body.example),
          );
  }
  return { required: true, content };
}

function responses(operation: OperationSpec): JsonObject {
  const errorBody = schemaOf(COMPONENT_SCHEMAS.ApiErrorBody!);
  const statuses: Record<string, JsonObject> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    const schema = response.schema ? schemaOf(response.schema) : Number(status) >= 400 ? errorBody : undefined;
    if (response.mediaType) {
      statuses[status] = {
        description: response.description,
        content: { [response.mediaType]: { schema: { type: "string", contentMediaType: response.mediaType } } },
      };
      continue;
    }
    statuses[status] = {
      description: response.description,
      ...(schema ? { content: { "application/json": json(schema, response.example) } } : {}),
    };
  }
  const takesInput = Boolean(operation.params ?? operation.query ?? operation.body ?? operation.hasSiteKeyHeader);
  const errors = [
    ...(takesInput ? [400] : []),
    ...(operation.requiresUser || operation.requiresAdmin ? [401] : []),
    ...(operation.body ? [413] : []),
    ...(LIMITED.has(`${operation.method.toUpperCase()} ${operation.path.replace(/\{\w+\}/g, ":")}`) ? [429] : []),
    500,
  ];
  for (const status of errors) {
    statuses[String(status)] ??= {
      description: ERROR_DESCRIPTIONS[status],
      content: { "application/json": json(errorBody) },
    };
  }
  return statuses;
}

function operationObject(operation: OperationSpec): JsonObject {
  const parameters = [
    ...pathParameters(operation),
    ...queryParameters(operation),
    ...(operation.hasSiteKeyHeader
      ? [{ name: SITE_KEY_HEADER, in: "header", required: true, schema: schemaOf(COMPONENT_SCHEMAS.SiteKey!) }]
      : []),
  ];
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
    responses: responses(operation),
    ...(operation.requiresUser ? { security: [{ bearerAuth: [] }] } : {}),
    ...(operation.requiresAdmin ? { security: [{ adminToken: [] }] } : {}),
    ...(operation.isPlanned ? { "x-planned": true } : {}),
  };
}

/** The OpenAPI 3.1 document, generated from the same valibot schemas the API validates with. */
export function buildOpenApiDocument(version: string): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Fjällvik reference API",
      version,
      description:
        "The back-end contract of spec section 7 as the reference API speaks it. Every schema here is generated " +
        "from the valibot schemas of @housing/contracts, which the API validates requests with and the api-client " +
        "validates responses with. Operations marked planned are specified but not served yet. " +
        "Errors always carry the ApiErrorBody shape.",
    },
    tags: OPERATION_TAGS.map((tag) => ({ ...tag })),
    paths,
    components: {
      schemas: toJsonSchemaDefs(COMPONENT_SCHEMAS, conversion),
      // The login token (an ES256 JWT) as `Authorization: Bearer`: apps/api/src/modules/account/README.md.
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        // The catalogue writers' shared secret, HOUSING_ADMIN_TOKEN (modules/catalogue-admin/README.md).
        adminToken: { type: "http", scheme: "bearer" },
      },
    },
  };
}
