import { describe, it, expect } from 'vitest';
import {
  EDUCATION_MODAL_BELOW_WIDTH_PX,
  MOBILE_ERROR_BANNER_MIN_RATIO,
  MOBILE_SELECT_BUTTON_AFTER_SCROLL_PX,
  RESULTS_SLIDER_MIN_WIDTH_PX,
  opensEducationInModal,
  showsMobileSelectButton,
  showsResultsSlider,
  usesMobileErrorBanner,
} from './layout';

describe('layout thresholds', () => {
  it.each([
    ['results slider width', RESULTS_SLIDER_MIN_WIDTH_PX, 992],
    ['education modal width', EDUCATION_MODAL_BELOW_WIDTH_PX, 1200],
    ['mobile select button scroll', MOBILE_SELECT_BUTTON_AFTER_SCROLL_PX, 80],
    ['mobile error banner ratio', MOBILE_ERROR_BANNER_MIN_RATIO, 1.5],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [320, false],
    [991, false],
    [992, true],
    [1440, true],
  ])('at %i px wide the results slider shows: %s', (width, expected) => {
    expect(showsResultsSlider(width)).toBe(expected);
  });

  it.each([
    [375, true],
    [1199, true],
    [1200, false],
    [1920, false],
  ])('at %i px wide education opens in a modal: %s', (width, expected) => {
    expect(opensEducationInModal(width)).toBe(expected);
  });

  it.each([
    [0, false],
    [80, false],
    [81, true],
    [500, true],
  ])('after %i px of scroll the mobile select button shows: %s', (scrollY, expected) => {
    expect(showsMobileSelectButton(scrollY)).toBe(expected);
  });

  it.each([
    [800, 375, true],
    [600, 400, false],
    [601, 400, true],
    [768, 1024, false],
    [100, 0, false],
  ])('a %i × %i (height × width) window uses the mobile error banner: %s', (height, width, expected) => {
    expect(usesMobileErrorBanner(height, width)).toBe(expected);
  });
});
