/** The price-position chart's height in pixels: its placeholder and the chart share it, so nothing moves when the
 * chart arrives. */
export const CHART_HEIGHT = 200;
