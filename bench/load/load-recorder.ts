/**
 * What the load bench counts: every request that STARTS inside the measured window (after the warm-up, before the
 * end), with its route, outcome (HTTP status, `timeout` or `network`) and client-side latency; per-route and overall
 * summaries with the harness's percentiles.
 */
import { percentile } from '../support/bench-harness';

export interface RequestOutcome {
  /** `GET /v1/companies/{company}`: the endpoint's method and path template. */
  readonly route: string;
  /** The HTTP status, or `timeout` / `network` when no answer came. */
  readonly status: number | 'timeout' | 'network';
  readonly startedAt: number;
  readonly ms: number;
}

export interface LatencyFigures {
  readonly count: number;
  readonly errors: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export interface LoadRecorder {
  /** Starts the measured window now, for `seconds`. */
  startWindow(seconds: number): void;
  /** Whether the window has started and not yet ended. */
  readonly measuring: boolean;
  /** Whether the window is over (the simulated users then stop). */
  readonly finished: boolean;
  record(outcome: RequestOutcome): void;
  /** The first answer body of each error status (for the report). */
  noteErrorBody(status: RequestOutcome['status'], route: string, body: string): void;
  summary(): LoadSummary;
}

export interface LoadSummary extends LatencyFigures {
  readonly windowSeconds: number;
  readonly requestsPerSecond: number;
  /** Errors by status (`409`, `timeout`…). */
  readonly errorsByStatus: Readonly<Record<string, number>>;
  readonly errorSamples: readonly string[];
  readonly routes: readonly (LatencyFigures & { readonly route: string })[];
}

const isError = (status: RequestOutcome['status']) => typeof status !== 'number' || status >= 400;

function figures(outcomes: readonly RequestOutcome[]): LatencyFigures {
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    count: outcomes.length,
    errors: outcomes.filter((outcome) => isError(outcome.status)).length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function createLoadRecorder(): LoadRecorder {
  const outcomes: RequestOutcome[] = [];
  const errorSamples = new Map<string, string>();
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  return {
    startWindow(seconds) {
      windowStart = performance.now();
      windowEnd = windowStart + seconds * 1000;
    },
    get measuring() {
      const now = performance.now();
      return now >= windowStart && now < windowEnd;
    },
    get finished() {
      return performance.now() >= windowEnd;
    },
    record(outcome) {
      if (outcome.startedAt >= windowStart && outcome.startedAt < windowEnd) outcomes.push(outcome);
    },
    noteErrorBody(status, route, body) {
      const key = `${status} ${route}`;
      if (!errorSamples.has(key) && errorSamples.size < 20) errorSamples.set(key, `${key}: ${body.slice(0, 300)}`);
    },
    summary() {
      const windowSeconds = (windowEnd - windowStart) / 1000;
      const errorsByStatus: Record<string, number> = {};
      for (const outcome of outcomes) if (isError(outcome.status)) errorsByStatus[outcome.status] = (errorsByStatus[outcome.status] ?? 0) + 1;
      const byRoute = new Map<string, RequestOutcome[]>();
      for (const outcome of outcomes) {
        const list = byRoute.get(outcome.route) ?? [];
        list.push(outcome);
        byRoute.set(outcome.route, list);
      }
      return {
        ...figures(outcomes),
        windowSeconds,
        requestsPerSecond: outcomes.length / windowSeconds,
        errorsByStatus,
        errorSamples: [...errorSamples.values()],
        routes: [...byRoute].map(([route, list]) => ({ route, ...figures(list) })).sort((a, b) => b.count - a.count),
      };
    },
  };
}
