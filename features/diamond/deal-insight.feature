Feature: Deal insight on the product page
  The product page says where a diamond's price sits against similar stones (the same shape, colour and clarity,
  and a weight within a band), what 'similar' means, and the reasons for the price, from the recommendation
  service's price model. Within 3% of the model's price either way is 'in line'. A recommendation service without
  the price_position/ call hides the section, silently.

  Scenario Outline: A diamond priced <standing> similar stones
    Given a diamond the price model values <valued> its asking price
    When the shopper opens that diamond
    Then the deal insight says it is priced <standing> similar stones, by as much as the service's model price says
    And it states which stones are similar, as the service compared them
    And it lists the service's reasons for the price

    Examples:
      | valued                 | standing     |
      | at least 10% above     | below        |
      | within 2% of           | in line with |
      | at least 10% below     | above        |

  Scenario: A diamond just under a popular weight is told what the step up costs
    Given a diamond of 0.92 to 0.98 carat
    When the shopper opens that diamond
    Then one of the reasons says what a 1.00 ct of the same grades typically costs more, and how much larger it looks

  Scenario: A recommendation service without the price position call
    Given a diamond the price model values within 2% of its asking price
    And a recommendation service without the price_position/ call
    When the shopper opens that diamond
    Then the diamond is shown without a deal insight
    And the shop noted that the deal insight of that diamond is not available
