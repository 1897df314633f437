import type { EidClient } from "../providers/eid";
import type { Environment, SiteCode } from "@housing/site-config";
import type { BankIdPort } from "../modules/account/bankid-port";
import type { ChatAnswerer, ModelSettings } from "../modules/chat/service/answerer";
import type { PaymentProviders } from "../modules/payments/service";
import type { Database, DriverName } from "./db/client";
import type { JobQueue } from "./jobs";
import type { Logger } from "./logger";
import type { TokenService } from "./tokens";
import type { FileStore } from "./uploads/store";
import type { RateLimitRule } from "./rate-limit/rules";
import type { LoadSheddingSettings } from "./load-shedding";
import type { Readiness } from "./health";

/** One mail as the outbox sender hands it to the transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (a booking's calendar entry and QR code, a prospectus). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Sends one mail (nodemailer over SMTP_URL in the server; tests pass their own). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Login tokens, sessions, rate limits and mails (apps/api/src/modules/account/README.md). */
export interface AuthSettings {
  /** The tokens' `iss` and `aud`. */
  issuer: string;
  audience: string;
  /** Spec section 9: the login token lives 60 minutes. */
  tokenTtlSeconds: number;
  /** A login (session) can be refreshed until this age; then the user logs in again. */
  sessionMaxAgeSeconds: number;
  /** After this age a new signing key is made; the old one verifies until its last token has expired. */
  signingKeyMaxAgeSeconds: number;
  /** Peers whose X-Forwarded-For is believed (IP addresses); empty: the connection's address is the client. */
  trustedProxies: readonly string[];
  environment: Environment;
  /** Extra host names per site (HOUSING_SITE_HOSTS), beside site-config's production hosts. */
  siteHosts: Partial<Record<SiteCode, readonly string[]>>;
  /** Origin of the links in mails that open a site page, for every site (HOUSING_ACCOUNT_LINK_ORIGIN). */
  linkOrigin: string | undefined;
  /** Each site's public origin where it is not site-config's (HOUSING_SITE_ORIGINS): mail links go there. */
  siteOrigins: Partial<Record<SiteCode, string>>;
  mailFrom: string;
  rateLimits: {
    windowSeconds: number;
    failuresPerAccount: number;
    failuresPerIp: number;
  };
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  issuer: "housing-api",
  audience: "housing-sites",
  tokenTtlSeconds: 60 * 60,
  sessionMaxAgeSeconds: 12 * 60 * 60,
  signingKeyMaxAgeSeconds: 30 * 24 * 60 * 60,
  trustedProxies: [],
  environment: "local",
  siteHosts: {},
  linkOrigin: undefined,
  siteOrigins: {},
  mailFrom: "no-reply@fjallvik.example",
  rateLimits: { windowSeconds: 15 * 60, failuresPerAccount: 5, failuresPerIp: 30 },
};

/** Telling the sites' apps that pages changed (site-shell's `POST /_revalidate/`). */
export interface RevalidateSettings {
  secret: string;
  /** Each site's app origin (HOUSING_SITE_ORIGINS; the local apps by default). */
  origins: Partial<Record<SiteCode, string>>;
}

export interface AppOptions {
  db: Database;
  driver: DriverName;
  logger?: Logger;
  /** Browser origins allowed to call the API with credentials; defaults to the local apps. */
  corsOrigins?: readonly string[];
  /** The clock of date-relative filters (inhabit-date buckets, upcoming showings); tests pin it. */
  now?: () => Date;
  /** Token, session, rate-limit and mail settings; DEFAULT_AUTH_SETTINGS for what is left out. */
  auth?: Partial<Omit<AuthSettings, "rateLimits">> & { rateLimits?: Partial<AuthSettings["rateLimits"]> };
  /** The BankID relying-party client (or the simulator's); without it the BankID calls answer 503. */
  bankId?: BankIdPort;
  /** The e-ID broker's OpenID Connect client (Norway, Finland); without it the e-ident calls answer 503. */
  eid?: EidClient;
  /** The payment providers (Swish, card); a call for a provider that is not here answers 503. */
  paymentProviders?: PaymentProviders;
  /** Where outbox mails go; without it they stay in the outbox (the dev page lists them). */
  mailTransport?: MailTransport;
  /** Background jobs (core/jobs); the in-process runner unless given. Whoever passes one starts and stops it. */
  jobs?: JobQueue;
  /** The catalogue writers' bearer secret (HOUSING_ADMIN_TOKEN); without it the admin calls answer 404. */
  adminToken?: string;
  /** Where uploaded files go (core/uploads); a folder in the API's data folder (DEFAULT_FILES_DIR) unless given. */
  fileStore?: FileStore;
  /** Where and how to tell the sites of a home's new status; without it nothing is sent. */
  revalidate?: RevalidateSettings;
  /** The residence explorer's base path (HOUSING_EXPLORER_BASE_PATH); site-config's API_BASE_PATHS.residenceExplorer unless given. */
  explorerBasePath?: string;
  /** The AI chat's base path (HOUSING_RETRIEVER_BASE_PATH); site-config's API_BASE_PATHS.retriever unless given. */
  retrieverBasePath?: string;
  /** The AI chat: its model (AI_CHAT_*; the offline answerer without), or an answerer of its own, and its rate limit. */
  chat?: { model?: ModelSettings; answerer?: ChatAnswerer; questionsPerMinute?: number };
  /** The request limits (core/rate-limit): RATE_LIMIT_RULES unless given; false turns them off (HOUSING_RATE_LIMITS=off). */
  rateLimits?: readonly RateLimitRule[] | false;
  /** Load shedding (core/load-shedding.ts): DEFAULT_LOAD_SHEDDING for what is left out; false turns it off. */
  loadShedding?: Partial<LoadSheddingSettings> | false;
  /** What GET /ready checks beside the database, and the shutdown mark main.ts sets; none unless given. */
  readiness?: Readiness;
  /** The longest one query of a search may run before it is cancelled, ms (core/db/cancel.ts). */
  readQueryTimeoutMs?: number;
}

/** What every module's routes and services get from the app; the one place a new shared service is added. */
export interface AppDependencies {
  db: Database;
  driver: DriverName;
  logger: Logger;
  version: string;
  now: () => Date;
  auth: AuthSettings;
  tokens: TokenService;
  bankId: BankIdPort | undefined;
  eid: EidClient | undefined;
  paymentProviders: PaymentProviders;
  mailTransport: MailTransport | undefined;
  jobs: JobQueue;
  adminToken: string | undefined;
  /** Uploaded files: read them with readUpload (core/uploads), serve them with files.get. */
  files: FileStore;
  revalidate: RevalidateSettings | undefined;
  /** The residence explorer's base path, `/residenceexplorer` unless configured (spec section 7). */
  explorerBasePath: string;
  /** The AI chat's base path, `/retriever` unless configured (spec section 7). */
  retrieverBasePath: string;
  /** Who answers the chat's questions, and how many questions a client may ask a minute. */
  chat: ChatSettings;
}

export interface ChatSettings {
  answerer: ChatAnswerer;
  questionsPerMinute: number;
}

/** The chat's questions per client IP and minute (modules/chat/README.md). */
export const DEFAULT_CHAT_QUESTIONS_PER_MINUTE = 20;
