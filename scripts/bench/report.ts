// The bench's table, and how discover's cost grows with the world.
import { connections, seconds } from './load.ts';
import type { SwipingFigures } from './swiping-adopters.ts';
import type { Engine } from './world.ts';

export interface Row {
  engine: Engine;
  dogs: number;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  ok: string;
}

export function printTable(rows: Row[]) {
  console.log(
    `\nScout benchmark: ${connections} connections, ${seconds} s per call, load generator on the same machine\n`,
  );
  const header = ['engine', 'dogs', 'call', 'req/s', 'p50 ms', 'p99 ms', '2xx'];
  printColumns(
    header,
    rows.map((r) => [r.engine, String(r.dogs), r.call, String(r.rps), String(r.p50), String(r.p99), r.ok]),
  );
}

/** A table: the first three columns to the left, the figures after them to the right. */
function printColumns(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i >= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

export type SwipingRow = { engine: Engine; dogs: number; call: string } & SwipingFigures;

/** The swiping scenario (bench/swiping-adopters.ts): discover read between swipes, and the swipes. */
export function printSwiping(rows: SwipingRow[]) {
  if (rows.length === 0) return;
  console.log(`\nMany adopters swiping, each reading its deck again after each swipe (${seconds} s)\n`);
  const header = ['engine', 'dogs', 'scenario', 'reads/s', 'discover p50 / p99 ms', 'swipe p50 / p99 ms', 'repeats'];
  const ms = (n: number) => n.toFixed(0);
  const lines = rows.map((r) => [
    r.engine,
    String(r.dogs),
    r.call,
    String(r.readsPerSecond),
    `${ms(r.discoverP50)} / ${ms(r.discoverP99)}`,
    `${ms(r.swipeP50)} / ${ms(r.swipeP99)}`,
    `${r.repeats}/${r.reads}`,
  ]);
  printColumns(header, lines);
}

/** How discover's cost per request (1 / throughput at fixed concurrency) grows with the world. */
export function printGrowth(rows: Row[]) {
  const discover = rows.filter((r) => r.call.startsWith('GET /api/dogs/discover'));
  for (const engine of new Set(discover.map((r) => r.engine))) {
    const bySize = discover.filter((r) => r.engine === engine).sort((a, b) => a.dogs - b.dogs);
    if (bySize.length < 2) continue;
    const small = bySize[0]!;
    const large = bySize[bySize.length - 1]!;
    const ratio = small.rps / large.rps;
    console.log(
      `${engine}: discover cost per request at ${large.dogs} dogs is ${ratio.toFixed(2)}x its cost at ${small.dogs}`,
    );
  }
}
