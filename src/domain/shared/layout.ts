/** Screen-size and scroll thresholds the spec fixes. They are rules about what the shopper sees, so they live
 * here as predicates that views and view-models share instead of magic numbers in CSS-in-JS. */
export const RESULTS_SLIDER_MIN_WIDTH_PX = 992;
export const EDUCATION_MODAL_BELOW_WIDTH_PX = 1200;
export const MOBILE_SELECT_BUTTON_AFTER_SCROLL_PX = 80;
/** The global error banner switches to its mobile variant on tall, narrow windows. */
export const MOBILE_ERROR_BANNER_MIN_RATIO = 1.5;

/** Below 992 px the recommendations are a list; at 992 px or more a slider of three. */
export const showsResultsSlider = (windowWidth: number): boolean => windowWidth >= RESULTS_SLIDER_MIN_WIDTH_PX;

export const opensEducationInModal = (windowWidth: number): boolean => windowWidth < EDUCATION_MODAL_BELOW_WIDTH_PX;

/** 'After 80 px of scroll': the button appears once the page has scrolled past 80 px, not at exactly 80. */
export const showsMobileSelectButton = (scrollY: number): boolean => scrollY > MOBILE_SELECT_BUTTON_AFTER_SCROLL_PX;

export const usesMobileErrorBanner = (height: number, width: number): boolean =>
  width > 0 && height / width > MOBILE_ERROR_BANNER_MIN_RATIO;
