import { GUIDED_TOUR_STEP_COUNT } from '../../domain/education/education-steps';
import { PresentationModel } from '../kernel/presentation-model';
import type { Scheduler } from '../kernel/scheduler.port';
import type { FirstVisitTour } from './first-visit-tour.use-case';

export interface GuidedTourState {
  readonly open: boolean;
  /** The step on screen, from 0. */
  readonly step: number;
  readonly stepCount: number;
  /** The last step: its button is Done. */
  readonly last: boolean;
}

/** The detail page's first-visit tour. A view shows it once the stone is on screen; the tour then opens in a task
 * of its own, after the page has painted, unless the shopper dismissed it on an earlier visit. */
export class GuidedTourModel extends PresentationModel<GuidedTourState> {
  constructor(
    private readonly tour: FirstVisitTour,
    private readonly scheduler: Scheduler,
  ) {
    const stepCount: number = GUIDED_TOUR_STEP_COUNT;
    super({ open: false, step: 0, stepCount, last: stepCount === 1 });
  }

  protected override onAttach(): void {
    if (this.state.open || !this.tour.isDue()) return;
    this.own(this.scheduler.schedule(() => this.patch({ open: this.tour.isDue() })));
  }

  /** Next, or Done on the last step. */
  next(): void {
    if (this.state.last) {
      this.dismiss();
      return;
    }
    const step = this.state.step + 1;
    this.patch({ step, last: step === this.state.stepCount - 1 });
  }

  /** Skip the tour, Done or the close button: not shown again in this browser. */
  dismiss(): void {
    this.tour.dismiss();
    this.patch({ open: false });
  }
}
