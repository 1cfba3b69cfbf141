Feature: The ring catalogue
  Rings are listed by style and page from the store's catalogue; a ring design is configured by color,
  metal and size into the variant that goes in the bag.

  Scenario: All rings are listed a page at a time, by name
    When the shopper opens the ring list
    Then they see page 1 of the ring list
    And the rings are in name order

  Scenario: Rings of one style
    When the shopper opens the ring list for the "halo" style
    Then every listed ring is a Halo ring

  Scenario: A style without rings says so
    When the shopper opens the ring list for the "bridal set" style
    Then the ring list says "There are no Bridal Set rings in stock right now."

  Scenario: A style without rings keeps every other style to choose from
    When the shopper opens the ring list for the "bridal set" style
    Then the ring list says "There are no Bridal Set rings in stock right now."
    And the style dropdown still offers All Rings and every style of the store, with Bridal Set chosen
    When they choose the "Halo" style from the dropdown
    Then every listed ring is a Halo ring

  Scenario: A style the shop does not have says so
    When the shopper opens the ring list for the "tiara" style
    Then the ring list says "There are no tiara rings in stock right now."

  Scenario: A ring design that is gone is no longer available
    When the shopper opens the ring "no-such-ring"
    Then the ring builder says "This ring is no longer available"

  Scenario: A page past the end of the ring list says where the list ends and leads back
    When the shopper opens page 9 of the ring list
    Then the ring list says "There is no page 9 of rings: the list ends at page 3."
    And the ring list offers the way back to page 1 and to page 3

  Scenario: A ring link naming a color and metal the design is not made in opens the design as it is sold
    Given a guest who has not started a bag
    When the shopper follows a shared link to the Art Deco Filigree Ring in Rose Gold, 24K
    Then the ring builder shows the Art Deco Filigree Ring in White Gold, 14K, with no size chosen yet
    And the address of the page reads "color=White-Gold&metal=14K"
    And the item number is "fw-art-er-White Gold-14K-0"
    When they choose size 6.5 on the ring builder and add the ring to the bag
    And they open the bag
    Then the ring line is "fw-art-er-White Gold-14K-6.5" with its ring color, metal and size

  Scenario: A ring design opens with its colors, metals and sizes
    When the shopper opens the ring "solitaire-classic"
    Then it offers Rose Gold, White Gold and Yellow Gold, 14K, and sizes from 3 to 12

  Scenario: The first ring of the list opens in the builder
    When the shopper opens the first ring of the list
    Then it is the ring the list showed first

  Scenario Outline: The ring builder shows the price of what goes in the bag, before a size is chosen
    Given a guest who has not started a bag
    When the shopper opens the ring "<ring>"
    And they choose <color> in 14K on the ring builder
    And they choose <color> in 18K on the ring builder
    Then the builder shows one price for each metal, and the 18K price is not the 14K price
    When they choose size 6.5 on the ring builder and add the ring to the bag
    And they open the bag
    Then the ring line costs the price the builder showed for <color> in 18K

    Examples:
      | ring              | color      |
      | halo-royal        | Rose Gold  |
      | solitaire-classic | White Gold |
