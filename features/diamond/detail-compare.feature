Feature: Comparing from the detail page
  On a detail page the shopper adds diamonds to the comparison; beyond two the oldest drops out.
  A, B and C are three different diamonds the recommendation service offers for the default search.

  Scenario Outline: Toggling diamonds for comparison
    Given a shopper comparing nothing yet
    When they toggle the diamonds <toggled> for comparison
    Then the comparison holds <held>
    And compare mode is <mode>

    Examples:
      | toggled | held  | mode |
      | A       | A     | off  |
      | A,B     | A,B   | on   |
      | A,B,C   | B,C   | on   |
      | A,B,A   | B     | off  |
      | A,A     | none  | off  |
