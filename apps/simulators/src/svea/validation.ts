/*
 * The checks of Svea Checkout's create call (protocols.md, "Svea Checkout"). A body that fails
 * them is a 400 with one `{Field, Message}` per problem, named by Svea's own field names.
 */

export interface SveaProblem {
  Field: string;
  Message: string;
}

export interface CartItem {
  ArticleNumber: string | null;
  Name: string;
  /** Hundredths: 100 is one. */
  Quantity: number;
  /** Minor units, VAT included. */
  UnitPrice: number;
  /** Hundredths of a percent: 2500 is 25 %. */
  VatPercent: number;
}

export interface MerchantSettings {
  CheckoutUri: string;
  ConfirmationUri: string;
  TermsUri: string;
  PushUri: string;
  CheckoutValidationCallBackUri: string | null;
}

export interface CreateOrderBody {
  countryCode: string;
  currency: string;
  locale: string;
  clientOrderNumber: string;
  merchantSettings: MerchantSettings;
  cart: { Items: CartItem[] };
}

const COUNTRIES = ["SE", "NO", "FI", "DK", "DE"];
const CURRENCIES = ["SEK", "NOK", "EUR", "DKK"];
const LOCALES = ["sv-SE", "nn-NO", "nb-NO", "fi-FI", "da-DK", "de-DE", "en-US"];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Read case-insensitively, as Svea's JSON binding does. */
function field(object: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : object[key];
}

function isUrl(value: unknown): value is string {
  if (typeof value !== "string" || !URL.canParse(value)) return false;
  return ["http:", "https:"].includes(new URL(value).protocol);
}

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

export function checkCreateBody(body: unknown): { problems: SveaProblem[]; order?: CreateOrderBody } {
  const problems: SveaProblem[] = [];
  const problem = (Field: string, Message: string) => problems.push({ Field, Message });
  if (!isObject(body)) return { problems: [{ Field: "", Message: "The body must be a JSON object" }] };

  const countryCode = field(body, "countryCode");
  if (typeof countryCode !== "string" || !COUNTRIES.includes(countryCode))
    problem("countryCode", "Must be a supported country code");
  const currency = field(body, "currency");
  if (typeof currency !== "string" || !CURRENCIES.includes(currency))
    problem("currency", "Must be a supported currency");
  const locale = field(body, "locale");
  if (typeof locale !== "string" || !LOCALES.includes(locale)) problem("locale", "Must be a supported locale");
  const clientOrderNumber = field(body, "clientOrderNumber");
  if (typeof clientOrderNumber !== "string" || !/^[\x21-\x7e]{1,32}$/.test(clientOrderNumber))
    problem("clientOrderNumber", "Must be 1 to 32 printable characters");

  const settings = field(body, "merchantSettings");
  const uris: Record<string, string> = {};
  if (!isObject(settings)) problem("merchantSettings", "Is required");
  else {
    for (const name of ["CheckoutUri", "ConfirmationUri", "TermsUri", "PushUri"]) {
      const value = field(settings, name);
      if (!isUrl(value) || value.length > 500) problem(`merchantSettings.${name}`, "Must be an http(s) URI");
      else uris[name] = value;
    }
    const validation = field(settings, "CheckoutValidationCallBackUri");
    if (validation !== undefined && validation !== null && !isUrl(validation))
      problem("merchantSettings.CheckoutValidationCallBackUri", "Must be an http(s) URI");
  }

  const cart = field(body, "cart");
  const rawItems = isObject(cart) ? field(cart, "Items") : undefined;
  const items: CartItem[] = [];
  if (!Array.isArray(rawItems) || rawItems.length === 0 || rawItems.length > 1000)
    problem("cart.Items", "Must hold 1 to 1000 items");
  else {
    rawItems.forEach((item: unknown, index) => {
      const at = `cart.Items[${index}]`;
      if (!isObject(item)) {
        problem(at, "Must be an object");
        return;
      }
      const name = field(item, "Name");
      const quantity = field(item, "Quantity");
      const unitPrice = field(item, "UnitPrice");
      const vat = field(item, "VatPercent");
      const article = field(item, "ArticleNumber");
      if (typeof name !== "string" || name.length < 1 || name.length > 40)
        problem(`${at}.Name`, "Must be 1 to 40 characters");
      if (!isInteger(quantity, 1, 100_000_000)) problem(`${at}.Quantity`, "Must be a positive integer (hundredths)");
      if (!isInteger(unitPrice, 0, 100_000_000_000)) problem(`${at}.UnitPrice`, "Must be an integer in minor units");
      if (!isInteger(vat, 0, 10_000)) problem(`${at}.VatPercent`, "Must be hundredths of a percent (2500 = 25 %)");
      if (article !== undefined && article !== null && (typeof article !== "string" || article.length > 256))
        problem(`${at}.ArticleNumber`, "Must be at most 256 characters");
      items.push({
        ArticleNumber: typeof article === "string" ? article : null,
        Name: name as string,
        Quantity: quantity as number,
        UnitPrice: unitPrice as number,
        VatPercent: vat as number,
      });
    });
  }

  if (problems.length > 0) return { problems };
  const validation = isObject(settings) ? field(settings, "CheckoutValidationCallBackUri") : undefined;
  return {
    problems,
    order: {
      countryCode: countryCode as string,
      currency: currency as string,
      locale: locale as string,
      clientOrderNumber: clientOrderNumber as string,
      merchantSettings: {
        CheckoutUri: uris.CheckoutUri!,
        ConfirmationUri: uris.ConfirmationUri!,
        TermsUri: uris.TermsUri!,
        PushUri: uris.PushUri!,
        CheckoutValidationCallBackUri: typeof validation === "string" ? validation : null,
      },
      cart: { Items: items },
    },
  };
}
