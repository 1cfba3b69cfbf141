import { DEFAULT_RING_PAGE } from './ring-catalogue';

/** The choices a ring builder's address keeps (`?color=Rose-Gold&metal=14K&size=6.5`). */
export interface RingChoices {
  readonly color?: string | null | undefined;
  readonly metal?: string | null | undefined;
  readonly size?: string | null | undefined;
}

/** A color reaches the address with dashes for spaces ('Rose Gold' → 'Rose-Gold'), and leaves it the other way. */
export const ringColorParam = (label: string): string => label.replace(/ /g, '-');
export const ringColorLabel = (param: string): string => param.replace(/-/g, ' ');

/** The ring builder of a design, configured by the choices given (in the builder's order: color, metal, size). */
export const ringBuilderAddress = (urlKey: string, choices: RingChoices = {}): string => {
  const query = new URLSearchParams();
  if (choices.color) query.set('color', ringColorParam(choices.color));
  if (choices.metal) query.set('metal', choices.metal);
  if (choices.size) query.set('size', choices.size);
  const search = query.toString();
  return `/ring-builder/${encodeURIComponent(urlKey)}${search ? `?${search}` : ''}`;
};

/** A page of the ring list: the style as its lowercase label (`?option=halo`), the page number past the first. */
export const ringListAddress = (option: string | null, page: number): string => {
  const query = new URLSearchParams();
  if (option) query.set('option', option);
  if (page !== DEFAULT_RING_PAGE) query.set('page', String(page));
  const search = query.toString();
  return `/ring-detail${search ? `?${search}` : ''}`;
};
