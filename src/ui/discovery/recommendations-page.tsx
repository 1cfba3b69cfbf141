import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Badge, Button, Center, Container, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { shapeImageUrl } from '../../domain/diamond/shapes';
import { showsResultsSlider } from '../../domain/shared/layout';
import { FIXED_BAR } from '../common/focus-clear-of-bars';
import { DiamondCard } from './diamond-card';
import type RecommendationsSlider from './recommendations-slider';
import classes from './recommendations.module.css';
import { useRecommendationsPage } from './use-recommendations-page';

type Slider = typeof RecommendationsSlider;
/** The slider, once its chunk has loaded (wide windows only: phones never load the carousel). */
let loadedSlider: Slider | null = null;
const loadSlider = (): Promise<Slider> => import('./recommendations-slider').then((module) => (loadedSlider = module.default));
// A wide window will show the slider: its chunk loads beside the recommendations instead of after them.
if (typeof window !== 'undefined' && showsResultsSlider(window.innerWidth)) void loadSlider();

/** How long after a press without a click the slider may move in. */
const PRESS_WITHOUT_CLICK_MS = 500;

/**
 * The slider, when it may take the list's place: on a wide window, once its chunk has loaded, and never in the middle
 * of a press. The cards are built anew in the slider; a tap that began on a card of the list and ended on its new self
 * would open nothing, so the move waits until the press is over (and its click has been handled). The server and the
 * first render show the list, as the stylesheet lays it out.
 */
function useSlider(wanted: boolean): Slider | null {
  const [slider, setSlider] = useState<Slider | null>(null);
  useEffect(() => {
    if (!wanted || slider) return undefined;
    let pressing = false;
    let stopped = false;
    const moveWhenFree = () => {
      if (!stopped && !pressing && loadedSlider) setSlider(() => loadedSlider);
    };
    let release: ReturnType<typeof setTimeout> | undefined;
    const releaseIn = (ms: number) => {
      clearTimeout(release);
      release = setTimeout(() => {
        pressing = false;
        moveWhenFree();
      }, ms);
    };
    const pressed = () => {
      clearTimeout(release);
      pressing = true;
    };
    // The press's click comes after the button or finger is up: on a touch screen in a task of its own. The move waits
    // for it, or for a while when none comes (a drag, a scroll).
    const lifted = () => releaseIn(PRESS_WITHOUT_CLICK_MS);
    const clicked = () => releaseIn(0);
    window.addEventListener('pointerdown', pressed, true);
    window.addEventListener('pointerup', lifted, true);
    window.addEventListener('pointercancel', lifted, true);
    window.addEventListener('click', clicked, true);
    void loadSlider().then(moveWhenFree);
    return () => {
      stopped = true;
      clearTimeout(release);
      window.removeEventListener('pointerdown', pressed, true);
      window.removeEventListener('pointerup', lifted, true);
      window.removeEventListener('pointercancel', lifted, true);
      window.removeEventListener('click', clicked, true);
    };
  }, [wanted, slider]);
  return wanted ? slider : null;
}

/** Step 2 of the guided flows: the Top 4 recommended diamonds for the shopper's search. */
export default function RecommendationsPage() {
  const page = useRecommendationsPage();
  const Slider = useSlider(page.asSlider);
  // The first pick's picture is the page's largest: asked for first, before the filter bar's smaller picture of the
  // same address would make the browser fetch it at an image's usual low priority, behind the scripts.
  const firstPicture = page.picks[0]?.diamond.imageUrl;
  if (firstPicture) preload(firstPicture, { as: 'image', fetchPriority: 'high' });
  const cards = page.picks.map((pick) => (
    <DiamondCard
      key={pick.diamond.id}
      pick={pick}
      to={page.linkOf(pick)}
      comparing={page.compareMode}
      compared={page.compared.includes(pick.diamond.id)}
      onToggleCompare={() => page.toggleCompared(pick.diamond.id)}
    />
  ));

  // The server does not know the window: its list is laid out by the stylesheet, a column on phones and a row of
  // three on wide windows (as the slider shows them), so the page does not jump when the browser takes over and,
  // on a wide window, while the slider loads.
  const list = (
    <div className={classes.results} role="list" aria-label="Recommended diamonds">
      {cards.map((card) => (
        <div role="listitem" key={card.key} className={classes.result}>
          {card}
        </div>
      ))}
    </div>
  );

  return (
    <Container size="lg" py="lg">
      <Stack gap="sm">
        <div className={classes.filterBar}>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <img src={page.shapeImageUrl} alt="" width={36} height={36} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{page.shape}</Text>
              {page.budget && (
                <Text size="sm" c="dimmed" data-testid="search-budget">
                  {page.budget}
                </Text>
              )}
            </div>
          </Group>
          <Button
            variant="subtle"
            size="compact-md"
            aria-label="Change shape"
            onClick={page.toggleFilter}
            aria-expanded={page.filterOpen}
            aria-controls="shape-filter"
            rightSection={page.filterOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          >
            Shape
          </Button>
        </div>
        {page.filterOpen && (
          <div id="shape-filter" className={classes.filterOverlay} role="group" aria-label="Choose a shape">
            {page.shapes.map((shape) => (
              <UnstyledButton key={shape} className={classes.filterShape} aria-pressed={shape === page.shape} onClick={() => page.selectShape(shape)}>
                <img src={shapeImageUrl(shape)} alt="" width={32} height={32} />
                <Text size="sm">{shape}</Text>
              </UnstyledButton>
            ))}
          </div>
        )}

        <Group justify="space-between" align="end" mt="sm">
          <div>
            <Title order={1} data-testid="results-title">
              {page.title}
            </Title>
            {page.chosenFrom && (
              <Text size="sm" c="dimmed" data-testid="chosen-from">
                {page.chosenFrom}
              </Text>
            )}
          </div>
          {!page.compareMode && page.picks.length >= 2 && (
            <Button variant="outline" onClick={page.startCompare}>
              Compare
            </Button>
          )}
        </Group>

        {page.loading && (
          <Center h={240}>
            <Loader aria-label="Loading recommendations" />
          </Center>
        )}
        {page.error && (
          <Alert color="red" role="alert" title={page.error}>
            <Anchor component={Link} to="/shop-by">
              Start a new search
            </Anchor>
          </Alert>
        )}
        {page.noMatch && (
          <Alert color="blue" role="status" data-testid="no-match">
            <Stack gap="xs">
              <Text>{page.note}</Text>
              {page.widerSearches.length > 0 && (
                <ul className={classes.widerSearches} aria-label="Wider searches">
                  {page.widerSearches.map((wider) => (
                    <li key={wider.to}>
                      <Anchor component={Link} to={wider.to} fw={600}>
                        {wider.label}
                      </Anchor>
                    </li>
                  ))}
                </ul>
              )}
              <Anchor component={Link} to="/shop-by" size="sm">
                Start a new search
              </Anchor>
            </Stack>
          </Alert>
        )}

        {page.picks.length > 0 && (Slider ? <Slider cards={cards} /> : list)}

        {page.compareMode && (
          <div className={classes.compareBar} {...FIXED_BAR}>
            <Group justify="space-between">
              <Text size="sm">
                {page.compared.length === 0 ? 'Tick two diamonds to compare them.' : `${page.compared.length} of 2 chosen`}
              </Text>
              <Group gap="xs">
                <Button variant="default" onClick={page.cancelCompare}>
                  Cancel
                </Button>
                {page.canOpenComparison && <Button onClick={page.openComparison}>Compare</Button>}
              </Group>
            </Group>
            {page.compareError && (
              <Text c="red" size="sm" mt={6} role="alert">
                {page.compareError}
              </Text>
            )}
          </div>
        )}
        {!page.loading && (
          <Group justify="center" gap="xs">
            <Badge variant="light">All diamonds are GIA certified</Badge>
            <Badge variant="light">Free shipping</Badge>
            <Badge variant="light">Free 14-day returns</Badge>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
