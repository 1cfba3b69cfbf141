import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Accordion.css';
import { Accordion, Button, RangeSlider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CUT_GRADES, POLISH_GRADES, SLIDER_CLARITIES, SLIDER_COLORS, SYMMETRY_GRADES } from '../../domain/diamond/grades';
import { CARAT_SLIDER, PRICE_SLIDER, moreOptionsRanges, type MoreOptionsRanges } from '../../domain/discovery/more-options';
import { formatPrice } from '../../domain/shared/money';

type Graded = 'cut' | 'color' | 'clarity' | 'polish' | 'symmetry';
const GRADE_SCALES: readonly { key: Graded; label: string; scale: readonly string[] }[] = [
  { key: 'cut', label: 'Cut', scale: CUT_GRADES },
  { key: 'color', label: 'Color', scale: SLIDER_COLORS },
  { key: 'clarity', label: 'Clarity', scale: SLIDER_CLARITIES },
  { key: 'polish', label: 'Polish', scale: POLISH_GRADES },
  { key: 'symmetry', label: 'Symmetry', scale: SYMMETRY_GRADES },
];

export interface MoreOptionsProps {
  readonly disabled: boolean;
  readonly onSearch: (ranges: MoreOptionsRanges) => void;
}

/** 'More Options': range sliders for price, carat and each grade, applied with Search (a 'set'). */
export function MoreOptions({ disabled, onSearch }: MoreOptionsProps) {
  const [ranges, setRanges] = useState<MoreOptionsRanges>(() => moreOptionsRanges({}));
  const gradeIndex = (scale: readonly string[], grade: string) => Math.max(0, scale.indexOf(grade));

  return (
    <Accordion variant="separated">
      <Accordion.Item value="more-options">
        <Accordion.Control>More Options</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="lg">
            <div>
              <Text size="sm" fw={600}>
                Price: {formatPrice(ranges.price_total.from)} – {formatPrice(ranges.price_total.to)}
              </Text>
              <RangeSlider
                min={PRICE_SLIDER.min}
                max={PRICE_SLIDER.max}
                step={PRICE_SLIDER.step}
                minRange={PRICE_SLIDER.step}
                value={[ranges.price_total.from, ranges.price_total.to]}
                onChange={([from, to]) => setRanges((r) => ({ ...r, price_total: { from, to } }))}
                label={(value) => formatPrice(value)}
                thumbFromLabel="Lowest price"
                thumbToLabel="Highest price"
              />
            </div>
            <div>
              <Text size="sm" fw={600}>
                Carat: {ranges.size.from.toFixed(2)} – {ranges.size.to.toFixed(2)}
              </Text>
              <RangeSlider
                min={CARAT_SLIDER.min}
                max={CARAT_SLIDER.max}
                step={CARAT_SLIDER.step}
                minRange={CARAT_SLIDER.step}
                precision={2}
                value={[ranges.size.from, ranges.size.to]}
                onChange={([from, to]) => setRanges((r) => ({ ...r, size: { from, to } }))}
                thumbFromLabel="Smallest carat"
                thumbToLabel="Largest carat"
              />
            </div>
            {GRADE_SCALES.map(({ key, label, scale }) => (
              <div key={key}>
                <Text size="sm" fw={600}>
                  {label}: {ranges[key].from} – {ranges[key].to}
                </Text>
                <RangeSlider
                  min={0}
                  max={scale.length - 1}
                  step={1}
                  minRange={0}
                  value={[gradeIndex(scale, ranges[key].from), gradeIndex(scale, ranges[key].to)]}
                  onChange={([from, to]) => setRanges((r) => ({ ...r, [key]: { from: scale[from] ?? scale[0], to: scale[to] ?? scale.at(-1) } }))}
                  label={(value) => scale[value] ?? ''}
                  marks={scale.map((grade, value) => ({ value, label: scale.length <= 5 ? grade : undefined }))}
                  thumbFromLabel={`Best ${label.toLowerCase()}`}
                  thumbToLabel={`Lowest ${label.toLowerCase()}`}
                  mb={scale.length <= 5 ? 'lg' : 0}
                />
              </div>
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
