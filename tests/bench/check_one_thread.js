'use strict';
// The 1-thread check of bench/gb_node.js (what ort_bench.js relies on): a
// benchmark whose process burns CPU on a worker thread is refused (error rows,
// no aggregates); one that stays on the main thread is reported.
//   node check_one_thread.js BENCH_DIR OUT_JSON
const path = require('path');
const fs = require('fs');
const { Worker } = require('worker_threads');
const gb = require(path.resolve(process.argv[2], 'gb_node.js'));

function spin(ms) {
  const end = process.hrtime.bigint() + BigInt(ms * 1e6);
  while (process.hrtime.bigint() < end) { /* busy */ }
}

async function main() {
  const out = process.argv[3];
  const alone = { family: 'BM_alone', name: 'BM_alone', fn: async () => spin(2) };
  const rows1 = await gb.run([alone], gb.parseArgs(['--benchmark_min_time=0.3', '--benchmark_repetitions=2',
    `--benchmark_out=${out}`, '--benchmark_format=json']), {}, 1.1);
  const worker = new Worker('const e = Date.now() + 60000; while (Date.now() < e) {}', { eval: true });
  await new Promise((r) => setTimeout(r, 100));
  const helped = { family: 'BM_helped', name: 'BM_helped', fn: async () => spin(2) };
  // 1 s of wall time; under load the main thread may get only a few 10 ms ticks of it, which
  // is why the per-thread ratio is a lower bound taken from 5 ticks on
  const rows2 = await gb.run([helped], gb.parseArgs(['--benchmark_min_time=1', '--benchmark_repetitions=2',
    `--benchmark_out=${out}`, '--benchmark_format=json']), {}, 1.1);
  await worker.terminate();
  const fails = [];
  if (rows1.length !== 6 || rows1.some((r) => r.error_occurred)) fails.push(`BM_alone: ${JSON.stringify(rows1)}`);
  if (rows2.length !== 2 || !rows2.every((r) => r.error_occurred && r.error_message.startsWith('refused: ')))
    fails.push(`BM_helped not refused: ${JSON.stringify(rows2)}`);
  for (const f of fails) console.log(`FAIL: ${f}`);
  console.log(`one_thread_node: ${fails.length} failure(s)`);
  fs.rmSync(out, { force: true });
  process.exit(fails.length ? 1 : 0);
}
main();
