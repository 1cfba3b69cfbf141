import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import type { ReactElement } from 'react';

/** The Top 4 as a slider of three (wide windows only): its own chunk, so that phones do not load the carousel. */
export default function RecommendationsSlider({ cards }: { cards: readonly ReactElement[] }) {
  return (
    <Carousel slideSize="33.333%" slideGap="md" emblaOptions={{ align: 'start', slidesToScroll: 1 }} withIndicators={false} aria-label="Recommended diamonds">
      {cards.map((card) => (
        <Carousel.Slide key={card.key}>{card}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
