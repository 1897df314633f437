import { escapeHtml } from "../http";
import { SWEDISH_TEST_IDENTITIES } from "./identities";
import type { OpenedOrder, PhoneProblem } from "./orders";

/** What the phone tells its user, per problem. */
export const PROBLEM_MESSAGES: Record<PhoneProblem, string> = {
  malformedQr: "That is not BankID QR content. It looks like bankid.{token}.{time}.{code}.",
  unknownOrder: "No order is waiting for that code or token.",
  startFailed: "The QR code was wrong or too old. The order failed; start again on the site.",
  alreadyStarted: "That order is already open on a phone.",
  notOpened: "Open an order first.",
  finished: "That order is already finished.",
  wrongPerson: "This order is for another person. Choose the person the site asked for.",
  unknownPerson: "Enter a name for a personal number that is not in the list.",
  invalidPersonalNumber: "Enter a valid personal number: 12 digits, YYYYMMDDNNNC.",
};

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1a1a1a; line-height: 1.5; }
  main { max-width: 34rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  h2 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; }
  .note { color: #3d3d3d; margin: 0 0 1rem; }
  form { background: #fff; border: 1px solid #c4c7cc; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  fieldset { border: 0; padding: 0; margin: 0; }
  legend { font-weight: 600; margin-bottom: 0.25rem; }
  .choice { display: flex; gap: 0.5rem; align-items: baseline; margin: 0.25rem 0; }
  .choice label { display: inline; font-weight: 400; margin: 0; }
  input[type=text], textarea { width: 100%; box-sizing: border-box; font: inherit; padding: 0.5rem; border: 1px solid #6b6f76; border-radius: 4px; }
  button { font: inherit; padding: 0.5rem 1rem; margin-top: 1rem; border-radius: 4px; border: 1px solid #193e72; background: #193e72; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #193e72; }
  :focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
  .alert { background: #fdecea; border: 1px solid #b3261e; color: #5f0f0a; padding: 0.75rem; border-radius: 4px; }
  .ok { background: #e7f4ea; border: 1px solid #1e6b34; color: #0d3a1a; padding: 0.75rem; border-radius: 4px; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #c4c7cc; padding: 0.75rem; border-radius: 4px; font: inherit; }
  .hint { font-size: 0.9rem; color: #3d3d3d; margin: 0.25rem 0 0; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · BankID simulator</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert" id="problem">${escapeHtml(message)}</p>` : "";
}

/** The first screen: scan (paste) a QR code, open an autostart token, or pick up a phone order. */
export function startPage(options: { problem?: PhoneProblem; qr?: string; autoStartToken?: string } = {}): string {
  const message = options.problem ? PROBLEM_MESSAGES[options.problem] : undefined;
  const described = message ? "problem qr-hint" : "qr-hint";
  return page(
    "Open an order",
    `<h1>BankID simulator</h1>
<p class="note">A stand-in for the BankID app, for development only. It never runs in production.</p>
${alert(message)}
<h2 id="scan-heading">Scan a QR code</h2>
<form method="post" action="/open" aria-labelledby="scan-heading">
  <label for="qr">QR content</label>
  <textarea id="qr" name="qr" rows="2" autocomplete="off" spellcheck="false" aria-describedby="${described}">${escapeHtml(options.qr ?? "")}</textarea>
  <p class="hint" id="qr-hint">Paste the text of the QR code the site shows, for example bankid.67df3917-….0.dc69….</p>
  <button type="submit">Scan</button>
</form>
<h2 id="autostart-heading">Open with an autostart token</h2>
<form method="post" action="/open" aria-labelledby="autostart-heading">
  <label for="autoStartToken">Autostart token</label>
  <input type="text" id="autoStartToken" name="autoStartToken" autocomplete="off" spellcheck="false" value="${escapeHtml(options.autoStartToken ?? "")}">
  <button type="submit">Open</button>
</form>
<h2 id="phone-heading">Answer a phone order</h2>
<form method="post" action="/open" aria-labelledby="phone-heading">
  <label for="phonePersonalNumber">Personal number (12 digits)</label>
  <input type="text" id="phonePersonalNumber" name="phonePersonalNumber" inputmode="numeric" autocomplete="off" aria-describedby="phone-hint">
  <p class="hint" id="phone-hint">For orders the relying party started with phone/auth or phone/sign.</p>
  <button type="submit">Find the order</button>
</form>`,
  );
}

/** The opened order: who identifies, what is signed, approve or cancel. */
export function orderPage(order: OpenedOrder, options: { problem?: PhoneProblem; redirect?: string } = {}): string {
  const signing = order.kind.endsWith("sign");
  const message = options.problem ? PROBLEM_MESSAGES[options.problem] : undefined;
  const choices = SWEDISH_TEST_IDENTITIES.map((identity, index) => {
    const checked = order.personalNumber ? identity.personalNumber === order.personalNumber : index === 0;
    const id = `identity-${identity.personalNumber}`;
    return `<div class="choice"><input type="radio" name="identity" id="${id}" value="${identity.personalNumber}"${checked ? " checked" : ""}>
<label for="${id}">${escapeHtml(`${identity.givenName} ${identity.surname}`)}, ${identity.personalNumber} <span class="hint">(${escapeHtml(identity.note)})</span></label></div>`;
  }).join("\n");
  const otherChecked =
    order.personalNumber &&
    !SWEDISH_TEST_IDENTITIES.some((identity) => identity.personalNumber === order.personalNumber);
  const redirect = options.redirect
    ? `<input type="hidden" name="redirect" value="${escapeHtml(options.redirect)}">`
    : "";
  return page(
    signing ? "Sign" : "Identify",
    `<h1>${signing ? "Sign with BankID" : "Identify with BankID"}</h1>
<p class="note">${order.kind.startsWith("phone/") ? "A phone order." : "An order from a site."}${order.personalNumber ? ` It is for ${order.personalNumber}.` : ""}</p>
${alert(message)}
${order.userVisibleText !== undefined ? `<h2>${signing ? "What you sign" : "Message from the site"}</h2>\n<pre>${escapeHtml(order.userVisibleText)}</pre>` : ""}
<form method="post" action="/approve">
  <input type="hidden" name="phoneSession" value="${escapeHtml(order.phoneSession)}">
  ${redirect}
  <fieldset>
    <legend>Who are you?</legend>
    ${choices}
    <div class="choice"><input type="radio" name="identity" id="identity-other" value="other"${otherChecked ? " checked" : ""}>
    <label for="identity-other">Someone else</label></div>
  </fieldset>
  <label for="otherPersonalNumber">Personal number for someone else (12 digits)</label>
  <input type="text" id="otherPersonalNumber" name="otherPersonalNumber" inputmode="numeric" autocomplete="off" value="${otherChecked ? escapeHtml(order.personalNumber ?? "") : ""}">
  <label for="otherName">Name for someone else</label>
  <input type="text" id="otherName" name="otherName" autocomplete="off">
  <button type="submit">${signing ? "Sign" : "Identify"}</button>
</form>
<form method="post" action="/cancel">
  <input type="hidden" name="phoneSession" value="${escapeHtml(order.phoneSession)}">
  ${redirect}
  <button type="submit" class="secondary">Cancel</button>
</form>`,
  );
}

/** After approve or cancel: what happened, and the way back when the site gave one. */
export function donePage(outcome: "approved" | "cancelled", redirect?: string): string {
  const back = redirect ? `<p><a href="${escapeHtml(redirect)}">Back to the site</a></p>` : "";
  const text =
    outcome === "approved" ? "Done. The site gets your answer now." : "Cancelled. The site is told you cancelled.";
  return page(
    outcome === "approved" ? "Done" : "Cancelled",
    `<h1>BankID simulator</h1>
<p class="${outcome === "approved" ? "ok" : "alert"}" role="status">${text}</p>
${back}
<p><a href="/">Open another order</a></p>`,
  );
}

export function notFoundPage(): string {
  return page(
    "Not found",
    `<h1>BankID simulator</h1>
<p class="alert" role="alert">No such page.</p>
<p><a href="/">Open an order</a></p>`,
  );
}
