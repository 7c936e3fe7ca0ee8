'use strict';
// ort_bench.js - ONNX Runtime baselines for npk_bench: the shipped MNIST models
// as bench/onnx_export.py exported them (PyTorch's weights), on one intra-op
// and one inter-op thread, through npm onnxruntime-node (installed by
// bench/install-bench-deps.sh into bench/.ort, or NPK_ORT_DIR). Each model's
// output is checked against PyTorch's on the same input before it is timed.
// BM_ort_identity/n:1 is the binding's fixed cost per call (an Identity model
// on one float). Output: Google Benchmark JSON via gb_node.js.
//
//   node bench/ort_bench.js ONNX_DIR [--benchmark_* flags as npk_bench]
//
// Exits 77 with a message when onnxruntime-node is not installed.
const fs = require('fs');
const path = require('path');
const gb = require('./gb_node');

function loadOrt() {
  const dir = process.env.NPK_ORT_DIR || path.join(__dirname, '.ort');
  try {
    return require(path.join(dir, 'node_modules', 'onnxruntime-node'));
  } catch (e) {
    process.stderr.write(`ort_bench: onnxruntime-node not found in ${dir} (bench/install-bench-deps.sh installs it): ORT skipped\n`);
    process.exit(77);
  }
}

function readF32(file, count) {
  const b = fs.readFileSync(file);
  if (b.length !== 4 * count) throw new Error(`${file}: ${b.length} bytes, expected ${4 * count}`);
  return new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length));
}

const elems = (shape) => shape.reduce((a, b) => a * b, 1);

async function main() {
  const o = gb.parseArgs(process.argv.slice(2));
  if (o.rest.length !== 1) throw new Error('usage: ort_bench.js ONNX_DIR [--benchmark_* flags]');
  const ort = loadOrt();
  const dir = o.rest[0];
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const opts = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential',
    graphOptimizationLevel: 'all', executionProviders: ['cpu'] };
  const benches = [];
  for (const m of manifest.models) {
    const session = await ort.InferenceSession.create(path.join(dir, m.file), opts);
    const x = new ort.Tensor('float32', readF32(path.join(dir, m.input), elems(m.in_shape)), m.in_shape);
    const want = readF32(path.join(dir, m.output), elems(m.out_shape));
    const feeds = { [session.inputNames[0]]: x };
    const got = (await session.run(feeds))[session.outputNames[0]].data;
    let diff = 0, scale = 1;
    for (let i = 0; i < want.length; i++) {
      diff = Math.max(diff, Math.abs(got[i] - want[i]));
      scale = Math.max(scale, Math.abs(want[i]));
    }
    if (got.length !== want.length || !(diff <= 1e-4 * scale))
      throw new Error(`${m.name}: ORT output differs from PyTorch's by ${diff} (${got.length} values): not timed`);
    const family = m.name.split('/')[0];
    benches.push({ family, name: m.name, items: m.batch, fn: () => session.run(feeds) });
  }
  const custom = { ort_version: ort.env.versions ? ort.env.versions.common : 'unknown',
    ort_threads: 'intraOpNumThreads=1 interOpNumThreads=1', onnx_from_torch: manifest.torch_version };
  await gb.run(benches, o, custom, 1.1);
}

main().catch((e) => { process.stderr.write(`ort_bench: ${e.message}\n`); process.exit(1); });
