import { createHash } from "node:crypto";
import type { OpenApiDocument } from "./document";

/*
 * The browsable docs at GET /docs: one self-contained HTML page with the document embedded and
 * a small renderer, so it works offline and loads nothing from anywhere (no CDN, no fonts).
 * The renderer is plain browser JavaScript in a string because this package compiles without
 * the DOM library; it builds nodes with textContent only, never HTML from the document.
 */

const STYLE = `
:root { color-scheme: light dark; --line: #8884; --muted: #777; --accent: #1f6feb; }
body { font: 15px/1.5 system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 17rem 1fr; }
nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 1rem; border-right: 1px solid var(--line); box-sizing: border-box; }
nav h2 { font-size: .8rem; text-transform: uppercase; color: var(--muted); margin: 1rem 0 .25rem; }
nav a { display: block; overflow-wrap: anywhere; font-size: .85rem; text-decoration: none; color: inherit; padding: .1rem 0; }
main { padding: 1rem 2rem 4rem; max-width: 70rem; min-width: 0; }
section.op { border: 1px solid var(--line); border-radius: 8px; padding: .75rem 1rem; margin: 1rem 0; }
.method { font: 700 .75rem monospace; text-transform: uppercase; padding: .15rem .4rem; border-radius: 4px; color: #fff; background: #2da44e; }
.method.post { background: var(--accent); }
.method.put, .method.patch { background: #9a6700; }
.method.delete { background: #cf222e; }
.badge { font-size: .7rem; border: 1px solid var(--muted); color: var(--muted); border-radius: 4px; padding: 0 .3rem; margin-left: .5rem; }
code, pre { font-family: ui-monospace, monospace; font-size: .85rem; }
pre { background: #8881; padding: .75rem; border-radius: 6px; overflow: auto; max-height: 28rem; }
table { border-collapse: collapse; width: 100%; margin: .25rem 0; }
td, th { text-align: left; vertical-align: top; border-top: 1px solid var(--line); padding: .25rem .5rem .25rem 0; }
th { font-size: .8rem; color: var(--muted); font-weight: 600; }
.type { color: var(--muted); font-size: .85rem; }
.rule { color: #b35900; font-size: .85rem; }
details > summary { cursor: pointer; }
details details { margin-left: 1rem; }
h4 { margin: .75rem 0 .25rem; }
`;

const SCRIPT = String.raw`
(function () {
  var doc = JSON.parse(document.getElementById("openapi-document").textContent);
  var schemas = (doc.components && doc.components.schemas) || {};
  function h(tag, attrs) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    for (var i = 2; i < arguments.length; i++) {
      var child = arguments[i];
      if (child === null || child === undefined || child === false) continue;
      node.append(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return node;
  }
  function refName(ref) { return ref.split("/").pop(); }
  function isNull(schema) { return schema && schema.type === "null"; }
  function typeLabel(schema) {
    if (!schema) return "any";
    if (schema.$ref) return refName(schema.$ref);
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (schema.enum) return schema.enum.map(function (value) { return JSON.stringify(value); }).join(" | ");
    var options = schema.anyOf || schema.oneOf;
    if (options) return options.map(typeLabel).join(" | ");
    if (schema.type === "array") return "array of " + typeLabel(schema.items);
    if (schema.type === "object" && schema.additionalProperties) return "map of " + typeLabel(schema.additionalProperties);
    return (schema.type || "any") + (schema.format ? " (" + schema.format + ")" : "");
  }
  function constraints(schema) {
    var parts = [];
    [["minimum", ">= "], ["maximum", "<= "], ["minLength", "min length "], ["maxLength", "max length "],
     ["minItems", "min items "], ["maxItems", "max items "], ["pattern", "pattern "]].forEach(function (pair) {
      if (schema[pair[0]] !== undefined) parts.push(pair[1] + schema[pair[0]]);
    });
    if (schema.default !== undefined) parts.push("default " + JSON.stringify(schema.default));
    return parts.join(", ");
  }
  function children(schema, seen) {
    if (!schema) return null;
    if (schema.$ref) {
      var name = refName(schema.$ref);
      if (seen.indexOf(name) >= 0) return null;
      return h("details", {}, h("summary", {}, name), tree(schemas[name], seen.concat([name])));
    }
    if (schema.type === "array") return children(schema.items, seen);
    if (schema.type === "object" && schema.additionalProperties) return children(schema.additionalProperties, seen);
    var options = (schema.anyOf || schema.oneOf || []).filter(function (option) { return !isNull(option); });
    if (options.length === 1) return children(options[0], seen);
    if (options.length > 1) {
      return h("div", {}, h("div", { class: "type" }, "one of:"), ...options.map(function (option) { return tree(option, seen); }));
    }
    return schema.properties ? tree(schema, seen) : null;
  }
  function tree(schema, seen) {
    seen = seen || [];
    if (!schema) return h("span", { class: "type" }, "any");
    if (schema.$ref) return children(schema, seen) || h("span", { class: "type" }, typeLabel(schema));
    if (!schema.properties) {
      var label = h("span", { class: "type" }, typeLabel(schema) + " " + constraints(schema));
      return h("div", {}, label, rules(schema), children(schema, seen));
    }
    var required = schema.required || [];
    var rows = Object.keys(schema.properties).map(function (key) {
      var property = schema.properties[key];
      var name = h("td", {}, h("code", {}, key), required.indexOf(key) >= 0 ? " *" : "");
      var type = h("td", {},
        h("div", { class: "type" }, typeLabel(property)),
        h("div", { class: "type" }, constraints(property)),
        rules(property),
        children(property, seen));
      return h("tr", {}, name, type);
    });
    var head = h("tr", {}, h("th", {}, "field (* required)"), h("th", {}, "type"));
    return h("div", {}, h("table", {}, head, ...rows), rules(schema));
  }
  function rules(schema) {
    var list = schema && schema["x-rules"];
    return list ? h("div", { class: "rule" }, "Rules: " + list.join("; ")) : null;
  }
  function example(value) {
    if (value === undefined) return null;
    var text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
    return h("details", {}, h("summary", {}, "Example"), h("pre", {}, text));
  }
  function content(body) {
    return Object.keys(body.content || {}).map(function (type) {
      var media = body.content[type];
      return h("div", {}, h("div", { class: "type" }, type), tree(media.schema), example(media.example));
    });
  }
  function operation(path, method, op) {
    var parameters = (op.parameters || []).map(function (p) {
      var name = h("td", {}, h("code", {}, p.name), p.required ? " *" : "");
      return h("tr", {}, name, h("td", {}, p.in), h("td", {}, tree(p.schema)));
    });
    var responses = Object.keys(op.responses || {}).map(function (status) {
      var response = op.responses[status];
      return h("div", {}, h("h4", {}, status + " " + response.description), ...content(response));
    });
    var planned = op["x-planned"] ? h("span", { class: "badge" }, "planned") : null;
    var title = h("div", {}, h("span", { class: "method " + method }, method), " ", h("code", {}, path), planned);
    var head = h("tr", {}, h("th", {}, "name"), h("th", {}, "in"), h("th", {}, "schema"));
    return h("section", { class: "op", id: op.operationId },
      title,
      h("h3", {}, op.summary),
      op.description ? h("p", {}, op.description) : null,
      parameters.length ? h("div", {}, h("h4", {}, "Parameters"), h("table", {}, head, ...parameters)) : null,
      op.requestBody ? h("div", {}, h("h4", {}, "Request body"), ...content(op.requestBody)) : null,
      h("div", {}, ...responses));
  }
  var nav = h("nav", {}, h("strong", {}, doc.info.title), h("a", { href: "openapi.json" }, "openapi.json"));
  var main = h("main", {}, h("h1", {}, doc.info.title + " " + doc.info.version), h("p", {}, doc.info.description));
  (doc.tags || []).forEach(function (tag) {
    nav.append(h("h2", {}, tag.name));
    main.append(h("h2", { id: "tag-" + tag.name }, tag.name), h("p", {}, tag.description || ""));
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        if (op.tags.indexOf(tag.name) < 0) return;
        nav.append(h("a", { href: "#" + op.operationId }, method.toUpperCase() + " " + path));
        main.append(operation(path, method, op));
      });
    });
  });
  nav.append(h("h2", {}, "Schemas"));
  main.append(h("h2", { id: "schemas" }, "Schemas"));
  Object.keys(schemas).forEach(function (name) {
    nav.append(h("a", { href: "#schema-" + name }, name));
    main.append(h("section", { class: "op", id: "schema-" + name }, h("h3", {}, name), tree(schemas[name], [name])));
  });
  document.body.append(nav, main);
})();
`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Only the page's own inline style and script may run; nothing may be fetched. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(SCRIPT)}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** The docs page with the document inlined; `<` is escaped so no string in it can close the script tag. */
export function renderDocsPage(document: OpenApiDocument): string {
  const embedded = JSON.stringify(document).replace(/</g, "\\u003c");
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${document.info.title.replace(/</g, "&lt;")} docs</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<script type="application/json" id="openapi-document">${embedded}</script>`,
    `<script>${SCRIPT}</script>`,
    "</body></html>",
  ].join("\n");
}
