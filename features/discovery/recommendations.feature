Feature: The Top 4 recommended diamonds
  Step 2 of every guided flow asks the recommendation service for the four best diamonds of the search.

  Scenario: A budget gives four different Round diamonds within it
    Given a shopper who chose the "$5,000 to $10,000" budget
    When the recommendations load
    Then there are 4 recommended diamonds, all different
    And every recommended diamond is a Round diamond between $5,000 and $10,000
    And the picks are labelled finest, biggest, brightest and best deal

  Scenario Outline: Each card gives its diamond's one deal verdict, and the diamond's page says the same
    Given a shopper who chose the "<budget>" budget
    When the recommendations load
    Then each card gives the decision's verdict of its diamond's deal block
    And opening each recommended diamond shows on its badge and in its deal insight the verdict its card gave

    Examples:
      | budget             |
      | $1,000 to $5,000   |
      | $10,000 to $25,000+ |

  Scenario: A pick's link carries its label to its page; a stone reached by tuning wears none
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the recommendations load
    When they follow the link of the second recommended diamond
    Then its page wears the label the recommendations gave it
    When they press minus on price
    Then the stone on screen wears no label

  Scenario: Another shape in the header clears the list, is remembered and refetches
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the recommendations load
    When they choose the Oval shape in the header
    Then the remembered shape filter is Oval
    And the stored search still asks for $5,000 to $10,000
    And every recommended diamond is an Oval diamond between $5,000 and $10,000
    And the address names the stored search

  Scenario: Without a search in its address the page shows the stored search and writes it into the address
    Given a shopper whose search asks for Oval diamonds between $5,000 and $10,000
    When the recommendations load
    Then every recommended diamond is an Oval diamond between $5,000 and $10,000
    And the address names the stored search

  Scenario: A shared results address shows its own search, which becomes the shopper's
    Given a shopper who opens the results address "/shop-by-price/step2?price_total_from=10000&price_total_to=25000&shapes=Pear&attr=price"
    When the recommendations load
    Then there are 4 recommended diamonds, all different
    And every recommended diamond is a Pear diamond between $10,000 and $25,000
    And the address names the stored search

  Scenario: A results address the shop cannot read shows the loading error
    Given a shopper who opens the results address "/shop-by-price/step2?price_total_from=ten&shapes=Round"
    When the recommendations load
    Then they are told "There was an error loading the results"

  Scenario: A search no diamond matches shows the loading error
    Given a shopper whose search asks for Heart diamonds between $1 and $2
    When the recommendations load
    Then they are told "There was an error loading the results"

  Scenario: Wrong service credentials show the loading error
    Given a shopper whose shop holds wrong recommendation credentials
    When the recommendations load
    Then they are told "There was an error loading the results"

  Scenario: A diamond the service does not know is not found
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the recommendations load
    When they compare the first recommended diamond with the unknown diamond "no-such-stone"
    Then they are told "Diamond was not found"
