import { providerPagePolicy } from '../http/provider-page';

/** The merchant's look, as real providers take it (Stripe's appearance and fonts, Braintree's styles): a font family
 * and one WOFF2 file of it on the merchant's own origin, the accent color of the button and the corner radius. Any
 * value outside these shapes is left out, never written into the page. */
export interface FieldsLook {
  readonly font: string | null;
  /** A path on the parent origin (`/assets/….woff2`), fetched from there: the only font source the page allows. */
  readonly fontUrl: string | null;
  readonly accent: string | null;
  readonly radius: number | null;
}

const NO_LOOK: FieldsLook = { font: null, fontUrl: null, accent: null, radius: null };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads the look from the page's query: each value kept only in its expected shape. */
export function readFieldsLook(query: Record<string, unknown>, parentOrigin: string | null): FieldsLook {
  const font = text(query.font);
  const fontPath = text(query.fontPath);
  const accent = text(query.accent);
  const radius = Number(text(query.radius) || Number.NaN);
  return {
    font: /^[A-Za-z][A-Za-z0-9 ]{0,39}$/.test(font) ? font : null,
    fontUrl: parentOrigin !== null && /^\/assets\/[\w.-]{1,120}\.woff2$/.test(fontPath) ? `${parentOrigin}${fontPath}` : null,
    accent: /^#[0-9a-fA-F]{6}$/.test(accent) ? accent : null,
    radius: Number.isInteger(radius) && radius >= 0 && radius <= 24 ? radius : null,
  };
}

/**
 * The hosted card fields: one self-contained page (inline style and script, allowed by a per-response nonce in a
 * strict CSP; no other source) that the storefront shows in an iframe. It tokenizes the card at the provider and
 * posts only the nonce and the last four digits to the parent window, so the card never reaches the shop.
 * `parentOrigin` (when given) is the only window origin it posts to.
 */
export function hostedFieldsPage(parentOrigin: string | null, look: FieldsLook = NO_LOOK): { html: string; csp: string } {
  const { nonce, csp: strict } = providerPagePolicy();
  // The merchant's font is the one source beyond the page itself, and only from the merchant's origin.
  const csp = look.fontUrl && parentOrigin ? `${strict}; font-src ${parentOrigin}` : strict;
  const family = look.font ? `'${look.font}', ` : '';
  const fontFace = look.font && look.fontUrl ? `@font-face { font-family: '${look.font}'; font-weight: 600; font-display: swap; src: url('${look.fontUrl}') format('woff2'); }\n` : '';
  const accent = look.accent ?? '#1d1d1f';
  const radius = look.radius ?? 4;
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
${fontFace}body { font: 15px/1.4 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; margin: 0; padding: 8px; color: #1d1d1f; }
.lead { margin: 0 0 10px; font: 600 20px/1.2 ${family}Georgia, 'Times New Roman', serif; color: ${accent}; }
label { display: block; margin: 0 0 10px; font-size: 14px; font-weight: 500; }
input { box-sizing: border-box; width: 100%; height: 40px; margin-top: 4px; padding: 8px 10px; border: 1px solid #ced4da; border-radius: ${radius}px; font: inherit; }
input:focus-visible { outline: 2px solid ${accent}; outline-offset: 2px; }
.row { display: flex; gap: 8px; }
.row label { flex: 1; }
button { width: 100%; height: 44px; padding: 0 18px; border: 0; border-radius: ${radius}px; background: ${accent}; color: #fff; font: inherit; font-weight: 600; font-size: 16px; cursor: pointer; }
button:focus-visible { outline: 2px solid ${accent}; outline-offset: 2px; }
#error { color: #b00020; min-height: 1.4em; margin: 0 0 8px; }
</style>
</head>
<body>
<form id="card-form" novalidate>
<p class="lead">Card details</p>
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
