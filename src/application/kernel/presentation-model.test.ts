import { interval, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { PresentationModel } from './presentation-model';

/** A model that counts seconds while a view shows it. */
class Ticker extends PresentationModel<{ ticks: number; label: string }> {
  constructor(private readonly scheduler: VirtualTimeScheduler) {
    super({ ticks: 0, label: 'idle' });
  }
  rename(label: string): void {
    this.patch({ label });
  }
  protected override onAttach(): void {
    this.own(interval(1_000, this.scheduler).subscribe(() => this.setState((state) => ({ ...state, ticks: state.ticks + 1 }))));
  }
}

describe('a presentation model', () => {
  it('answers its state now and to subscribers, without repeating an unchanged state', () => {
    const model = new Ticker(new VirtualTimeScheduler());
    const seen: string[] = [];
    model.state$.subscribe((state) => seen.push(state.label));
    model.rename('open');
    model.rename('open');
    expect(model.state.label).toBe('open');
    expect(seen).toEqual(['idle', 'open']);
  });

  it('runs its own work while attached, in virtual time, and stops it after the last detach', () => {
    const scheduler = new VirtualTimeScheduler();
    const model = new Ticker(scheduler);
    const first = model.attach();
    const second = model.attach();
    scheduler.schedule(() => first(), 2_500);
    scheduler.schedule(() => second(), 4_500);
    scheduler.schedule(() => undefined, 10_000);
    scheduler.flush();
    expect(model.state.ticks).toBe(4);
  });

  it('starts again when a view shows it again', () => {
    const scheduler = new VirtualTimeScheduler();
    const model = new Ticker(scheduler);
    model.attach()();
    const detach = model.attach();
    scheduler.schedule(() => detach(), 3_500);
    scheduler.flush();
    expect(model.state.ticks).toBe(3);
  });
});
