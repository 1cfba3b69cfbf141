import { max, min } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { useLayoutEffect, useRef, useState } from 'react';
import type { PriceBin } from '../../domain/diamond/deal-insight';
import { formatPrice } from '../../domain/shared/money';
import { CHART_HEIGHT } from './price-position-height';

/*
 * The price-position chart itself: the similar stones' prices as bars, this stone's price marked by a line and a
 * label. Drawn as SVG by React over d3's scales and ticks, at the box's own width in pixels (so its labels keep their
 * size on a phone instead of being scaled down with the drawing). Loaded on its own, once the shopper nears it.
 */

const MARGIN = { top: 26, right: 12, bottom: 26, left: 12 };
const LABEL_ROOM = 70;


export interface PricePositionChartProps {
  readonly bins: readonly PriceBin[];
  readonly price: number;
  /** What the drawing shows, for a screen reader (the visible sentence beside it says where the price sits). */
  readonly label: string;
}

export default function PricePositionChart({ bins, price, label }: PricePositionChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width) || 320);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const from = Math.min(min(bins, (bin) => bin.from) ?? price, price);
  const to = Math.max(max(bins, (bin) => bin.to) ?? price, price);
  const x = scaleLinear()
    .domain([from, to])
    .range([MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)]);
  const y = scaleLinear()
    .domain([0, max(bins, (bin) => bin.count) ?? 1])
    .nice()
    .range([CHART_HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = x.ticks(width < 480 ? 3 : 6);
  const marker = x(price);
  const anchor = marker < MARGIN.left + LABEL_ROOM ? 'start' : marker > width - MARGIN.right - LABEL_ROOM ? 'end' : 'middle';
  const isThisStonesBin = (bin: PriceBin) => price >= bin.from && (price < bin.to || bin === bins[bins.length - 1]);

  return (
    <div ref={box} style={{ width: '100%', height: CHART_HEIGHT }} data-testid="price-position-chart">
      {width > 0 && (
        <svg width={width} height={CHART_HEIGHT} role="img" aria-label={label} style={{ display: 'block', overflow: 'visible' }}>
          <g>
            {bins.map((bin) => (
              <rect
                key={bin.from}
                x={x(bin.from) + 1}
                width={Math.max(0, x(bin.to) - x(bin.from) - 2)}
                y={y(bin.count)}
                height={Math.max(0, y(0) - y(bin.count))}
                rx={2}
                fill={isThisStonesBin(bin) ? 'var(--mantine-color-blue-7)' : 'var(--mantine-color-gray-4)'}
              />
            ))}
          </g>
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-7)" />
          <g fontSize={12} fill="var(--mantine-color-gray-8)">
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(${x(tick)},${y(0)})`}>
                <line y2={5} stroke="var(--mantine-color-gray-7)" />
                <text y={19} textAnchor={x(tick) < MARGIN.left + 24 ? 'start' : x(tick) > width - MARGIN.right - 24 ? 'end' : 'middle'}>
                  {formatPrice(tick)}
                </text>
              </g>
            ))}
          </g>
          <g data-testid="price-position-marker">
            <line x1={marker} x2={marker} y1={MARGIN.top - 6} y2={y(0)} stroke="var(--mantine-color-dark-9)" strokeWidth={2} strokeDasharray="4 3" />
            <text x={marker} y={MARGIN.top - 10} textAnchor={anchor} fontSize={13} fontWeight={700} fill="var(--mantine-color-dark-9)">
              This stone: {formatPrice(price)}
            </text>
          </g>
        </svg>
      )}
    </div>
  );
}
