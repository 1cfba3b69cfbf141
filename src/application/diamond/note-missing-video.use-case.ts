import type { Diamond } from '../../domain/diamond/diamond';
import type { Logger } from '../kernel/logger.port';

/** A stone shown without its 360° video (the store has none) is noted in the shop's log; the page shows its
 * pictures instead. */
export class NoteMissingVideo {
  constructor(private readonly logger: Logger) {}

  execute(diamond: Diamond): void {
    if (!diamond.hasVideo || !diamond.videoUrl) this.logger.warn('360 video not available', diamond.id);
  }
}
