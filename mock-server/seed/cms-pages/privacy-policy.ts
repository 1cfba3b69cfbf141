import type { CompanyDetails } from './company-details';
import { formatLongDate, postalAddress } from './company-details';

export function privacyPolicyHtml(company: CompanyDetails, lastUpdated: Date): string {
  return `<p class="cms-last-updated">Last updated: ${formatLongDate(lastUpdated)}</p>
<p>${company.legalName} ("Loupe", "we", "us") runs the Loupe online shop for GIA-certified natural diamonds and engagement rings. This policy explains which personal information we collect when you browse the shop, buy from us or contact us, how we use it, and the choices you have. It applies to shoppers in the United States.</p>

<h2>Information we collect</h2>
<ul>
  <li><strong>Information you give us:</strong> your name, email address, phone number, shipping and billing addresses, your ring size, and the messages you send through the contact and certificate request forms.</li>
  <li><strong>Account and order information:</strong> your sign-in email and password (stored only as a secure hash), the diamonds and ring settings you order, the discount codes you use and your order history.</li>
  <li><strong>Payment information:</strong> card details are typed into fields hosted by our card payment provider and never reach our servers; we receive only a one-time payment token. Financing applications are made directly with our financing partner, who tells us only whether the purchase was approved.</li>
  <li><strong>Browsing information:</strong> the searches you run, the diamonds you view and compare, your device and browser type and your approximate location, collected through cookies and similar technologies.</li>
</ul>

<h2>How we use your information</h2>
<ul>
  <li>To process, insure and ship your order and to show it in your account.</li>
  <li>To answer your questions and send the diamond certificates you ask for.</li>
  <li>To keep your bag between visits and to recommend diamonds that match your budget, size and shape preferences.</li>
  <li>To prevent fraud, secure the shop and meet our legal, tax and accounting obligations.</li>
  <li>To send you news and offers, only if you subscribed. Every email has an unsubscribe link.</li>
</ul>

<h2>Who we share it with</h2>
<p>We do not sell your personal information. We share it only with the companies that help us run Loupe, and only as far as they need it to do their work:</p>
<ul>
  <li>our card payment provider and our financing partner;</li>
  <li>the insured carriers that deliver your order;</li>
  <li>the gemologists and jewelers who inspect, size and set your ring;</li>
  <li>hosting, email, customer chat and analytics services.</li>
</ul>
<p>We may also disclose information when the law requires it, or to protect our customers and our business against fraud.</p>

<h2>Cookies</h2>
<p>We use cookies to keep you signed in, remember your bag and selected diamond, and understand how the shop is used. You can block or delete cookies in your browser settings, but the bag and checkout need them to work.</p>

<h2>Your choices and rights</h2>
<p>You can review and update your account details and addresses at any time in your account. Depending on the state you live in, you may have the right to know what personal information we hold about you, to correct it, to have it deleted, to receive a copy of it, and to opt out of targeted advertising. To make a request, email <a href="mailto:${company.privacyEmail}">${company.privacyEmail}</a>. We will confirm your identity before acting on a request and will never treat you differently for making one.</p>

<h2>How long we keep it</h2>
<p>We keep order records for seven years, as tax law requires and so that we can honor warranty and insurance claims. Contact messages are kept for two years. Other information is kept only as long as it is needed for the purpose it was collected for.</p>

<h2>Security</h2>
<p>All connections to Loupe are encrypted, access to customer data is limited to the staff who need it, and payment card data never touches our systems. No online service is perfectly secure, so please choose a strong password and keep it to yourself.</p>

<h2>Children</h2>
<p>Loupe is not directed to children under 13, and we do not knowingly collect their personal information.</p>

<h2>Changes to this policy</h2>
<p>When we change this policy we update the date at the top of this page, and we email account holders about important changes before they take effect.</p>

<h2>Contact us</h2>
<p>Questions about privacy go to ${company.privacyOfficer}, Privacy Officer, at <a href="mailto:${company.privacyEmail}">${company.privacyEmail}</a> or by mail to ${postalAddress(company)}.</p>`;
}
