export interface PolicyOptions {
  /** The document's nonce; none on responses that render no page. */
  nonce?: string | undefined;
  /** `next dev`: allows eval (React's error stacks) and the refresh socket. */
  isDevelopment?: boolean;
  /** Adds HSTS and upgrade-insecure-requests. */
  isHttps?: boolean;
  /** Origins the browser calls and loads media from (the API host). */
  apiOrigins?: string[];
  /** The origin of the map's style and tiles, when one is configured. */
  mapOrigin?: string | undefined;
  /** The tag manager is configured and the visitor consented to statistics or marketing. */
  allowsTagManager?: boolean;
}
export declare const TAG_MANAGER_ORIGIN: string;
export declare const PERMISSIONS_POLICY: string;
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare function contentSecurityPolicy(options: PolicyOptions): string;
export declare function securityHeaders(options: PolicyOptions): Record<string, string>;
export declare function isHttpsRequest(headers: { get(name: string): string | null }, url: string): boolean;
export declare function staticHeaderRules(): Array<{
  source: string;
  has?: Array<{ type: "header"; key: string; value?: string }>;
  headers: Array<{ key: string; value: string }>;
}>;
