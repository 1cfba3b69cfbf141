import type { Diamond } from '../../domain/diamond/diamond';
import { canShowNext, canShowPrevious, mediaItems, type MediaItem } from '../../domain/diamond/media';
import type { Logger } from '../shell/logger.port';
import { PresentationModel } from '../shell/presentation-model';

export interface MediaSliderState {
  readonly items: readonly MediaItem[];
  readonly index: number;
  readonly canShowPrevious: boolean;
  readonly canShowNext: boolean;
  /** The 360° view, when the stone has a video. */
  readonly video: MediaItem | null;
  readonly videoOpen: boolean;
}

const stateAt = (items: readonly MediaItem[], index: number, videoOpen: boolean): MediaSliderState => ({
  items,
  index,
  canShowPrevious: canShowPrevious(index),
  canShowNext: canShowNext(index, items.length),
  video: items.find((item) => item.type === 'video') ?? null,
  videoOpen,
});

/** The detail page's media slider: the stone's video, stock image and photo, one at a time, from the first. A stone
 * without a 360° video is logged (spec section 8: logged only), once per stone. */
export class MediaSliderModel extends PresentationModel<MediaSliderState> {
  #shown: string | null = null;

  constructor(private readonly logger: Logger) {
    super(stateAt([], 0, false));
  }

  show(diamond: Diamond): void {
    if (this.#shown === diamond.diamond_id) return;
    this.#shown = diamond.diamond_id;
    this.setState(stateAt(mediaItems(diamond), 0, false));
    if (!diamond.has_video_file || !diamond.video_url) this.logger.warn('360 video not available', diamond.diamond_id);
  }

  next(): void {
    if (this.state.canShowNext) this.setState(stateAt(this.state.items, this.state.index + 1, this.state.videoOpen));
  }

  previous(): void {
    if (this.state.canShowPrevious) this.setState(stateAt(this.state.items, this.state.index - 1, this.state.videoOpen));
  }

  openVideo(): void {
    if (this.state.video) this.patch({ videoOpen: true });
  }

  closeVideo(): void {
    this.patch({ videoOpen: false });
  }
}
