export { rateLimits, type RateLimitOptions } from "./middleware";
export { limitedRoutes, RATE_LIMIT_RULES, type Budget, type RateLimitRule } from "./rules";
export { counterKey, counterStore, type CounterStore, type Hit } from "./store";
