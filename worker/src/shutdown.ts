/** One place that knows how to stop everything this process opened, in reverse order of opening. */
export class ShutdownRegistry {
  private readonly steps: { name: string; stop: () => Promise<unknown> | unknown }[] = [];
  private stopping?: Promise<void>;

  add(name: string, stop: () => Promise<unknown> | unknown): void {
    this.steps.push({ name, stop });
  }

  /** Runs every step once, last registered first; a failing step does not stop the others. */
  stop(onError?: (name: string, error: unknown) => void): Promise<void> {
    this.stopping ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        try {
          await step.stop();
        } catch (error) {
          onError?.(step.name, error);
        }
      }
    })();
    return this.stopping;
  }

  /** Stops on SIGTERM and SIGINT, then exits. */
  onSignals(onError?: (name: string, error: unknown) => void): void {
    const handler = () => void this.stop(onError).then(() => process.exit(0));
    process.once('SIGTERM', handler);
    process.once('SIGINT', handler);
  }
}
