Feature: The bag
  The bag lists what the shopper chose, takes one coupon, offers a free solitaire ring and leads to checkout.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And a guest who has not started a bag
    And they select the diamond

  Scenario: The bag holds the diamond and its totals
    When they open the bag
    Then the bag lists 1 line
    And the grand total equals the diamond's price

  Scenario: WELCOME10 takes 10 % off the subtotal, and cancelling it restores the total
    When they open the bag
    And they apply the coupon "WELCOME10"
    Then they are told the coupon was applied
    And the discount is 10 % of the subtotal
    And the grand total is the subtotal less the discount
    When they cancel the coupon
    Then there is no discount
    And the bag has no coupon

  Scenario: SAVE100 takes $100 off a bag of $1,000 or more
    When they open the bag
    And they apply the coupon "SAVE100"
    Then they are told the coupon was applied
    And the discount is $100.00

  Scenario Outline: A coupon the shop does not honor is invalid
    When they open the bag
    And they apply the coupon "<code>"
    Then the coupon box says "The coupon code is invalid"
    And there is no discount

    Examples:
      | code       |
      | EXPIRED5   |
      | NOSUCHCODE |

  Scenario: An empty coupon field cannot be applied
    When they open the bag
    And they apply the coupon ""
    Then the coupon is not sent

  Scenario: Checkout adds the chosen free ring as one item
    When they open the bag
    And they check out with the free ring in yellow, 18K, size 6.5
    Then the bag lists 2 lines
    And the ring line is "fw-freering-er-Yellow Gold-18K-6.5" with its ring color, metal and size

  Scenario: Removing the last diamond asks first, naming its ring, and empties the bag only once the shopper says so
    Given the bag also holds the free ring in white, 14K, size 5
    When they remove the diamond
    Then the bag asks "Removing the diamond also removes the Free Solitaire Ring · White Gold · 14K · size 5 from your bag." with Remove both or Keep
    When they keep them
    Then the bag lists 2 lines
    When they remove the diamond
    And they remove both
    Then the bag is empty
    And no diamond is remembered

  Scenario: The bag's lines read as a jeweller writes them, each with its picture
    When they add the "solitaire-classic" ring in White Gold, 18K, size 6.5
    And they open the bag
    Then the diamond's line reads its weight, shape, color, clarity and cut grades and its GIA report number
    And the ring's line reads "Classic Solitaire Ring · White Gold · 18K · size 6.5"
    And the ring's line opens the ring builder on White Gold, 18K, size 6.5
    And every line of the bag shows its picture

  Scenario: A free ring whose size is not known yet says so
    Given the bag also holds the free ring in yellow, 14K, size 0
    When they open the bag
    Then the ring's line reads "Free Solitaire Ring · Yellow Gold · 14K · size to be confirmed"

  Scenario: A designer ring from the builder lands in the bag as its variant
    When they add the "solitaire-classic" ring in White Gold, 14K, size 6.5
    And they open the bag
    Then the bag lists 2 lines
    And the ring line is "fw-solitaire-er-White Gold-14K-6.5" with its ring color, metal and size
