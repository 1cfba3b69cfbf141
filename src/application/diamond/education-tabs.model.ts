import { interval, type Subscription } from 'rxjs';
import { nextEducationTab, type EducationTab } from '../../domain/education/education-steps';
import { EDUCATION_TAB_ROTATION_MS } from '../../domain/shared/timers';
import { PresentationModel } from '../kernel/presentation-model';
import type { Scheduler } from '../kernel/scheduler.port';

export interface EducationTabsState {
  /** The tab on show (wide windows). */
  readonly tab: EducationTab;
  /** The tabs turn by themselves until the shopper picks one. */
  readonly rotating: boolean;
  /** The lesson open in a modal (narrow windows), if any. */
  readonly lesson: EducationTab | null;
}

/** The detail page's 4Cs: on wide windows tabs that turn every few seconds until the shopper picks one; on narrow
 * windows one button per C that opens its lesson. */
export class EducationTabsModel extends PresentationModel<EducationTabsState> {
  #asTabs = false;
  #rotation: Subscription | null = null;

  constructor(private readonly scheduler: Scheduler) {
    super({ tab: 'cut', rotating: true, lesson: null });
  }

  protected override onAttach(): void {
    this.#rotate();
  }

  protected override onDispose(): void {
    this.#rotation = null;
  }

  /** How the window shows the 4Cs: as tabs (which turn) or as buttons opening lessons (which do not). */
  showAsTabs(asTabs: boolean): void {
    this.#asTabs = asTabs;
    this.#rotate();
  }

  /** The shopper picks a tab: it stays. */
  choose(tab: EducationTab): void {
    this.patch({ tab, rotating: false });
    this.#rotate();
  }

  openLesson(lesson: EducationTab): void {
    this.patch({ lesson });
  }

  closeLesson(): void {
    this.patch({ lesson: null });
  }

  #rotate(): void {
    this.#rotation?.unsubscribe();
    this.#rotation = null;
    if (!this.#asTabs || !this.state.rotating) return;
    this.#rotation = this.own(interval(EDUCATION_TAB_ROTATION_MS, this.scheduler).subscribe(() => this.patch({ tab: nextEducationTab(this.state.tab) })));
  }
}
