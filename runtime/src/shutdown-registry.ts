export type Closer = () => Promise<unknown> | unknown;

/**
 * The one place a process registers what must be closed on shutdown. Closers run in reverse order of
 * registration (what was opened last closes first: the HTTP server before the stores its requests use).
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
}
