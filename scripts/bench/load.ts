// A call under load: autocannon with BENCH_CONNECTIONS connections for BENCH_SECONDS, after
// an unmeasured warm-up (JIT, first rankings).
import autocannon from 'autocannon';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Unmeasured load before each measured call. */
const WARM_UP_SECONDS = 2;

/**
 * Runs the requests against the server, warm-up first. Requests that compute their path
 * (setupRequest) must run in this thread (`inWorker: false`): functions cannot be sent to
 * a worker.
 */
export async function underLoad(
  url: string,
  requests: autocannon.Request[],
  { inWorker = true } = {},
): Promise<autocannon.Result> {
  const workers = inWorker ? { workers: 1 } : {};
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, requests, ...workers });
  return autocannon({ url, connections, duration: seconds, requests, ...workers });
}
