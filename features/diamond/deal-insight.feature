Feature: Deal insight on the product page
  The product page says what the diamond's one deal verdict is and why, where its price sits among similar stones
  (the same shape, color and clarity, and a weight within a band), what 'similar' means, and the reasons for the
  price, from the recommendation service's price model. When the recommendation service cannot place a price among
  similar stones, the section is hidden, silently; the verdict stays on the badge.

  Scenario Outline: A diamond that is <verdict>
    Given a diamond that is <which>
    When the shopper opens that diamond
    Then its badge says "<verdict>", and so does its deal insight
    And the deal insight says why, from the service's model price and the median of the similar stones
    And it states which stones are similar, as the service compared them
    And it lists the service's reasons for the price

    Examples:
      | which                                                                        | verdict        |
      | below its model price and below the median of at least 8 similar stones      | Good deal      |
      | within 5% of its model price and not below the median of its similar stones   | Priced in line |
      | more than 5% above its model price                                           | Priced above   |
      | more than 5% below its model price but not below the median of its similar stones | Priced above |

  Scenario: A diamond with too few similar stones to rank its price among them
    Given a diamond with 2 to 7 similar stones on sale
    When the shopper opens that diamond
    Then the deal insight says how few similar stones there are instead of a percentile, and charts no prices
    And its badge gives the verdict of the decision, and so does its deal insight

  Scenario: A diamond just under a popular weight is told what the step up costs
    Given a diamond of 0.92 to 0.98 carat
    When the shopper opens that diamond
    Then one of the reasons says what a 1.00 ct of the same grades typically costs more, and how much larger it looks

  Scenario: A recommendation service that cannot place prices among similar stones
    Given a diamond that is below its model price and below the median of at least 8 similar stones
    And a recommendation service that cannot place prices among similar stones
    When the shopper opens that diamond
    Then the diamond is shown without a deal insight
    And the shop noted that the deal insight of that diamond is not available
    And its badge still says "Good deal"
