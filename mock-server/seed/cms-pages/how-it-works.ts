export function howItWorksHtml(): string {
  return `<p class="cms-lead">Find your perfect diamond in three steps, and receive it as a complete ring.</p>

<h2>1. We connect diamond dealers and jewelry designers</h2>
<p>Loupe brings the inventories of trusted diamond dealers and the collections of independent jewelry designers together in one shop. Every diamond is natural and GIA-certified, and you see its full grading details before you choose.</p>

<h2>2. Our AI recommends the best diamonds for you</h2>
<p>Start with what matters most to you:</p>
<ul>
  <li><strong>Shop by price:</strong> tell us your budget.</li>
  <li><strong>Shop by size:</strong> choose the carat weight you dream of.</li>
  <li><strong>Shop by shape:</strong> pick round, oval, cushion, pear or any of our ten shapes.</li>
</ul>
<p>Our recommendation engine compares every matching diamond on cut, color, clarity, carat and price, and shows you the top four:</p>
<ul>
  <li><strong>Finest:</strong> the best balance of quality, size and value.</li>
  <li><strong>Biggest:</strong> the largest diamond of good quality within your budget.</li>
  <li><strong>Brightest:</strong> the best combination of cut, color and clarity.</li>
  <li><strong>Best deal:</strong> the diamond priced furthest below its market value.</li>
</ul>
<p>Not quite right? Adjust price, size and quality with a tap and we find the closest diamond that honors your change, or compare two diamonds side by side.</p>

<h2>3. You receive a complete ring</h2>
<p>Add our free 14k gold solitaire setting (a $300 value) or choose a designer ring in white, yellow or rose gold. Once you order:</p>
<ol>
  <li>a gemologist inspects your diamond and your ring;</li>
  <li>the ring is sized to your finger;</li>
  <li>your diamond is set by hand;</li>
  <li>your ring ships to you free and fully insured, with its GIA grading report.</li>
</ol>
<p>You have 14 days after delivery to return it for free if it is not perfect.</p>

<p><a href="/shop-by">Build your ring</a></p>`;
}
