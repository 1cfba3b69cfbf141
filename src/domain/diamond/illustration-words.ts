import { stoneCarat } from './carat';
import type { Diamond } from './diamond';

/* What the shop calls its drawings of a stone, in words: the slider's captions, the pictures' alt text, the link
 * preview card's description. Apart from the slider's rules so that a page's meta can name a card without them. */

/** 'a' or 'an' before a word or a weight as it is read aloud: an oval, an Asscher, an 8.05 ct, a 1.01 ct. */
export const indefiniteArticle = (word: string): 'a' | 'an' => (/^(?:[aeiou]|8|1[18](?:\.|$))/i.test(word) ? 'an' : 'a');

/** 'round', 'oval', 'Asscher' (a name of its own keeps its capital). */
export const shapeInWords = (shape: string): string => (shape === 'Asscher' ? shape : shape.toLowerCase());

/** 'Illustration of a round diamond'. */
export const illustrationLabel = (diamond: Pick<Diamond, 'shape'>): string => {
  const shape = shapeInWords(diamond.shape);
  return `Illustration of ${indefiniteArticle(shape)} ${shape} diamond`;
};

/** 'Illustration of a 1.01 ct round diamond, color G, drawn to its measurements beside a 1 ct round for scale'. */
export const illustrationAlt = (diamond: Pick<Diamond, 'shape' | 'size' | 'color'>): string => {
  const carat = stoneCarat(diamond.size);
  return `Illustration of ${indefiniteArticle(carat)} ${carat} ct ${shapeInWords(diamond.shape)} diamond, color ${diamond.color}, drawn to its measurements beside a 1 ct round for scale`;
};
