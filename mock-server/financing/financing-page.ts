import { providerPagePolicy } from '../http/provider-page';
import type { FinancingCheckoutRequest } from './checkout.request';
import { PLAN_MONTHS } from './confirm.request';

export interface FinancingPageInput {
  readonly request: FinancingCheckoutRequest;
  /** Where the page confirms the plan (`…/v2/checkout/:checkoutId/confirm`, same origin). */
  readonly confirmUrl: string;
  /** The only window origin the page posts to; null posts to any (`'*'`). */
  readonly parentOrigin: string | null;
}

/** The plan preselected: the 12-month split the storefront's teaser quotes. */
const DEFAULT_MONTHS = 12;

/**
 * The provider's checkout: one self-contained page (inline style and script, allowed by a per-response nonce in a
 * strict CSP; no other source) that the storefront shows in an iframe. The shopper picks a plan and names the last
 * four digits of their SSN; the page confirms at the provider and posts only the resulting `checkout_token` (or a
 * decline, or a cancel) to the parent window, so the SSN never reaches the shop.
 */
export function financingPage({ request, confirmUrl, parentOrigin }: FinancingPageInput): { html: string; csp: string } {
  const { nonce, csp } = providerPagePolicy();
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay over time</title>
<style nonce="${nonce}">
body { font: 15px/1.45 system-ui, sans-serif; margin: 0; padding: 12px; color: #1d1d1f; background: #ffffff; }
h1 { font-size: 1.35em; margin: 0 0 12px; }
table { width: 100%; border-collapse: collapse; margin: 0 0 12px; }
caption { text-align: left; font-weight: 600; margin: 0 0 4px; }
th, td { text-align: left; padding: 4px 0; border-bottom: 1px solid #d2d2d7; }
td.amount, th.amount { text-align: right; }
tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
fieldset { border: 1px solid #d2d2d7; border-radius: 6px; margin: 0 0 12px; padding: 8px 12px; }
legend { font-weight: 600; padding: 0 4px; }
.plan { display: block; margin: 6px 0; }
.field { display: block; margin: 0 0 4px; font-weight: 600; }
#ssn { box-sizing: border-box; width: 8em; padding: 8px; border: 1px solid #6e6e73; border-radius: 4px; font: inherit; }
#error { color: #b00020; min-height: 1.45em; margin: 4px 0 8px; }
.actions { display: flex; gap: 8px; }
button { padding: 10px 18px; font: inherit; border-radius: 4px; border: 1px solid #1d1d1f; cursor: pointer; }
button[type="submit"] { background: #1d1d1f; color: #ffffff; }
button[type="button"] { background: #ffffff; color: #1d1d1f; }
button:disabled { cursor: default; opacity: 0.75; }
:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Pay over time</h1>
${orderTable(request)}
<form id="plan-form" novalidate>
<fieldset>
<legend>Choose a plan</legend>
${PLAN_MONTHS.map((months) => planChoice(months, request.total)).join('\n')}
</fieldset>
<label class="field" for="ssn">Last 4 digits of your SSN</label>
<input id="ssn" name="ssn_last4" inputmode="numeric" maxlength="4" autocomplete="off" aria-describedby="error" required>
<p id="error" role="alert"></p>
<div class="actions">
<button type="submit" id="confirm">Confirm plan</button>
<button type="button" id="cancel">Cancel</button>
</div>
</form>
</main>
<script nonce="${nonce}">
(function () {
  var target = ${scriptValue(parentOrigin ?? '*')};
  var confirmUrl = ${scriptValue(confirmUrl)};
  var form = document.getElementById('plan-form');
  var ssn = document.getElementById('ssn');
  var error = document.getElementById('error');
  var buttons = form.querySelectorAll('button');
  var failure = 'The application could not be completed.';
  function post(message) { window.parent.postMessage(message, target); }
  function busy(on) { for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on; }
  function render(body) {
    var params = body.parameters || {};
    return String(body.message).replace(/%(\\w+)/g, function (whole, key) {
      var filled = Array.isArray(params) ? params[Number(key) - 1] : params[key];
      return filled === undefined ? whole : String(filled);
    });
  }
  function decline(message) {
    busy(false);
    error.textContent = message;
    post({ type: 'loupe-financing-declined', message: message });
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    ssn.removeAttribute('aria-invalid');
    var digits = ssn.value.trim();
    if (!/^\\d{4}$/.test(digits)) {
      ssn.setAttribute('aria-invalid', 'true');
      error.textContent = 'Enter the last 4 digits of your SSN.';
      ssn.focus();
      return;
    }
    var plan = form.querySelector('input[name="months"]:checked');
    if (!plan) { error.textContent = 'Choose a plan.'; return; }
    busy(true);
    fetch(confirmUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ months: Number(plan.value), ssn_last4: digits }) })
      .then(function (response) {
        return response.json().then(function (body) {
          if (response.ok && body && typeof body.checkout_token === 'string') {
            ssn.value = '';
            post({ type: 'loupe-financing-approved', checkout_token: body.checkout_token });
            return;
          }
          decline(body && body.message ? render(body) : failure);
        });
      })
      .catch(function () { decline(failure); });
  });
  document.getElementById('cancel').addEventListener('click', function () {
    post({ type: 'loupe-financing-cancelled' });
  });
})();
</script>
</body>
</html>
`;
  return { html, csp };
}

function orderTable(request: FinancingCheckoutRequest): string {
  const rows = request.items.map(
    (item) => `<tr><td>${escapeHtml(item.display_name)}</td><td>${item.qty}</td><td class="amount">${formatUsd(item.unit_price * item.qty)}</td></tr>`,
  );
  for (const [code, discount] of Object.entries(request.discounts ?? {})) {
    if (discount.discount_amount > 0) rows.push(`<tr><td>Discount (${escapeHtml(code)})</td><td></td><td class="amount">−${formatUsd(discount.discount_amount)}</td></tr>`);
  }
  if ((request.shipping_amount ?? 0) > 0) rows.push(`<tr><td>Shipping</td><td></td><td class="amount">${formatUsd(request.shipping_amount ?? 0)}</td></tr>`);
  if (request.tax_amount > 0) rows.push(`<tr><td>Tax</td><td></td><td class="amount">${formatUsd(request.tax_amount)}</td></tr>`);
  return `<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col" class="amount">Price</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="amount" id="total">${formatUsd(request.total)}</td></tr></tfoot>
</table>`;
}

function planChoice(months: number, totalCents: number): string {
  const checked = months === DEFAULT_MONTHS ? ' checked' : '';
  return `<label class="plan"><input type="radio" name="months" value="${months}"${checked}> ${months} monthly payments of ${formatUsd(monthlyCents(totalCents, months))} at 0% APR</label>`;
}

/** Each payment rounded up to the cent, so that the payments never fall short of the total (the last one is
 * smaller), as the storefront's teaser rounds its estimate. */
export function monthlyCents(totalCents: number, months: number): number {
  return Math.ceil(totalCents / months);
}

/** `$1,234.56`: thousands separators and always two decimals, as the shop writes prices. */
export function formatUsd(cents: number): string {
  const dollars = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON in a script: `<` escaped so that no value can close the script element. */
function scriptValue(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
