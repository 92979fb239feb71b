/**
 * Marks mails sent as the server takes them, without a statement per mail: one write in flight at a time, and the
 * ids that arrive meanwhile go together in the next. Under load the writes grow; when idle each mail is marked
 * within one statement's time of its acceptance.
 */
export function sentMarks(write: (ids: number[]) => Promise<void>) {
  let waiting: number[] = [];
  let running: Promise<void> | null = null;
  let failure: unknown = null;

  function drain() {
    running ??= (async () => {
      while (waiting.length) {
        const ids = waiting;
        waiting = [];
        try {
          await write(ids);
        } catch (error) {
          failure ??= error;
        }
      }
      running = null;
    })();
  }

  return {
    add(id: number) {
      waiting.push(id);
      drain();
    },
    /** Resolves once every id added so far is written; rejects with the first write that failed. */
    async flushed() {
      while (running) await running;
      if (failure) throw failure;
    },
  };
}
