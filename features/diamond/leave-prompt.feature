Feature: Leaving a diamond's page asks only when a diamond is selected
  The spec: leaving with a diamond selected and no button clicked asks for confirmation. A shopper who only looked at
  a diamond leaves without a question; one who selected it to compare is asked, by the page for a link and by the
  browser for closing the tab; pressing the page's own Select diamond leads on without one.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond

  Scenario: A shopper who selected nothing leaves without a question
    When they head for the landing page through a link
    Then they leave without being asked
    And closing the tab would not ask either

  Scenario: A shopper who selected the diamond to compare is asked before leaving, and before closing the tab
    When they select the diamond to compare
    And they head for the landing page through a link
    Then they are asked "Are you sure you want to leave? You might lose your selected diamond"
    And closing the tab would ask too

  Scenario: Select diamond leads on to the bag without a question
    Given a guest who has not started a bag
    When they select the diamond to compare
    And they select the diamond
    And they head for the landing page through a link
    Then they leave without being asked
    And closing the tab would not ask either
