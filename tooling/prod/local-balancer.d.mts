// Types of local-balancer.mjs for the end-to-end suite's Playwright config (TypeScript).
export declare const LOCAL_BALANCER: { domain: string; httpsPort: number; httpPort: number };
export declare function localBalancerSiteHosts(): string;
export declare function hasHaproxy(): boolean;
