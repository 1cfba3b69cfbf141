import type { CompanyDetails } from './company-details';

export function aboutHtml(company: CompanyDetails): string {
  return `<p class="cms-lead">Where BIG commitment meets SMART choices.</p>
<p>Buying a diamond should feel like the start of something wonderful, not like homework. Loupe was founded to make it simple: we bring together thousands of natural diamonds from trusted dealers and rings from independent jewelry designers, and our recommendations help you find the stone that gives you the most beauty for your budget.</p>

<h2>What we promise</h2>
<ul>
  <li><strong>GIA-certified natural diamonds.</strong> Every diamond we sell is graded by the Gemological Institute of America, and its report comes with your order.</li>
  <li><strong>Free shipping.</strong> Every order ships free, fully insured, to any address in the United States.</li>
  <li><strong>Free 14-day returns.</strong> If it is not love, send it back within 14 days of delivery for a full refund.</li>
  <li><strong>Experts on hand.</strong> Chat with a diamond expert whenever you have a question, and make an offer if you have a price in mind.</li>
  <li><strong>Hand-finished rings.</strong> A gemologist inspects every diamond and ring, sizes the ring, and sets your diamond by hand before it ships.</li>
</ul>

<h2>Smart choices, explained</h2>
<p>Two diamonds that look the same can differ in price by thousands of dollars. We compare each stone with the rest of the market on cut, color, clarity, carat and price, and show you which diamonds are real deals, so you can put your budget where it shows.</p>

<h2>The people behind Loupe</h2>
<p>Our gemology team, led by ${company.headGemologist}, GIA Graduate Gemologist, checks every stone that leaves our workshop in ${company.city}. Our customer care team answers at <a href="mailto:${company.supportEmail}">${company.supportEmail}</a> and ${company.supportPhone}.</p>

<p><a href="/shop-by">Build your ring</a> or <a href="/how-it-works">see how it works</a>.</p>`;
}
