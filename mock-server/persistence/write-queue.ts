/**
 * Serializes writes and coalesces them (group commit): while one write is on its way to disk, every change made in
 * the meantime joins the next write, which takes what it writes (the journal lines pending) only when it starts.
 * Each caller's promise settles once a write that includes its change is durable, so N concurrent changes cost at
 * most two writes.
 */
export class WriteQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting: Batch | undefined;

  constructor(
    private readonly snapshot: () => string,
    private readonly write: (text: string) => Promise<void>,
  ) {}

  /** Resolves when the current state (including every change made so far) is on disk. */
  persist(): Promise<void> {
    if (this.waiting) return this.waiting.promise;
    const batch = new Batch();
    this.waiting = batch;
    this.tail = this.tail.then(async () => {
      // From here on, changes belong to the next batch: this one's snapshot is taken now.
      this.waiting = undefined;
      try {
        await this.write(this.snapshot());
        batch.resolve();
      } catch (error) {
        batch.reject(error);
      }
    });
    return batch.promise;
  }

  /** Resolves when every write queued so far has finished. */
  async drain(): Promise<void> {
    let tail;
    do {
      tail = this.tail;
      await tail;
    } while (tail !== this.tail);
  }
}

class Batch {
  resolve!: () => void;
  reject!: (error: unknown) => void;
  readonly promise = new Promise<void>((resolve, reject) => {
    this.resolve = resolve;
    this.reject = reject;
  });
}
