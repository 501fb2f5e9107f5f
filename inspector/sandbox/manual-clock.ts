// xstate's Clock for the sandbox: timers never fire by themselves; the developer fires them (earliest
// first or any one). Each timer is labelled with the event xstate scheduled with it (an `after`
// transition's event), read through `describe` at the moment it is set.

export interface PendingTimer {
  id: number;
  /** Milliseconds from the sandbox's start. */
  at: number;
  delay: number;
  /** The scheduled event's type (`xstate.after.incorrectStatusFlag.guestStatus.known.incorrect`). */
  label: string;
}

export class ManualClock {
  now = 0;
  private lastId = 0;
  private readonly timers = new Map<number, PendingTimer & { fire: () => void }>();
  /** Set by the sandbox once the actor exists: what xstate is scheduling right now. */
  describe: () => string = () => 'timer';

  setTimeout(fire: () => void, delay: number): number {
    this.lastId += 1;
    this.timers.set(this.lastId, {
      id: this.lastId,
      at: this.now + delay,
      delay,
      label: this.describe(),
      fire,
    });
    return this.lastId;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** Earliest first; equal times in the order they were set. */
  pending(): PendingTimer[] {
    return [...this.timers.values()]
      .sort((a, b) => a.at - b.at || a.id - b.id)
      .map(({ id, at, delay, label }) => ({ id, at, delay, label }));
  }

  fire(id: number): void {
    const timer = this.timers.get(id);
    if (!timer) throw new Error(`No pending timer ${id}: it fired or was cancelled.`);
    this.timers.delete(id);
    this.now = Math.max(this.now, timer.at);
    timer.fire();
  }
}
