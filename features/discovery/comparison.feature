Feature: Comparing two recommended diamonds
  In compare mode the shopper ticks two of the Top 4 and compares them side by side.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the recommendations load

  Scenario: Two chosen diamonds can be compared
    When they choose the first recommended diamond to compare
    And they choose the second recommended diamond to compare
    Then the Compare button is offered
    When they compare
    Then the comparison shows the cut, color, clarity and carat of both diamonds

  Scenario: The comparison helps decide: price per carat, each diamond's deal, and the stone ahead on each row
    When they choose the first recommended diamond to compare
    And they choose the second recommended diamond to compare
    And they compare
    Then each row marks the stone ahead: the better grade, the larger stone, the lower price per carat, the better deal; a tie marks none
    And each diamond's deal line gives the verdict its card gave, the decision's verdict of its deal block

  Scenario: A recommendation service that cannot place prices among similar stones still gives each diamond its verdict
    Given a recommendation service that cannot place prices among similar stones
    When they choose the first recommended diamond to compare
    And they choose the second recommended diamond to compare
    And they compare
    Then each diamond's deal line gives the verdict its card gave, the decision's verdict of its deal block

  Scenario: The comparison's address names both diamonds, so that it can be shared
    When they choose the first recommended diamond to compare
    And they choose the second recommended diamond to compare
    And they compare
    And someone else opens the address of that comparison
    Then they see the same two diamonds side by side

  Scenario: One chosen diamond is not enough to compare
    When they choose the first recommended diamond to compare
    Then the Compare button is not offered

  Scenario: A third diamond is refused
    When they choose the first recommended diamond to compare
    And they choose the second recommended diamond to compare
    And they choose the third recommended diamond to compare
    Then they are told "You can only compare two items at a time."
    And the first two diamonds stay chosen

  Scenario: Choosing a chosen diamond again unchooses it
    When they choose the first recommended diamond to compare
    And they choose the first recommended diamond to compare
    Then no diamond is chosen

  Scenario: Cancel clears the choice
    When they choose the first recommended diamond to compare
    And they cancel comparing
    Then no diamond is chosen

  Scenario: A comparison without two diamonds is refused
    When they open a comparison of only the first recommended diamond
    Then they are told "There were no diamonds passed"
