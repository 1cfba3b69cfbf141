Feature: Make an offer
  The product page's 'Speak to an expert' takes an offer between half the diamond's price and its price (product
  decision, third round). Anything else is refused on the offer's field, and nothing reaches the shop's team.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond

  Scenario Outline: An offer outside half the price to the price is refused on its field
    When they offer <amount> for the diamond as "Ada Lovelace" with "ada@loupe.test"
    Then the offer's field says it must be <bound>
    And the store received no message

    Examples:
      | amount                     | bound                      |
      | nothing                    | an amount                  |
      | a negative amount          | at least half the price    |
      | half the price less a cent | at least half the price    |
      | the price and a cent       | no more than the price     |
      | a thousand times the price | no more than the price     |

  Scenario Outline: An offer from half the price to the price reaches the shop's team
    When they offer <amount> for the diamond as "Ada Lovelace" with "ada@loupe.test"
    Then the shop's team receives the offer of <amount> for that diamond

    Examples:
      | amount         |
      | half the price |
      | the price      |
