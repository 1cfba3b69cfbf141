Feature: Tuning a diamond on its detail page
  Minus and plus on price, size and quality ask the recommendation service for the next best diamond in that
  direction; More Options searches ranges around the diamond and the search; the history arrows walk back and forward
  with the browser's own Back and Forward, and the history survives a reload of the page.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond

  Scenario: Price minus gives a cheaper diamond
    When they press minus on price
    Then they see another diamond
    And it is cheaper than the previous one

  Scenario: Price plus gives a dearer diamond
    When they press plus on price
    Then they see another diamond
    And it is dearer than the previous one

  Scenario: Size plus never gives a smaller diamond
    When they press plus on size
    Then they see another diamond
    And it is bigger than the previous one

  Scenario: Size minus never gives a bigger diamond
    When they press minus on size
    Then they see another diamond
    And it is smaller than the previous one

  Scenario: Higher quality never lowers a grade
    When they press plus on quality
    Then they see another diamond
    And no grade of it is lower than the previous one's, and one is higher

  Scenario: Lower quality never raises a grade, and costs less
    When they press minus on quality
    Then they see another diamond
    And no grade of it is higher than the previous one's, and one is lower
    And it is cheaper than the previous one

  Scenario Outline: Every move keeps the promise its panel prints, press after press
    When they press <button> on <panel> 4 times
    Then every move kept the promise of <button> on <panel>: <promise>

    Examples:
      | button | panel   | promise                                                      |
      | minus  | price   | a cheaper diamond                                            |
      | plus   | price   | a dearer one, no smaller, no lower quality, bigger or finer  |
      | minus  | size    | a smaller diamond, no dearer                                 |
      | plus   | size    | a bigger diamond                                             |
      | minus  | quality | no grade higher, one lower, for a lower price                |
      | plus   | quality | no grade lower, one higher                                   |

  Scenario: Quality minus from a fine round diamond never costs more (E VVS2 0.91 ct, $4,691)
    Given the shopper opens diamond 100003682 from a search of round diamonds from $1,000 to $5,000
    When they press minus on quality 3 times
    Then every move kept the promise of minus on quality: no grade higher, one lower, for a lower price

  Scenario: Higher quality is not offered from a diamond no diamond of the search outgrades
    Given the shopper opens a diamond that no diamond of its shape outgrades
    Then the quality plus says "No higher quality for this search", cannot be pressed and says why
    And pressing it asks the recommendation service nothing
    And the quality minus is offered

  Scenario: Lower quality is not offered from a diamond with no cheaper, lower graded diamond in the search
    Given the shopper opens a diamond below which no cheaper diamond of its shape has every grade at most its own
    Then the quality minus says "No lower quality for this search", cannot be pressed and says why
    And pressing it asks the recommendation service nothing

  Scenario: The history arrows start disabled
    Then going back is not possible
    And going forward is not possible

  Scenario: Back returns the previous diamond and forward the next one
    When they press minus on price
    And they press plus on size
    Then going back is possible
    When they go back
    Then they see the diamond they saw before the last move
    And going forward is possible
    When they go back
    Then they see the diamond they opened
    And going back is not possible
    When they go forward
    And they go forward
    Then they see the diamond they reached last

  Scenario: Tuned twice, the history survives a reload of the page
    When they press minus on price
    And they press plus on size
    And they reload the page
    Then going back is possible
    When they go back
    Then they see the diamond they saw before the last move
    And going forward is possible
    When they reload the page
    Then going back is possible
    And going forward is possible
    When they go forward
    Then they see the diamond they reached last

  Scenario: The browser's Back and Forward walk the same history as the arrows
    When they press minus on price
    And they press plus on size
    And they press the browser's Back button twice
    Then they see the diamond they opened
    And going back is not possible
    And going forward is possible
    When they press the browser's Forward button
    Then going forward is possible
    When they go forward
    Then they see the diamond they reached last
    And going forward is not possible
    When they go back
    And they press the browser's Forward button
    Then they see the diamond they reached last

  Scenario: The pick's label stays with the diamond the recommendation chose
    When they press minus on price
    Then the pick label is on the picked diamond only
    When they press the browser's Back button
    Then they see the diamond they opened
    And the pick label is on the picked diamond only
    When they reload the page
    Then the pick label is on the picked diamond only
    When they go forward
    Then the pick label is on the picked diamond only

  Scenario: A link to a tuned diamond shows the friend who opens it no history
    When they press minus on price
    And they send the address of the diamond on screen to a friend, who opens it
    Then the friend sees that diamond with no history
    And going back is possible

  Scenario: More Options opens around the search and the diamond, and searching it unchanged keeps the diamond
    Then More Options opens on their budget, taking in the diamond, with every size and grade
    When they search More Options without changing anything
    Then they still see the diamond they opened
    And they are told it already matches these options
    And going back is not possible

  Scenario: More Options search gives a diamond inside the ranges
    When they search More Options for diamonds from $3,000 to $8,000 between 0.7 and 1.2 ct in colors D to G
    Then they see a diamond inside those ranges

  Scenario: A search no diamond matches keeps the diamond and says so
    When they search More Options for diamonds from $900,000 to $1,000,000 between 0.25 and 0.3 ct in colors D to D
    Then they still see the diamond they opened
    And they are told why

  Scenario: The badge is the diamond's own verdict, however the diamond was reached
    Then the badge gives the diamond on screen the verdict of its deal block
    When they press minus on price
    Then the badge gives the diamond on screen the verdict of its deal block
    When they go back
    Then they see the diamond they opened
    And the badge gives the diamond on screen the verdict of its deal block
    When they go forward
    Then the badge gives the diamond on screen the verdict of its deal block
