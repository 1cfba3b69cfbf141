Feature: Choosing a diamond size
  On the size step the shopper tunes the carat with minus and plus and sees an estimated price range.

  Background:
    Given a shopper on the size step

  Scenario: The size step starts at three quarters of a carat with the default estimate
    Then the size shown is 0.75 ct
    And the estimated price range is $668.00 to $9,309.00

  Scenario: Plus adds a quarter carat and asks for a new estimate
    When they press plus
    Then the size shown is 1 ct
    And the last estimate asked for Round diamonds of 1 ct
    And the estimated price range comes from diamonds of 1 ct in Round

  Scenario: Minus takes a quarter carat off but never goes below a quarter carat
    When they press minus 3 times
    Then the size shown is 0.25 ct
    And minus can no longer be pressed

  Scenario: An answer without bounds keeps the previous estimate
    Given the shopper chose the Princess shape before
    And the size step has its first estimate
    When they press plus until the size shown is 3.5 ct
    Then the last estimate asked for Princess diamonds of 3.5 ct
    And the estimated price range comes from diamonds of 3.25 ct in Princess

  Scenario: Continue searches that size in the chosen shape
    Given the shopper chose the Oval shape before
    When they press plus
    And they continue
    Then the stored search asks for Oval diamonds from 1 to 1.24 ct

  Scenario Outline: The size step stops at the largest size the shop offers in the shape, and Continue finds diamonds
    Given the shopper chose the <shape> shape before
    And the size step has its first estimate
    When they press plus as long as they can, at most 30 times
    Then the size shown is <largest> ct
    And plus can no longer be pressed
    And the estimated price range comes from diamonds of <largest> ct in <shape>
    When they continue
    And the recommendations load
    Then they see <shape> diamonds from <largest> to <to> ct, and no error

    Examples:
      | shape    | largest | to   |
      | Round    | 4.5     | 4.74 |
      | Heart    | 3       | 3.24 |
      | Princess | 4.5     | 4.74 |

  Scenario: A size the shop skips in the shape cannot be continued; the next size it holds can
    Given the shopper chose the Princess shape before
    And the size step has its first estimate
    When they press plus until the size shown is 3.5 ct
    Then Continue is not offered
    When they press plus until the size shown is 4.5 ct
    Then Continue is offered
    When they continue
    And the recommendations load
    Then they see Princess diamonds from 4.5 to 4.74 ct, and no error
