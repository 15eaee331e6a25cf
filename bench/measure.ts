import autocannon from 'autocannon';

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** Load from autocannon: requests per second and latency percentiles in milliseconds. */
export const load = async (options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}): Promise<Figures> => {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};

/** The sorted latencies, in ms, of `work` run by `concurrency` loops for `seconds`. */
export const latenciesOf = async (
  work: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<number[]> => {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      await work();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((a, b) => a - b);
};

/** The latency under which the fraction `q` of the sorted latencies falls. */
export const percentile = (latencies: number[], q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;

/** The same shape of figures for a function run by `concurrency` loops for `seconds`. */
export const loop = async (
  work: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<Figures> => {
  const latencies = await latenciesOf(work, concurrency, seconds);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
};

export const table = (headers: string[], rows: (string | number)[][]) => {
  const cells = [
    headers,
    ...rows.map((row) => row.map((cell) => (typeof cell === 'number' ? format(cell) : cell))),
  ];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => String(row[column] ?? '').length)),
  );
  const line = (row: (string | number)[]) =>
    `| ${row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(headers),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
};

const format = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
