import { readFileSync } from 'node:fs';

/** One build stage of a Dockerfile: what it starts from and its instructions (continuation lines joined). */
export interface DockerStage {
  name: string;
  from: string;
  instructions: string[];
}

/** The named stages of a Dockerfile, in order (no Docker engine runs here, so the tests read the file). */
export function readDockerStages(path = 'Dockerfile'): Map<string, DockerStage> {
  const stages = new Map<string, DockerStage>();
  let current: DockerStage | undefined;
  const text = readFileSync(path, 'utf8').replace(/\\\n\s*/g, ' ');
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)\s+AS\s+(\S+)$/i.exec(line);
    if (from) {
      current = { name: from[2]!, from: from[1]!, instructions: [] };
      stages.set(current.name, current);
    } else {
      current?.instructions.push(line);
    }
  }
  return stages;
}

/** A stage's instructions with those of the stages it is built FROM, the base's first. */
export function inheritedInstructions(stages: Map<string, DockerStage>, name: string): string[] {
  const stage = stages.get(name);
  if (!stage) return [];
  return [...inheritedInstructions(stages, stage.from), ...stage.instructions];
}

/** The argv of a stage's exec-form CMD (inherited when the stage sets none). */
export function stageCommand(stages: Map<string, DockerStage>, name: string): string[] | undefined {
  const cmd = inheritedInstructions(stages, name)
    .filter((i) => i.startsWith('CMD '))
    .at(-1);
  return cmd ? (JSON.parse(cmd.slice(4)) as string[]) : undefined;
}
