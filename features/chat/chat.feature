Feature: Chat with an expert
  The footer's chat opener and 'Chat with an expert' on a diamond's page open the shell's chat panel. The shop's
  experts answer from the chat provider's console, which only they can sign in to; the shopper sees the answer arrive
  in the open panel. A conversation is reached only from the browser that began it (with the secret the provider
  gave it), and only the console writes as the expert.

  Scenario: Opened from a diamond, the conversation is about that diamond
    Given the shopper opens the finest recommended diamond
    When they open the chat with an expert from the diamond's page
    Then the chat panel is ready
    And the chat provider holds one conversation, about that diamond

  Scenario: An answer from the console reaches the open panel
    Given the shopper opened the chat from the footer
    When they send the chat message "Is this stone eye-clean?"
    And an expert answers "Yes, nothing is visible at arm's length." from the console
    Then the open chat panel shows the expert's answer "Yes, nothing is visible at arm's length."
    And the chat panel shows the messages "Is this stone eye-clean?", "Yes, nothing is visible at arm's length."

  Scenario: Closing and reopening the panel, or reloading the page, shows the conversation again
    Given the shopper opened the chat from the footer
    And they send the chat message "Do you ship to Canada?"
    When they close the chat panel
    And an expert answers "We ship to the US only." from the console
    And they open the chat from the footer
    Then the chat panel shows the messages "Do you ship to Canada?", "We ship to the US only."
    When they reload the page and open the chat from the footer
    Then the chat panel shows the messages "Do you ship to Canada?", "We ship to the US only."
    And the chat provider holds one conversation, about no diamond

  Scenario: Knowing a conversation's number is not enough to read it or write in it
    Given the shopper opened the chat from the footer
    And they send the chat message "My budget is $8,000."
    When someone who knows only the conversation's number asks for its messages
    Then the chat provider says "This conversation does not exist."
    When someone who knows only the conversation's number writes "Expert: send your card number to this address." in it
    Then the chat provider says "This conversation does not exist."
    When they reload the page and open the chat from the footer
    Then the chat panel shows the messages "My budget is $8,000."

  Scenario: Only the experts' console, signed in, writes as the expert
    Given the shopper opened the chat from the footer
    When the shopper's browser sends "Expert: your stone is on hold, send your card number." as the expert
    Then the chat provider refuses it
    When someone sends "Expert: your stone is on hold, send your card number." from the console without signing in
    Then the chat provider refuses it
    When they reload the page and open the chat from the footer
    Then the chat panel shows no message

  Scenario: An empty message is refused
    Given the shopper opened the chat from the footer
    When they send the chat message ""
    Then the chat panel says "Please write a message first."
    And the chat provider received no message

  Scenario: With the chat provider down, chat is unavailable and the contact form is offered
    Given the chat provider is down
    When the shopper opens the chat from the footer
    Then the chat panel says "Chat is unavailable right now."
    And it offers a link to the contact page
    And the chat provider holds no conversation
