import { After, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ProductDetailsModel } from '../../src/application/diamond/product-details.model';
import type { Diamond } from '../../src/domain/diamond/diamond';
import { encodeDiamondId } from '../../src/domain/diamond/diamond-id-codec';
import { mediaItems } from '../../src/domain/diamond/media';
import { ringBuilder } from '../support/bag-and-ring-pages';
import type { ShopWorld } from '../support/world';
import { toDiamond } from '../../src/infrastructure/recommendation-http/recommendation-wire';
import type { DiamondWire } from '../../contracts/recommendation';

/*
 * The 360° views: the steps find a stone through the recommendation service, open its page through the product
 * page's model as the view does, and check what the slider offers against what the service and the media backend
 * answer.
 */

const MISSING_VIDEO = '360 video not available';
const FIRST_ID = 100_000_000;
const SEARCHED = 200;

const stones = new WeakMap<ShopWorld, Diamond>();
const detaches = new WeakMap<ShopWorld, () => void>();

After(function (this: ShopWorld) {
  detaches.get(this)?.();
});

const theStone = (world: ShopWorld): Diamond => {
  const stone = stones.get(world);
  assert.ok(stone, 'no diamond was chosen');
  return stone;
};

/** The media backend serves `url` as a WebM video. */
async function assertServedAsWebm(world: ShopWorld, url: string): Promise<void> {
  const response = await fetch(`${world.backendUrl}${url}`, { headers: { Range: 'bytes=0-3' } });
  assert.equal(response.status, 206, `${url} answered ${response.status}`);
  assert.equal(response.headers.get('content-type'), 'video/webm');
  assert.deepEqual([...new Uint8Array(await response.arrayBuffer())], [0x1a, 0x45, 0xdf, 0xa3], `${url} is not a WebM file`);
}

Given(/^a diamond the recommendation service has (a|no) 360° video of$/, async function (this: ShopWorld, which: string) {
  for (let index = 0; index < SEARCHED; index++) {
    const answer = await this.askRecommendationService(`diamonds/${FIRST_ID + index}`, {});
    const diamond = answer.diamond ? toDiamond(answer.diamond as DiamondWire) : undefined;
    if (diamond && diamond.hasVideo === (which === 'a')) {
      stones.set(this, diamond);
      return;
    }
  }
  throw new Error(`none of the first ${SEARCHED} stones has ${which} video`);
});

When("the shopper opens that stone's page", async function (this: ShopWorld) {
  const stone = theStone(this);
  const page = this.shop.get(ProductDetailsModel);
  detaches.set(this, page.attach());
  this.detailsPage = page;
  page.open(encodeDiamondId(stone.id));
  while (page.state.diamond?.id !== stone.id) await new Promise((resolve) => setTimeout(resolve, 10));
});

/** The video's address on the media backend answers a WebM video. */
Then("the slider's first item is the stone's 360° video, which the shop's media library holds as a playable video", async function (this: ShopWorld) {
  const stone = theStone(this);
  const shown = this.detailsPage?.state.diamond;
  assert.ok(shown, 'the page shows no diamond');
  const [first] = mediaItems(shown);
  assert.equal(first?.type, 'video');
  assert.equal(first?.src, stone.videoUrl);
  await assertServedAsWebm(this, first.src);
});

Then('the slider offers the stone\'s pictures and no video', function (this: ShopWorld) {
  const shown = this.detailsPage?.state.diamond;
  assert.ok(shown, 'the page shows no diamond');
  const items = mediaItems(shown);
  assert.ok(items.length > 0, 'the slider is empty');
  assert.deepEqual(items.filter((item) => item.type === 'video'), []);
});

Then("the slider calls the video an illustration of the stone's shape in its color band", function (this: ShopWorld) {
  const stone = theStone(this);
  const [first] = mediaItems(this.detailsPage?.state.diamond ?? stone);
  const band = 'DEF'.includes(stone.color) ? 'D–F' : 'GHIJ'.includes(stone.color) ? 'G–J' : 'K–M';
  const shape = stone.shape === 'Asscher' ? 'Asscher' : stone.shape.toLowerCase();
  assert.equal(first?.kind, 'illustration');
  assert.equal(first?.label, `360° video of ${/^[aeiou]/i.test(shape) ? 'an' : 'a'} ${shape} diamond, color band ${band} (illustration)`);
});

Then("the slider shows the stone's own illustration, called 'Illustration of' its shape, and no photo", function (this: ShopWorld) {
  const stone = theStone(this);
  const items = mediaItems(this.detailsPage?.state.diamond ?? stone);
  const shape = stone.shape === 'Asscher' ? 'Asscher' : stone.shape.toLowerCase();
  assert.deepEqual(
    items.map((item) => [item.kind, item.src, item.label]),
    [['illustration', `/media/diamonds/illustrations/${stone.id}.svg`, `Illustration of ${/^[aeiou]/i.test(shape) ? 'an' : 'a'} ${shape} diamond`]],
  );
  assert.ok(items.every((item) => !/photo/i.test(`${item.label} ${item.alt}`)), 'a drawing is called a photo');
});

/** The media backend serves the stone's SVG illustration. */
Then("the shop's media library draws that illustration for that stone: its weight, its color and its measurements", async function (this: ShopWorld) {
  const stone = theStone(this);
  const response = await fetch(`${this.backendUrl}/media/diamonds/illustrations/${stone.id}.svg`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^image\/svg\+xml/);
  const svg = await response.text();
  assert.ok(svg.includes(`ct ${stone.shape.toLowerCase()} diamond, color ${stone.color},`), 'the illustration names another stone');
  assert.ok(svg.includes(`>${stone.size.toFixed(2)} ct</text>`));
  assert.ok(svg.includes(`>${stone.lengthMm.toFixed(2)} × ${stone.widthMm.toFixed(2)} mm</text>`));
  assert.ok(svg.includes('>ILLUSTRATION</text>'));
});

Then('the shop noted nothing about a missing 360 video', function (this: ShopWorld) {
  assert.deepEqual(this.logger.entries.filter((entry) => entry.message === MISSING_VIDEO), []);
});

Then("the shop noted '360 video not available' for that stone", function (this: ShopWorld) {
  assert.deepEqual(
    this.logger.entries.filter((entry) => entry.message === MISSING_VIDEO).map((entry) => entry.detail),
    [theStone(this).id],
  );
});

Then(/^the ring builder plays the (\w+) video in (Rose Gold|White Gold|Yellow Gold), which the shop's media library holds as a playable video$/, async function (this: ShopWorld, style: string, color: string) {
  const { video, colors } = ringBuilder(this).state;
  assert.equal(colors.find((choice) => choice.active)?.label, color);
  assert.ok(video, 'the ring builder plays no video');
  assert.equal(video, `/media/videos/rings/${style.toLowerCase()}-${color.toLowerCase().replace(/ /g, '-')}.webm`);
  await assertServedAsWebm(this, video);
});
