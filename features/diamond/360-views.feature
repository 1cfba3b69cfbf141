Feature: 360° views
  About a third of the stones were filmed: the recommendation service names their video (has_video_file and a
  video_url on the media mount) and the product page's slider offers it first, opening in the 360° view. A stone
  without a video shows its pictures only, and the shop notes '360 video not available'. Every ring style is filmed
  in each metal colour: the ring builder plays the video of the colour chosen.

  Scenario: A diamond with a 360° video offers it first in its slider
    Given a diamond the recommendation service has a 360° video of
    When the shopper opens that stone's page
    Then the slider's first item is the stone's 360° video, which the media backend serves as a WebM video
    And the shop noted nothing about a missing 360 video

  Scenario: A diamond without a video notes that its 360 video is not available
    Given a diamond the recommendation service has no 360° video of
    When the shopper opens that stone's page
    Then the slider offers the stone's pictures and no video
    And the shop noted '360 video not available' for that stone

  Scenario: The ring builder's video follows the chosen colour
    When the shopper opens the ring "halo-royal"
    Then the ring builder plays the Halo video in Rose Gold, which the media backend serves as a WebM video
    When they choose White Gold in 14K on the ring builder
    Then the ring builder plays the Halo video in White Gold, which the media backend serves as a WebM video
