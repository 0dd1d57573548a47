/**
 * At most `limit` at once in this process, the rest first come first served (decisions 0026, 0029).
 * A waiter whose `refused` rejects leaves the queue with that error, before its turn (decision 0057).
 */
export function admission(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished one hands its place straight to the next (running stays as it is).
  const handOn = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  async function admitted<T>(work: () => Promise<T>, refused?: Promise<never>): Promise<T> {
    if (running < limit) running += 1;
    else {
      let turn!: () => void;
      const ready = new Promise<void>((resolve) => {
        turn = resolve;
        waiting.push(turn);
      });
      try {
        await (refused ? Promise.race([ready, refused]) : ready);
      } catch (error) {
        const at = waiting.indexOf(turn);
        // Handed the place in the same moment it was refused: it goes to the next.
        if (at >= 0) waiting.splice(at, 1);
        else handOn();
        throw error;
      }
    }
    try {
      return await work();
    } finally {
      handOn();
    }
  }
  /** How many wait for their turn now (for the metrics). */
  admitted.waiting = () => waiting.length;
  /** Whether any is in its turn now (the mail pass holds its mails meanwhile, decision 0075). */
  admitted.busy = () => running > 0;
  return admitted;
}
