type Closer = () => Promise<unknown> | unknown;

/**
 * The one place a process registers what must be closed on shutdown. Closers run in reverse order of
 * registration (what was opened last closes first: schedules before the stores they write to).
 */
export class ShutdownRegistry {
  private readonly closers: { name: string; close: Closer }[] = [];
  private closing: Promise<void> | undefined;

  add(name: string, close: Closer): void {
    this.closers.push({ name, close });
  }

  /** Runs every closer once, even when one fails; the errors are reported, not thrown. */
  close(onError: (name: string, error: unknown) => void = () => {}): Promise<void> {
    this.closing ??= (async () => {
      for (const { name, close } of [...this.closers].reverse()) {
        try {
          await close();
        } catch (error) {
          onError(name, error);
        }
      }
    })();
    return this.closing;
  }

  /** Closes everything on SIGTERM or SIGINT, then exits. */
  closeOnSignals(
    onError?: (name: string, error: unknown) => void,
    onSignal?: (signal: string) => void,
  ): void {
    const handler = (signal: NodeJS.Signals) => {
      onSignal?.(signal);
      void this.close(onError).then(() => process.exit(0));
    };
    process.once('SIGTERM', handler);
    process.once('SIGINT', handler);
  }
}
