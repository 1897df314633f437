import { escapeHtml } from "../http";
import { DECLINE_REASONS, type StoredTransaction } from "./transactions";

/** A test card that passes Luhn's check (the card schemes' well-known test number). */
export const TEST_CARD_NUMBER = "4111 1111 1111 1111";

function amountText(transaction: StoredTransaction): string {
  return `${(transaction.amount / 100).toFixed(2)} ${transaction.currency}`;
}

/**
 * The hosted payment page, standing in for the card provider's: English only (the provider's, not
 * ours), labelled fields, keyboard order field, reason, Pay, Decline. An error is named in the
 * title and tied to the field.
 */
export function hostedPage(
  transaction: StoredTransaction,
  input: { cardNumber?: string; error?: string } = {},
): string {
  const error = input.error;
  const reasons = Object.entries(DECLINE_REASONS)
    .map(([code, text]) => `<option value="${code}">${escapeHtml(`${code} ${text}`)}</option>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${error ? "Error: " : ""}Card simulator: pay ${escapeHtml(amountText(transaction))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
label{display:block;font-weight:600;margin-top:1rem}input,select{font:inherit;padding:.4rem;border:1px solid #595959;border-radius:.25rem;width:100%;box-sizing:border-box}
.error{color:#a4000f;font-weight:600}button{font:inherit;padding:.5rem 1.25rem;margin:1.25rem .5rem 0 0}
:focus-visible{outline:3px solid #1a4fa0;outline-offset:2px}</style>
</head>
<body><main>
<h1>Card simulator: hosted payment page</h1>
<p>Pay <strong>${escapeHtml(amountText(transaction))}</strong>, reference ${escapeHtml(transaction.reference)}.
Pay charges the card; Decline answers as the card's bank would with the reason chosen. Either way you return to the shop.</p>
<form method="post">
  <label for="card-number">Card number</label>
  <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required
    value="${escapeHtml(input.cardNumber ?? TEST_CARD_NUMBER)}"${
      error ? ` aria-invalid="true" aria-describedby="card-number-error" autofocus` : ""
    }>
  ${error ? `<p id="card-number-error" class="error">${escapeHtml(error)}</p>` : ""}
  <label for="reason">Reason when declined</label>
  <select id="reason" name="reason">${reasons}</select>
  <button name="action" value="pay">Pay</button>
  <button name="action" value="decline" formnovalidate>Decline</button>
</form>
</main></body></html>`;
}

export function notFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card simulator: payment page not found</title></head>
<body><main>
<h1>This payment page is not open</h1>
<p>The payment is unknown, already answered or its page has expired. Go back to the shop and start the payment again.</p>
</main></body></html>`;
}
