/**
 * Autostart links for an order on the same device (RP API v6.0). The redirect is where the BankID
 * app returns once done; `null` (the default) lets the app choose, which is what a browser on a
 * computer needs, and what iOS needs for the browser to come back on its own.
 */
export interface AutostartInput {
  autoStartToken: string;
  /** An absolute URL to return to, or undefined for `redirect=null`. */
  redirect?: string | undefined;
}

function redirectParameter(redirect: string | undefined): string {
  return redirect === undefined ? "null" : encodeURIComponent(redirect);
}

/** `bankid:///?autostarttoken={token}&redirect={urlencoded or null}`: the app's own scheme. */
export function bankIdAppLink({ autoStartToken, redirect }: AutostartInput): string {
  return `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=${redirectParameter(redirect)}`;
}

/** `https://app.bankid.com/?autostarttoken={token}&redirect=null`: the universal link (mobile browsers). */
export function bankIdUniversalLink({ autoStartToken, redirect }: AutostartInput): string {
  return `https://app.bankid.com/?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=${redirectParameter(redirect)}`;
}
