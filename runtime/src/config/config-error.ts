/** One bad setting: the variable's name and what is wrong with its value (never the value: it may be a secret). */
export interface ConfigIssue {
  variable: string;
  message: string;
}

/**
 * Thrown for an invalid environment, at start. Its message names every offending variable, one per line
 * ('INDEXER_POLL_CRON: not a cron expression'), so one look fixes them all.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[] | string) {
    const list = typeof issues === 'string' ? [{ variable: 'configuration', message: issues }] : issues;
    super(`Invalid configuration:\n  ${list.map((i) => `${i.variable}: ${i.message}`).join('\n  ')}`);
    this.issues = Object.freeze([...list]);
  }
}
