/** The bag state under the name its first callers know it by (the checkout reads the bag through it). */
export { BagState as Bag, type BagLine, type BagView } from './bag-state';
