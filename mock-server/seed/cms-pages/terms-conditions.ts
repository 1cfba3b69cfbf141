import type { CompanyDetails } from './company-details';
import { formatLongDate, postalAddress } from './company-details';

export function termsConditionsHtml(company: CompanyDetails, lastUpdated: Date): string {
  return `<p class="cms-last-updated">Last updated: ${formatLongDate(lastUpdated)}</p>
<p>These terms apply to every purchase from the Loupe online shop, operated by ${company.legalName} By placing an order you agree to them, so please read them carefully. Loupe sells to customers in the United States and ships to US addresses only.</p>

<h2>Our diamonds</h2>
<ul>
  <li>Every diamond we sell is a natural diamond graded by the Gemological Institute of America (GIA). Its grading report number is shown on the diamond page and the report ships with your order.</li>
  <li>Each diamond page shows an illustration of the stone drawn from its grading report: its shape and proportions, a tint for its color grade, and its size beside a 1 carat round for scale. An illustration is not a photo: it does not show the stone's inclusions, fluorescence or sparkle, and 360° illustrations show its shape in its color band, not the stone itself. Every illustration is labeled as one.</li>
  <li>We show photos and videos of a diamond only where the dealer has photographed or filmed that stone, and call them photos and videos; they are of the actual stone. Colors can look slightly different on your screen.</li>
  <li>Most of our diamonds are held by the dealers we work with. A diamond is one of a kind, so a stone can occasionally be sold elsewhere before your order is confirmed. If that happens we tell you straight away, offer comparable stones, and refund you in full if you prefer.</li>
</ul>

<h2>Prices and payment</h2>
<ul>
  <li>Prices are in US dollars and include free shipping. Sales tax is added at checkout where it applies.</li>
  <li>Prices can change as the diamond market moves; the price shown when you place your order is the price you pay.</li>
  <li>You can pay by credit or debit card, or in monthly installments through our financing partner, subject to its approval and its own terms. Financing is available for orders up to the limit shown at checkout.</li>
  <li>Discount codes have their own conditions and expiry dates, and one code can be used per order.</li>
</ul>

<h2>Rings and the free solitaire offer</h2>
<p>With a diamond you can choose our 14k gold solitaire setting, a $300 value, free of charge, or upgrade to a designer ring from our catalog. Ring settings are available in 14k white, yellow and rose gold, in sizes 3 to 12 in quarter sizes. If you are not sure of the size, choose "I'm not sure" and we will contact you before the ring is made.</p>

<h2>Inspection, setting and shipping</h2>
<p>Before shipping, a gemologist inspects your diamond and ring, sizes the ring and sets the diamond by hand. We ship free, fully insured and with signature required, usually within 10 business days of your order for a set ring and 3 business days for a loose diamond. We email you the tracking number as soon as your order leaves us. The risk of loss passes to you on delivery.</p>

<h2>Free 14-day returns</h2>
<ul>
  <li>You can return any order within 14 days of delivery for a full refund. Return shipping is free and insured: contact us and we send you a prepaid label.</li>
  <li>Items must be unworn and in their original condition, with the GIA grading report and all paperwork that came with them.</li>
  <li>Engraved rings and rings resized at your request after delivery cannot be returned, but the diamond in them can.</li>
  <li>Refunds go back to the original payment method within 5 business days of our receiving the return; a free solitaire setting that was part of the order must be returned with the diamond.</li>
</ul>

<h2>Your account</h2>
<p>You are responsible for keeping your password secret and for orders placed with your account. Tell us at once if you think someone else has used it.</p>

<h2>Limitation of liability</h2>
<p>To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are not liable for indirect or consequential losses. Nothing in these terms limits rights you have under the consumer protection laws of your state.</p>

<h2>Governing law</h2>
<p>These terms are governed by the laws of the State of ${company.stateCode === 'NY' ? 'New York' : company.stateCode}, without regard to its conflict-of-law rules.</p>

<h2>Changes to these terms</h2>
<p>We may update these terms from time to time. The version in force when you place an order applies to that order.</p>

<h2>Contact us</h2>
<p>Email <a href="mailto:${company.supportEmail}">${company.supportEmail}</a>, call ${company.supportPhone}, or write to ${postalAddress(company)}.</p>`;
}
