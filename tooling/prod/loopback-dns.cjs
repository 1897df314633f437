// Preloaded into the Node processes of `npm run start:prod` (NODE_OPTIONS=--require …) when the
// system resolver does not answer `*.localhost`: RFC 6761 reserves the name for loopback and browsers
// and curl resolve it themselves, but glibc without systemd-resolved does not. The sites call the API,
// and the simulators the API's callbacks, through the balancer's host names, as in production.
"use strict";
const dns = require("node:dns");

const isLoopbackName = (hostname) =>
  typeof hostname === "string" && (hostname === "localhost" || hostname.toLowerCase().endsWith(".localhost"));

const originalLookup = dns.lookup;
dns.lookup = function lookup(hostname, options, callback) {
  if (!isLoopbackName(hostname)) return originalLookup.apply(this, arguments);
  const done = typeof options === "function" ? options : callback;
  const settings = typeof options === "object" && options !== null ? options : { family: options };
  const family = settings.family === 6 || settings.family === "IPv6" ? 6 : 4;
  const address = family === 6 ? "::1" : "127.0.0.1";
  process.nextTick(() => (settings.all ? done(null, [{ address, family }]) : done(null, address, family)));
  return {};
};

const originalPromiseLookup = dns.promises.lookup;
dns.promises.lookup = function lookup(hostname, options) {
  if (!isLoopbackName(hostname)) return originalPromiseLookup.apply(this, arguments);
  const settings = typeof options === "object" && options !== null ? options : { family: options };
  const family = settings.family === 6 || settings.family === "IPv6" ? 6 : 4;
  const address = family === 6 ? "::1" : "127.0.0.1";
  return Promise.resolve(settings.all ? [{ address, family }] : { address, family });
};
