import { DEMO_IDENTITIES, type Idp, IDPS } from "./identities";

const IDP_TITLES: Record<Idp, string> = { nbid: "Norwegian BankID", ftn: "Finnish Trust Network (FTN)" };
const NIN_LABELS: Record<Idp, string> = { nbid: "Fødselsnummer (11 digits)", ftn: "Henkilötunnus (HETU)" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface LoginPageInput {
  /** Where the forms post: the interaction's own path. */
  action: string;
  /** The e-ID the relying party asked for; undefined offers both. */
  idp: Idp | undefined;
  clientId: string;
  /** Values and the error of a rejected free entry. */
  entry?: { idp: Idp; nin: string; givenName: string; familyName: string; error: string };
}

function identityForms(action: string, idp: Idp): string {
  return DEMO_IDENTITIES.filter((identity) => identity.idp === idp)
    .map(
      (identity) => `
        <li>
          <form method="post" action="${escapeHtml(action)}/login">
            <input type="hidden" name="idp" value="${idp}">
            <input type="hidden" name="nin" value="${escapeHtml(identity.nin)}">
            <input type="hidden" name="given_name" value="${escapeHtml(identity.givenName)}">
            <input type="hidden" name="family_name" value="${escapeHtml(identity.familyName)}">
            <button type="submit">Log in as ${escapeHtml(`${identity.givenName} ${identity.familyName}`)} <span class="nin">${escapeHtml(identity.nin)}</span></button>
          </form>
        </li>`,
    )
    .join("");
}

function freeEntryForm(action: string, idps: readonly Idp[], entry: LoginPageInput["entry"]): string {
  const error = entry?.error;
  const chosen = entry?.idp ?? idps[0] ?? "nbid";
  const idpField =
    idps.length === 1
      ? `<input type="hidden" name="idp" value="${chosen}">`
      : `<fieldset>
          <legend>e-ID</legend>
          ${idps
            .map(
              (idp) =>
                `<label><input type="radio" name="idp" value="${idp}"${idp === chosen ? " checked" : ""}> ${IDP_TITLES[idp]}</label>`,
            )
            .join("\n")}
        </fieldset>`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="entry-error"` : "";
  return `
    <section aria-labelledby="free-entry-title">
      <h2 id="free-entry-title">Another person</h2>
      <form method="post" action="${escapeHtml(action)}/login" novalidate>
        ${idpField}
        ${error ? `<p id="entry-error" class="error" role="alert">${escapeHtml(error)}</p>` : ""}
        <p>
          <label for="entry-nin">${idps.length === 1 ? NIN_LABELS[chosen] : "National identity number"}</label>
          <input id="entry-nin" name="nin" required autocomplete="off" value="${escapeHtml(entry?.nin ?? "")}"${invalid}>
        </p>
        <p>
          <label for="entry-given-name">Given name</label>
          <input id="entry-given-name" name="given_name" required autocomplete="off" value="${escapeHtml(entry?.givenName ?? "")}">
        </p>
        <p>
          <label for="entry-family-name">Family name</label>
          <input id="entry-family-name" name="family_name" required autocomplete="off" value="${escapeHtml(entry?.familyName ?? "")}">
        </p>
        <button type="submit">Log in</button>
      </form>
    </section>`;
}

/** The broker's login page: demo identities of the requested e-ID, a free entry and cancel. */
export function renderLoginPage(input: LoginPageInput): string {
  const idps = input.idp ? [input.idp] : IDPS;
  const title = input.idp ? `${IDP_TITLES[input.idp]} (simulator)` : "Choose your e-ID (simulator)";
  const lists = idps
    .map(
      (idp) => `
    <section aria-labelledby="list-${idp}">
      <h2 id="list-${idp}">${idps.length === 1 ? "Test identities" : `${IDP_TITLES[idp]}: test identities`}</h2>
      <ul>${identityForms(input.action, idp)}
      </ul>
    </section>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #111; background: #fff; line-height: 1.5; }
    ul { list-style: none; padding: 0; }
    li { margin: 0.5rem 0; }
    button { font: inherit; padding: 0.5rem 1rem; border: 1px solid #1f3a93; border-radius: 4px; background: #1f3a93; color: #fff; cursor: pointer; }
    button.secondary { background: #fff; color: #1f3a93; }
    button:focus-visible, input:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
    .nin { font-variant-numeric: tabular-nums; margin-left: 0.5rem; }
    label { display: block; }
    fieldset label { display: inline-block; margin-right: 1rem; }
    input:not([type]) { font: inherit; padding: 0.4rem; border: 1px solid #555; border-radius: 4px; width: 100%; box-sizing: border-box; }
    .error { color: #a00000; font-weight: 600; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
    <p>A local stand-in for the e-ID broker. Signing in to <strong>${escapeHtml(input.clientId)}</strong>.</p>
    ${lists}
    ${freeEntryForm(input.action, idps, input.entry)}
    <form method="post" action="${escapeHtml(input.action)}/abort">
      <button type="submit" class="secondary">Cancel</button>
    </form>
  </main>
</body>
</html>
`;
}

/** The broker's error page (a request it cannot send back to the client). */
export function renderErrorPage(error: string, description: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Login failed (simulator)</title>
</head>
<body>
  <main>
    <h1>Login failed</h1>
    <p><code>${escapeHtml(error)}</code>${description ? `: ${escapeHtml(description)}` : ""}</p>
  </main>
</body>
</html>
`;
}
