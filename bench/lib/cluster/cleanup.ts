/**
 * What the cluster bench started, undone in reverse order however it ends: at the end, on an
 * error, or on Ctrl-C (the processes, Caddy, the S3 server, the temporary folders, the database).
 */
export class Cleanup {
  readonly #steps: Array<{ name: string; run: () => unknown }> = [];
  #running: Promise<void> | null = null;

  add(name: string, run: () => unknown): void {
    this.#steps.push({ name, run });
  }

  /** Runs every step once, the last added first; a failing step does not stop the others. */
  run(): Promise<void> {
    this.#running ??= (async () => {
      for (const step of this.#steps.splice(0).reverse()) {
        try {
          await step.run();
        } catch (err) {
          console.error(`nettoyage « ${step.name} » : ${(err as Error).message}`);
        }
      }
    })().finally(() => {
      // Ready for the next run of the scenario (CLUSTER_RUNS): its steps are added afresh.
      this.#running = null;
    });
    return this.#running;
  }

  /** Ctrl-C or a kill of the bench: clean up, then leave with the signal's usual code. */
  onSignals(): void {
    for (const sig of ['SIGINT', 'SIGTERM'] as const) {
      process.once(sig, () => {
        console.error(`\n${sig} : arrêt du bench, nettoyage…`);
        void this.run().finally(() => process.exit(sig === 'SIGINT' ? 130 : 143));
      });
    }
  }
}
