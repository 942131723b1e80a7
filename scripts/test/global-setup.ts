import { prepareTemplateDatabase } from '@namescope/db/testing';

/** Runs once per Vitest run: integration tests copy their databases from this migrated template. */
export default async function setup(): Promise<void> {
  await prepareTemplateDatabase();
}
