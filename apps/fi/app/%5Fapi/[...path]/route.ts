// /_api/{api path}: the session bridge for the browser's personal calls (site-shell api-route.ts).
export { DELETE, GET, HEAD, PATCH, POST, PUT } from "@housing/site-shell/api-route";
