/** Pauses between attempts at one write: 0.25 s doubling, about 16 s in all (well inside a job's lease). */
const PAUSES_MS = [250, 500, 1_000, 2_000, 4_000, 8_000];

/**
 * Marks mails sent as the server takes them, without a statement per mail: one write in flight at a time, and the
 * ids that arrive meanwhile go together in the next. A write that fails (the database restarting) is tried again with
 * backoff, since a mark that is never written means the mail goes out again; `failing` tells the sender to start
 * nothing new meanwhile.
 */
export function sentMarks(write: (ids: number[]) => Promise<void>, pauses: readonly number[] = PAUSES_MS) {
  let waiting: number[] = [];
  let running: Promise<void> | null = null;
  let failure: unknown = null;
  let failing = false;

  async function writeWithRetries(ids: number[]) {
    for (let attempt = 0; ; attempt++) {
      try {
        await write(ids);
        failing = false;
        return;
      } catch (error) {
        failing = true;
        if (attempt >= pauses.length) {
          failure ??= error;
          return;
        }
        await new Promise((r) => setTimeout(r, pauses[attempt]));
      }
    }
  }

  function drain() {
    running ??= (async () => {
      while (waiting.length) {
        const ids = waiting;
        waiting = [];
        await writeWithRetries(ids);
      }
      running = null;
    })();
  }

  return {
    add(id: number) {
      waiting.push(id);
      drain();
    },
    /** True while the last write failed: start no new mail until marks can be written again. */
    failing: () => failing,
    /** Resolves once every id added so far is written; rejects with the first write that failed for good. */
    async flushed() {
      while (running) await running;
      if (failure) throw failure;
    },
  };
}
