/** A trace event as Chromium writes it (only the fields read here). */
interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * The renderer main thread between two `performance.mark`s of a Chromium trace: how long its tasks ran
 * (wall) and how much CPU the thread really got in them (thread time). On a machine whose cores are busy
 * with the site itself, the gap between the two is the time the page waited for a core.
 */
export function mainThreadBetween(trace: Buffer, from: string, to: string) {
  const parsed = JSON.parse(trace.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = (name: string) => {
    const found = events.find((e) => e.name === name && e.cat?.includes('user_timing'));
    if (!found) throw new Error(`the trace has no mark ${name}`);
    return found;
  };
  const start = mark(from);
  const end = mark(to);
  let wallUs = 0;
  let cpuUs = 0;
  for (const e of events) {
    // Top-level tasks of the thread the marks were made on; a task cut by the window counts in proportion.
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== start.pid || e.tid !== start.tid) continue;
    const dur = e.dur ?? 0;
    const inside = Math.min(end.ts, e.ts + dur) - Math.max(start.ts, e.ts);
    if (inside <= 0 || dur <= 0) continue;
    wallUs += inside;
    cpuUs += ((e.tdur ?? 0) * inside) / dur;
  }
  return { windowMs: (end.ts - start.ts) / 1000, tasksMs: wallUs / 1000, cpuMs: cpuUs / 1000 };
}
