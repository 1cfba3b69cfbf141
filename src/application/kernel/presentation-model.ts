import { BehaviorSubject, distinctUntilChanged, type Observable, type Subscription } from 'rxjs';

/**
 * A page's or widget's behaviour outside React: its state as an observable (`state$`, read now as `state`),
 * commands as methods, the use cases it needs taken in its constructor. A view binds to it with `useModel` and
 * renders `state$`; a cucumber step or a unit test calls the same commands and reads the same state.
 *
 * Work that runs on its own (a request in flight, a timer, a provider's answers) is owned by the model: started by
 * a command or by `attach()`, kept with `own()`, and stopped by `detach` (the view unmounting) or `dispose()`.
 * Timers come from an injected scheduler, so tests run them in virtual time.
 */
export abstract class PresentationModel<S> {
  readonly #state: BehaviorSubject<S>;
  readonly state$: Observable<S>;
  #owned = new Set<Subscription>();
  #attached = 0;

  protected constructor(initial: S) {
    this.#state = new BehaviorSubject(initial);
    this.state$ = this.#state.pipe(distinctUntilChanged());
  }

  /** The state now. */
  get state(): S {
    return this.#state.value;
  }

  /** Starts the model's own work while a view shows it; the answer stops it. Safe to call more than once (a view
   * mounted twice): the work starts on the first attach and stops after the last detach. */
  attach(): () => void {
    if (this.#attached++ === 0) this.onAttach();
    let detached = false;
    return () => {
      if (detached) return;
      detached = true;
      if (--this.#attached === 0) this.dispose();
    };
  }

  /** Stops everything the model owns; a later `attach()` starts it again. */
  dispose(): void {
    for (const subscription of this.#owned) subscription.unsubscribe();
    this.#owned.clear();
    this.onDispose();
  }

  /** What starts when a view first shows the model (loading, listening to a provider). */
  protected onAttach(): void {}

  /** What else to release when the model stops. */
  protected onDispose(): void {}

  protected setState(next: S | ((current: S) => S)): void {
    const value = typeof next === 'function' ? (next as (current: S) => S)(this.#state.value) : next;
    if (value !== this.#state.value) this.#state.next(value);
  }

  /** Changes some fields; a patch that changes nothing emits nothing. */
  protected patch(changes: Partial<S>): void {
    this.setState((current) => ((Object.keys(changes) as (keyof S)[]).every((key) => Object.is(current[key], changes[key])) ? current : { ...current, ...changes }));
  }

  /** Keeps a subscription until the model stops; answers it so a command can cancel it earlier (a newer request). */
  protected own(subscription: Subscription): Subscription {
    this.#owned.add(subscription);
    subscription.add(() => this.#owned.delete(subscription));
    return subscription;
  }
}
