// Preloaded into the API process by the load bench (`node --import <this file> apps/api/scripts/start.mjs`): measures
// the event-loop lag of the server with Node's own histogram (perf_hooks.monitorEventLoopDelay at a 10 ms resolution,
// whose samples are the time between two ticks: the lag is that minus 10 ms), and on SIGUSR2 appends one JSON line
// with its percentiles (ms) to the file named by CIBLE_BENCH_PROBE_FILE, then starts a new histogram. The bench
// signals once at the end of its warm-up (that line is discarded) and once at the end of the measured run. Nothing
// else of the server is touched.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.CIBLE_BENCH_PROBE_FILE;
if (file) {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const ms = (nanoseconds) => Math.max(0, Math.round((nanoseconds / 1e6 - resolutionMs) * 100) / 100);
  process.on('SIGUSR2', () => {
    const line = {
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p95: ms(histogram.percentile(95)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    };
    histogram.reset();
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
