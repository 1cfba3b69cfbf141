import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Accordion.css';
import { Accordion, Button, RangeSlider, Stack, Text } from '@mantine/core';
import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { CUT_GRADES, POLISH_GRADES, SLIDER_CLARITIES, SLIDER_COLORS, SYMMETRY_GRADES, type GradeRange } from '../../domain/diamond/grades';
import { CARAT_SCALE, PRICE_SCALE, type MoreOptionsRanges, type NumericRange } from '../../domain/discovery/more-options';
import { draggedRange, gradeSliderScale, keyedRange, type SliderRange, type SliderScale, type Thumb } from '../../domain/discovery/slider-scale';
import { formatPrice } from '../../domain/shared/money';

type Graded = 'cut' | 'color' | 'clarity' | 'polish' | 'symmetry';
const GRADE_SLIDERS: readonly { key: Graded; label: string; grades: readonly string[]; scale: SliderScale }[] = [
  { key: 'cut', label: 'Cut', grades: CUT_GRADES, scale: gradeSliderScale(CUT_GRADES) },
  { key: 'color', label: 'Color', grades: SLIDER_COLORS, scale: gradeSliderScale(SLIDER_COLORS) },
  { key: 'clarity', label: 'Clarity', grades: SLIDER_CLARITIES, scale: gradeSliderScale(SLIDER_CLARITIES) },
  { key: 'polish', label: 'Polish', grades: POLISH_GRADES, scale: gradeSliderScale(POLISH_GRADES) },
  { key: 'symmetry', label: 'Symmetry', grades: SYMMETRY_GRADES, scale: gradeSliderScale(SYMMETRY_GRADES) },
];

/** The slider's own units: the track in tenths of a permille, fine enough that every stop keeps its own place (the
 * closest two, at the top of the price track, are 0.29 permille apart). */
const TRACK = 1_000;
const toTrack = (position: number): number => Math.round(position * TRACK * 10) / 10;
const fromTrack = (place: number): number => place / TRACK;

const gradeRangeOf = (grades: readonly string[], range: GradeRange): SliderRange => ({
  from: Math.max(0, grades.indexOf(range.from)),
  to: Math.max(0, grades.indexOf(range.to)),
});
const gradeNamesOf = (grades: readonly string[], range: SliderRange): GradeRange => ({ from: grades[range.from] ?? '', to: grades[range.to] ?? '' });

interface RangeFieldProps {
  readonly heading: string;
  readonly scale: SliderScale;
  readonly range: SliderRange;
  /** How many stops the thumbs keep between them. */
  readonly gap: number;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly marks?: readonly { value: number; label?: string }[];
  readonly onChange: (range: SliderRange) => void;
}

/**
 * One range slider on its track: each thumb says its value in words, and answers the WAI-ARIA slider keys (Mantine's
 * slider answers the arrows only; here every key is the domain's, so the thumbs move by the stops of the scale and
 * never pass each other).
 */
function RangeField({ heading, scale, range, gap, fromLabel, toLabel, marks, onChange }: RangeFieldProps) {
  const headingId = useId();
  const words = (place: number) => scale.words(scale.valueAt(fromTrack(place)));
  // Capturing ahead of the slider: the key never reaches its own handling once the scale has answered it.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const thumb = (event.target as HTMLElement).closest('[data-thumb]')?.getAttribute('data-thumb') as Thumb | null | undefined;
    if (!thumb) return;
    const moved = keyedRange(scale, range, thumb, event.key, gap);
    if (!moved) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(moved);
  };
  return (
    <div role="group" aria-labelledby={headingId} onKeyDownCapture={onKeyDownCapture}>
      <Text id={headingId} size="sm" fw={600}>
        {heading}
      </Text>
      <RangeSlider
        min={0}
        max={TRACK}
        step={0.1}
        minRange={0}
        pushOnOverlap={false}
        value={[toTrack(scale.position(range.from)), toTrack(scale.position(range.to))]}
        onChange={([from, to]) => onChange(draggedRange(scale, range, [fromTrack(from), fromTrack(to)], gap))}
        label={words}
        thumbValueText={words}
        thumbFromLabel={fromLabel}
        thumbToLabel={toLabel}
        thumbProps={(index) => ({ 'data-thumb': index === 0 ? 'from' : 'to' }) as ComponentProps<'div'>}
        marks={marks?.map((mark) => ({ ...mark }))}
        mb={marks?.some((mark) => mark.label) ? 'lg' : 0}
      />
    </div>
  );
}

export interface MoreOptionsProps {
  /** The ranges the panel opens with (around the stone on screen and the shopper's search). */
  readonly ranges: MoreOptionsRanges;
  readonly disabled: boolean;
  readonly onSearch: (ranges: MoreOptionsRanges) => void;
}

/** Whether two sets of ranges say the same (the page hands a new object for the same ranges now and then). */
const sameRanges = (a: MoreOptionsRanges, b: MoreOptionsRanges): boolean => JSON.stringify(a) === JSON.stringify(b);

/** 'More Options': range sliders for price, carat and each grade, applied with Search (a 'set'). */
export function MoreOptions({ ranges: opening, disabled, onSearch }: MoreOptionsProps) {
  const [ranges, setRanges] = useState<MoreOptionsRanges>(opening);
  const [openedWith, setOpenedWith] = useState<MoreOptionsRanges>(opening);
  // Another stone on screen, or the search moved: the sliders start again around them.
  if (!sameRanges(openedWith, opening)) {
    setOpenedWith(opening);
    setRanges(opening);
  }
  const numeric = (key: 'price' | 'size') => (range: NumericRange) => setRanges((current) => ({ ...current, [key]: range }));

  return (
    <Accordion variant="separated">
      <Accordion.Item value="more-options">
        <Accordion.Control>More Options</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="lg">
            <RangeField
              heading={`Price: ${formatPrice(ranges.price.from)} – ${formatPrice(ranges.price.to)}`}
              scale={PRICE_SCALE}
              range={ranges.price}
              gap={1}
              fromLabel="Lowest price"
              toLabel="Highest price"
              onChange={numeric('price')}
            />
            <RangeField
              heading={`Carat: ${ranges.size.from.toFixed(2)} – ${ranges.size.to.toFixed(2)}`}
              scale={CARAT_SCALE}
              range={ranges.size}
              gap={1}
              fromLabel="Smallest carat"
              toLabel="Largest carat"
              onChange={numeric('size')}
            />
            {GRADE_SLIDERS.map(({ key, label, grades, scale }) => (
              <RangeField
                key={key}
                heading={`${label}: ${ranges[key].from} – ${ranges[key].to}`}
                scale={scale}
                range={gradeRangeOf(grades, ranges[key])}
                gap={0}
                fromLabel={`Best ${label.toLowerCase()}`}
                toLabel={`Lowest ${label.toLowerCase()}`}
                marks={grades.map((grade, index) => ({ value: toTrack(scale.position(index)), label: grades.length <= 5 ? grade : undefined }))}
                onChange={(range) => setRanges((current) => ({ ...current, [key]: gradeNamesOf(grades, range) }))}
              />
            ))}
            <Button onClick={() => onSearch(ranges)} disabled={disabled}>
              Search
            </Button>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
