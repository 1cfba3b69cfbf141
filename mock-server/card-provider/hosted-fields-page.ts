import { providerPagePolicy } from '../http/provider-page';

/**
 * The hosted card fields: one self-contained page (inline style and script, allowed by a per-response nonce in a
 * strict CSP; no other source) that the storefront shows in an iframe. It tokenizes the card at the provider and
 * posts only the nonce and the last four digits to the parent window, so the card never reaches the shop.
 * `parentOrigin` (when given) is the only window origin it posts to.
 */
export function hostedFieldsPage(parentOrigin: string | null): { html: string; csp: string } {
  const { nonce, csp } = providerPagePolicy();
  // JSON in a script: `<` escaped so that no value can close the script element.
  const target = JSON.stringify(parentOrigin ?? '*').replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style nonce="${nonce}">
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; padding: 8px; color: #1d1d1f; }
label { display: block; margin: 0 0 8px; }
input { box-sizing: border-box; width: 100%; padding: 8px; border: 1px solid #c7c7cc; border-radius: 4px; font: inherit; }
.row { display: flex; gap: 8px; }
.row label { flex: 1; }
button { padding: 8px 16px; font: inherit; }
#error { color: #b00020; min-height: 1.4em; margin: 0 0 8px; }
</style>
</head>
<body>
<form id="card-form" novalidate>
<label>Card number <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required></label>
<div class="row">
<label>Expiry (MM/YY) <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required></label>
<label>CVV <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></label>
</div>
<label>Name on card <input id="name" name="name" autocomplete="cc-name" maxlength="255" required></label>
<p id="error" role="alert"></p>
<button type="submit">Authorize</button>
</form>
<script nonce="${nonce}">
(function () {
  var target = ${target};
  var form = document.getElementById('card-form');
  var error = document.getElementById('error');
  function value(id) { return document.getElementById(id).value; }
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function render(body) {
    var params = body.parameters || {};
    return String(body.message).replace(/%(\\w+)/g, function (whole, key) {
      var filled = Array.isArray(params) ? params[Number(key) - 1] : params[key];
      return filled === undefined ? whole : String(filled);
    });
  }
  function fail(message) {
    error.textContent = message;
    window.parent.postMessage({ type: 'loupe-card-error', message: message }, target);
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    var digits = value('number').replace(/[\\s-]/g, '');
    if (!/^\\d{13,19}$/.test(digits) || !luhn(digits)) { fail('Card number is invalid.'); return; }
    var card = { number: digits, expiry: value('expiry'), cvv: value('cvv'), name: value('name') };
    fetch('/card-provider/v1/tokenize', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(card) })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok || !body || typeof body.nonce !== 'string') { fail(body && body.message ? render(body) : 'The card could not be checked.'); return; }
          form.reset();
          window.parent.postMessage({ type: 'loupe-card-nonce', nonce: body.nonce, last4: digits.slice(-4) }, target);
        });
      })
      .catch(function () { fail('The card could not be checked.'); });
  });
})();
</script>
</body>
</html>
`;
  return { html, csp };
}
