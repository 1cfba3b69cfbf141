Feature: 360° views and what the pictures are
  About a third of the stones have a 360° video: the recommendation service says which stones have one and
  where it is, and the product page's slider offers it first, opening in its dialog. Offline, the shop has filmed no
  stone: the video is the shop's drawing of the stone's shape turning in its color band, and the slider says so. A
  stone without a video shows its pictures only, and the shop notes '360 video not available'. Every stone's page
  shows the stone's own illustration, drawn from its record and called an illustration, never a photo. Every ring
  style is filmed in each metal color: the ring builder plays the video of the color chosen.

  Scenario: A diamond with a 360° video offers it first in its slider
    Given a diamond the recommendation service has a 360° video of
    When the shopper opens that stone's page
    Then the slider's first item is the stone's 360° video, which the shop's media library holds as a playable video
    And the slider calls the video an illustration of the stone's shape in its color band
    And the shop noted nothing about a missing 360 video

  Scenario: A diamond without a video notes that its 360 video is not available
    Given a diamond the recommendation service has no 360° video of
    When the shopper opens that stone's page
    Then the slider offers the stone's pictures and no video
    And the shop noted '360 video not available' for that stone

  Scenario: A diamond the shop has no photo of shows its own illustration, called one
    Given a diamond the recommendation service has no 360° video of
    When the shopper opens that stone's page
    Then the slider shows the stone's own illustration, called 'Illustration of' its shape, and no photo
    And the shop's media library draws that illustration for that stone: its weight, its color and its measurements

  Scenario: The ring builder's video follows the chosen color
    When the shopper opens the ring "halo-royal"
    Then the ring builder plays the Halo video in Rose Gold, which the shop's media library holds as a playable video
    When they choose White Gold in 14K on the ring builder
    Then the ring builder plays the Halo video in White Gold, which the shop's media library holds as a playable video
