'use strict';
// gb_node.js - the Node.js twin of bench/gb_py.py for async benchmarks: the
// same flags (--benchmark_filter, --benchmark_min_time=S|Ss|Nx,
// --benchmark_repetitions, --benchmark_out, --benchmark_out_format=json,
// --benchmark_format=console|json), the same iteration growth as Google
// Benchmark 1.7 and the same JSON keys, so compare.py reads all three files
// alike. cpu_time is the whole process's CPU time (process.cpuUsage: every
// thread), and every row carries proc_cpu_per_wall and, on Linux,
// proc_cpu_per_thread_cpu (over the main thread's CPU time from
// /proc/thread-self/stat, in clock ticks: coarse, so the ratio is taken over
// the main thread's time plus one tick, a lower bound that tick rounding cannot
// push over the limit, from 5 ticks of main-thread time on). With maxProcCpuPerWall set, a benchmark whose repetitions exceed
// it on either ratio is reported as error rows only.
const fs = require('fs');
const os = require('os');

const COUNTERS = ['FLOPS', 'items_per_second', 'proc_cpu_per_thread_cpu', 'proc_cpu_per_wall'];
const TICK = 0.01; // USER_HZ 100, as on every Linux platform Node supports

// CPU seconds of the calling (main) thread, or null where /proc has no thread-self.
function threadCpu() {
  try {
    const f = fs.readFileSync('/proc/thread-self/stat', 'utf8');
    const rest = f.slice(f.lastIndexOf(')') + 2).split(' '); // fields from 3 (state) on
    return (Number(rest[11]) + Number(rest[12])) * TICK;     // utime, stime: fields 14, 15
  } catch (e) {
    return null;
  }
}

function parseArgs(argv) {
  const o = { filter: '', minTime: 0.5, iters: 0, reps: 1, format: 'console', out: null, outFormat: 'json', rest: [] };
  for (const a of argv) {
    const eq = a.indexOf('=');
    const k = eq < 0 ? a : a.slice(0, eq), v = eq < 0 ? '' : a.slice(eq + 1);
    if (k === '--benchmark_filter') o.filter = v;
    else if (k === '--benchmark_min_time') {
      const m = /^(\d+)x$|^([0-9.eE+-]+)s?$/.exec(v);
      if (!m) throw new Error(`--benchmark_min_time: '${v}' is not SECONDS, SECONDSs or Nx`);
      if (m[1]) o.iters = parseInt(m[1], 10); else o.minTime = parseFloat(m[2]);
    } else if (k === '--benchmark_repetitions') o.reps = parseInt(v, 10);
    else if (k === '--benchmark_format') o.format = v;
    else if (k === '--benchmark_out') o.out = v;
    else if (k === '--benchmark_out_format') o.outFormat = v;
    else if (k.startsWith('--benchmark_')) throw new Error(`unknown argument '${a}'`);
    else o.rest.push(a);
  }
  return o;
}

// Times n calls of the async fn: wall seconds, process CPU seconds.
async function timed(fn, n) {
  const t0 = threadCpu(), c0 = process.cpuUsage(), r0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  const real = Number(process.hrtime.bigint() - r0) * 1e-9;
  const c = process.cpuUsage(c0), t1 = threadCpu();
  return { n, real, cpu: (c.user + c.system) * 1e-6, thread: t0 === null || t1 === null ? null : t1 - t0 };
}

function stats(v) {
  const n = v.length, mean = v.reduce((a, b) => a + b, 0) / n, s = [...v].sort((a, b) => a - b);
  const median = n % 2 ? s[(n - 1) / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
  const sd = n > 1 ? Math.sqrt(v.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1)) : 0;
  return [mean, median, sd, mean ? sd / mean : 0];
}

function context(custom) {
  const cpus = os.cpus();
  const d = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
  return Object.assign({
    date: d, host_name: os.hostname(), executable: process.argv[1], num_cpus: cpus.length,
    mhz_per_cpu: cpus.length ? cpus[0].speed : 0, cpu_scaling_enabled: false, caches: [],
    load_avg: os.loadavg(), library_build_type: 'release',
  }, custom);
}

// benches: [{family, name, fn: async () => void, items, flops}]
async function run(benches, o, custom, maxProcCpuPerWall) {
  let rx = null, neg = false, pat = o.filter;
  if (pat && pat !== 'all') {
    if (pat.startsWith('-')) { neg = true; pat = pat.slice(1); }
    rx = new RegExp(pat);
  }
  const chosen = benches.filter((b) => !rx || rx.test(b.name) !== neg);
  const rows = [];
  let family = -1, last = null, inst = 0;
  for (const b of chosen) {
    if (b.family !== last) { family++; inst = 0; last = b.family; }
    let iters = o.iters || 1, t;
    for (;;) {
      t = await timed(b.fn, iters);
      if (o.iters || t.real >= o.minTime || iters >= 1e9) break;
      let mult = o.minTime * 1.4 / Math.max(t.real, 1e-9);
      if (t.real / o.minTime <= 0.1) mult = Math.min(mult, 10);
      if (mult <= 1) mult = 2;
      iters = Math.min(Math.max(Math.round(iters * mult), iters + 1), 1e9);
    }
    const runs = [t];
    for (let i = 1; i < o.reps; i++) runs.push(await timed(b.fn, iters));
    const mine = runs.map((r, i) => {
      const row = { name: b.name, family_index: family, per_family_instance_index: inst, run_name: b.name,
        run_type: 'iteration', repetitions: o.reps, repetition_index: i, threads: 1, iterations: r.n,
        real_time: 1e9 * r.real / r.n, cpu_time: 1e9 * r.cpu / r.n, time_unit: 'ns' };
      const cpu = r.cpu > 0 ? r.cpu : 1e-9;
      if (b.flops) row.FLOPS = b.flops * r.n / cpu;
      if (b.items) row.items_per_second = b.items * r.n / cpu;
      // Lower bound: under load the main thread may get only a few ticks while
      // a worker thread doubles the process's CPU time, and wall time says nothing.
      if (r.thread !== null && r.thread >= 5 * TICK) row.proc_cpu_per_thread_cpu = r.cpu / (r.thread + TICK);
      row.proc_cpu_per_wall = r.cpu / r.real;
      return row;
    });
    const worst = Math.max(...mine.map((r) => Math.max(r.proc_cpu_per_wall, r.proc_cpu_per_thread_cpu || 0)));
    const refused = maxProcCpuPerWall !== undefined && worst > maxProcCpuPerWall;
    if (refused) {
      const msg = `refused: process CPU time over wall or main-thread CPU time ${worst.toFixed(2)} > ${maxProcCpuPerWall}: not a 1-thread figure`;
      for (const r of mine) { r.error_occurred = true; r.error_message = msg; }
    } else if (o.reps > 1) {
      const keys = ['real_time', 'cpu_time', ...COUNTERS.filter((c) => mine.every((r) => c in r))];
      const s = {};
      for (const k of keys) s[k] = stats(mine.map((r) => r[k]));
      ['mean', 'median', 'stddev', 'cv'].forEach((agg, i) => {
        const g = { name: `${b.name}_${agg}`, family_index: family, per_family_instance_index: inst,
          run_name: b.name, run_type: 'aggregate', repetitions: o.reps, threads: 1, aggregate_name: agg,
          aggregate_unit: agg === 'cv' ? 'percentage' : 'time', iterations: o.reps };
        for (const k of keys) g[k] = s[k][i];
        g.time_unit = 'ns';
        mine.push(g);
      });
    }
    inst++;
    for (const r of mine) {
      if (o.format !== 'console') continue;
      const line = r.error_occurred ? `ERROR OCCURRED: '${r.error_message}'`
        : r.aggregate_unit === 'percentage' ? `${(100 * r.real_time).toFixed(2)} % ${(100 * r.cpu_time).toFixed(2)} %`
          : `${r.real_time.toFixed(1)} ns ${r.cpu_time.toFixed(1)} ns ${r.iterations} proc_cpu_per_wall=${(r.proc_cpu_per_wall || 0).toFixed(2)}` +
            (r.proc_cpu_per_thread_cpu ? ` proc_cpu_per_thread_cpu=${r.proc_cpu_per_thread_cpu.toFixed(2)}` : '');
      process.stdout.write(`${r.name.padEnd(40)} ${line}\n`);
    }
    rows.push(...mine);
  }
  const doc = JSON.stringify({ context: context(custom), benchmarks: rows }, null, 2) + '\n';
  if (o.format === 'json') process.stdout.write(doc);
  if (o.out) fs.writeFileSync(o.out, doc);
  return rows;
}

module.exports = { parseArgs, run };
