Feature: Shopper starts a guided search
  A visitor is guided by price, by size or by shape towards the top four diamonds.
  The way they chose and the search they built are remembered between pages.

  Scenario Outline: Choosing a way to shop is remembered
    Given a shopper on the shop-by page
    When they choose to shop by <way>
    Then the shop remembers the "<way>" way of shopping
    And the shopper is at the first step of the flow

    Examples:
      | way   |
      | price |
      | size  |
      | shape |

  Scenario Outline: Choosing a budget stores the search for Round diamonds
    Given a shopper who chose to shop by price
    When they choose the "<range>" budget
    Then the stored search asks for Round diamonds from <from> to <to> dollars
    And the shopper goes on to step 2, the search in its address

    Examples:
      | range               | from  | to      |
      | $1,000 to $5,000    | 1000  | 5000    |
      | $5,000 to $10,000   | 5000  | 10000   |
      | $10,000 to $25,000+ | 10000 | 25000   |

  Scenario: The top budget's picks cost at most $25,000: the '+' is copy
    Given a shopper who chose the "$10,000 to $25,000+" budget
    When the recommendations load
    Then there are 4 recommended diamonds, all different
    And every recommended diamond is a Round diamond between $10,000 and $25,000

  Scenario: Without a stored search the default search is used
    Given a shopper who has not chosen anything yet
    When they look at their current search
    Then it asks for Round diamonds from 1000 to 5000 dollars
    And it says nothing was stored yet

  Scenario: A damaged stored search is ignored
    Given a shopper whose stored search was damaged
    When they look at their current search
    Then it asks for Round diamonds from 1000 to 5000 dollars
