/**
 * A binary min-heap of (key, value) pairs in typed arrays, reused across calls (`clear`), for the best-first
 * searches of the tuning tree. It grows by doubling; a search of a million stones rarely holds more than a few
 * hundred entries.
 */
export class MinHeap {
  private keys = new Float64Array(256);
  private values = new Int32Array(256);
  size = 0;

  clear(): void {
    this.size = 0;
  }

  peekKey(): number {
    return this.keys[0]!;
  }

  push(key: number, value: number): void {
    if (this.size === this.keys.length) this.grow();
    let at = this.size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[at] = this.keys[parent]!;
      this.values[at] = this.values[parent]!;
      at = parent;
    }
    this.keys[at] = key;
    this.values[at] = value;
  }

  /** Removes the entry of the smallest key and returns its value. */
  pop(): number {
    const top = this.values[0]!;
    const last = --this.size;
    const key = this.keys[last]!;
    const value = this.values[last]!;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= last) break;
      if (child + 1 < last && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= key) break;
      this.keys[at] = this.keys[child]!;
      this.values[at] = this.values[child]!;
      at = child;
    }
    this.keys[at] = key;
    this.values[at] = value;
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const values = new Int32Array(this.values.length * 2);
    keys.set(this.keys);
    values.set(this.values);
    this.keys = keys;
    this.values = values;
  }
}
