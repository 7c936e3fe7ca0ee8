#!/usr/bin/env python3
"""real_models.py - real architectures, npk vs ONNX Runtime vs PyTorch, side by side
(issue 34 item 1).

    build/bench-venv/bin/python bench/real_models.py [--build BUILD] [--out DIR]
        [--models a,b,...] [--batches 1,8] [--threads 1,2] [--rounds 2]
        [--seconds 1.0] [--peak GFLOPS] [--mlir2c PATH] [--npk-run PATH]
        [--npk-bench PATH] [--torch-python PATH] [--list]

(bench/install-bench-deps.sh makes build/bench-venv: a venv over Debian's
python3-torch/torchvision/torchaudio/onnx/numpy with onnxruntime from PyPI.)

For each model (torchvision 0.14 / torchaudio 0.13 architectures, random weights:
torch.manual_seed(0), eval mode, then tests/onnx_zoo/zoo.py's liven(): constant
initialisations randomised and BatchNorm statistics taken from a random batch,
so activations neither vanish nor explode; nothing is downloaded) and each batch:
  1. export (once, cached in OUT/MODEL/): the weights (model.pt, shared by every
     batch), then per batch bB/model.onnx (torch.onnx.export, opset 17, fixed
     shapes), bB/input.npy (torch.randn) and bB/torch_out.npy (PyTorch's output);
  2. translate: `mlir2c bB/model.onnx -o bB/model.tcp` (cached while newer than
     the .onnx and mlir2c); a refusal is a table row with mlir2c's reason;
  3. check: `npk-run model.tcp input.npy --output npk_out.npy --threads T` against
     ONNX Runtime's and PyTorch's outputs on the same input: max |npk - ref| <=
     1e-4 * (1 + max |ref|), else the row says MISMATCH (it is still timed, but
     left out of the geometric means);
  4. time, in alternated rounds (npk, ORT, PyTorch, then again; --rounds), each
     engine on T threads with the same input and weights, aiming at --seconds
     of timed runs per measurement (at least 3 runs) after a warm-up:
       npk: `npk-run model.tcp input.npy --quiet --threads T --bench N` (median
            wall ns/run of its bench line; one whole run of the batch);
       ORT: onnxruntime.InferenceSession, CPUExecutionProvider,
            intra_op_num_threads=T, inter_op_num_threads=1, ORT_ENABLE_ALL
            (in this process), median of N sess.run() calls;
       PyTorch: a worker process per thread count (OMP/OPENBLAS/MKL_NUM_THREADS=T
            set before torch loads, torch.set_num_threads(T)), the module with
            the exported weights under torch.inference_mode(), median of N calls.
     Each engine's time is the median over rounds of its per-round medians.
Env NPK_BENCH_COMMIT names the commit the build is of (default: this tree's HEAD).
Writes OUT/npk.json, OUT/ort.json, OUT/torch.json (Google Benchmark 1.7 JSON:
one iteration row per round, name BM_real/MODEL/bB/tT, real_time = median wall
ns/run, cpu_time = process CPU ns/run, FLOPS = model FLOPs / real_time, plus a
_median aggregate with more than one round), OUT/real_models.md (the machine,
then the table, then the geometric means of npk/ORT and npk/PyTorch per batch and
thread count) and OUT/real_models.png (gnuplot, else matplotlib, else skipped).

GFLOP per run: 2 x the multiply-adds of Conv, ConvTranspose, Gemm and MatMul
counted from the ONNX graph after onnx shape inference (npk-run --print's MACs
line when the onnx module is missing). Percent of peak: model FLOPs / npk's time
/ (T x the one-core FMA peak measured by the build's bench/npk_bench
--benchmark_filter=BM_fma_peak in this run, for npk's ISA; or --peak GFLOPS).
"""
import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import gb_py  # noqa: E402

TOL = 1e-4
INSTALL = "bench/install-bench-deps.sh (then run with build/bench-venv/bin/python)"


# ------------------------------------------------------------------ the models
# name -> (builder(batch) -> (module, input tensor)). Run in the torch workers.

def _tv(name, size=224, **kw):
    def build(batch):
        import torch
        import torchvision.models as m
        return getattr(m, name)(weights=None, **kw), torch.randn(batch, 3, size, size)
    return build


def _wav2letter(batch):
    import torch
    import torchaudio.models as a
    # 40 MFCC features, 4 s at a 10 ms hop
    return a.Wav2Letter(num_classes=40, input_type="mfcc", num_features=40), torch.randn(batch, 40, 400)


MODELS = {
    "mobilenet_v2": _tv("mobilenet_v2"),
    "mobilenet_v3_small": _tv("mobilenet_v3_small"),
    "mobilenet_v3_large": _tv("mobilenet_v3_large"),
    "mnasnet0_5": _tv("mnasnet0_5"),
    "shufflenet_v2_x1_0": _tv("shufflenet_v2_x1_0"),
    "squeezenet1_1": _tv("squeezenet1_1"),
    "efficientnet_b0": _tv("efficientnet_b0"),
    "resnet18": _tv("resnet18"),
    "resnet50": _tv("resnet50"),
    "densenet121": _tv("densenet121"),
    "googlenet": _tv("googlenet", aux_logits=False, init_weights=True),
    "vit_b_32": _tv("vit_b_32"),
    "wav2letter": _wav2letter,
    "vit_b_16": _tv("vit_b_16"),  # not in the default set: 35 GFLOP an image, ~5 min more per run
}
DEFAULT = [m for m in MODELS if m != "vit_b_16"]


def build_model(name, batch, weights=None):
    """(module in eval mode, input) with the same weights for every batch: seeded and
    livened, or loaded from WEIGHTS (model.pt) when given."""
    import torch
    torch.manual_seed(0)
    model, x = MODELS[name](batch)
    model.eval()
    if weights and os.path.exists(weights):
        model.load_state_dict(torch.load(weights))
    else:
        sys.path.insert(0, os.path.join(REPO, "tests", "onnx_zoo"))
        import zoo
        zoo.liven(model, (x,))
        model.eval()
    return model, x


def first_tensor(y):
    import torch
    if isinstance(y, torch.Tensor):
        return y
    if isinstance(y, dict):
        y = list(y.values())
    return first_tensor(y[0])


# ------------------------------------------------------------------ torch side (subprocesses)

def export_main(name, mdir, batches):
    """--_export: writes MDIR/model.pt and MDIR/bB/{model.onnx,input.npy,torch_out.npy}."""
    import numpy as np
    import torch
    os.makedirs(mdir, exist_ok=True)
    wpath = os.path.join(mdir, "model.pt")
    model = None
    for b in batches:
        bdir = os.path.join(mdir, "b%d" % b)
        if os.path.exists(os.path.join(bdir, "model.onnx")) and os.path.exists(os.path.join(bdir, "torch_out.npy")):
            continue
        os.makedirs(bdir, exist_ok=True)
        if model is None:
            model, _ = build_model(name, 1, wpath)
        if not os.path.exists(wpath):
            torch.save(model.state_dict(), wpath + ".tmp")
            os.replace(wpath + ".tmp", wpath)
        torch.manual_seed(1000 + b)
        _, x = MODELS[name](b)
        with torch.no_grad():
            ref = first_tensor(model(x)).numpy()
        tmp = os.path.join(bdir, "model.onnx.tmp")
        # not under no_grad: there nn.MultiheadAttention (ViT) takes its fused fast
        # path, aten::_native_multi_head_attention, which has no ONNX form
        torch.onnx.export(model, (x,), tmp, input_names=["x"], output_names=["y"], opset_version=17,
                          do_constant_folding=True)
        np.save(os.path.join(bdir, "input.npy"), x.numpy())
        np.save(os.path.join(bdir, "torch_out.npy"), ref)
        os.replace(tmp, os.path.join(bdir, "model.onnx"))
        print("exported %s batch %d" % (name, b), flush=True)
    return 0


def timed_calls(fn, seconds, n=None, min_n=3, max_n=10000):
    """One warm-up call, one to size N (unless N is given), then N timed calls:
    (median s, N, process CPU s per call)."""
    fn()
    if not n:
        t0 = time.perf_counter()
        fn()
        est = time.perf_counter() - t0
        n = max(min_n, min(max_n, int(seconds / max(est, 1e-9))))
    ts = []
    p0 = time.process_time()
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts), n, (time.process_time() - p0) / n


def torch_worker(threads):
    """--_torch-worker T: JSON lines on stdin {"name", "mdir", "batch", "seconds"},
    one JSON line back each {"median_s", "n", "cpu_s"} or {"error"}."""
    import numpy as np
    import torch
    torch.set_num_threads(threads)
    cache = {}
    for line in sys.stdin:
        req = json.loads(line)
        if req.get("info"):
            torch.randn(64, 64) @ torch.randn(64, 64)  # loads the BLAS
            libs = sorted({ln.split()[-1] for ln in open("/proc/self/maps")
                           if re.search(r"blas|mkl_rt|libmkl|blis", ln.split()[-1] if ln.split() else "")})
            sys.stdout.write(json.dumps({"blas": libs, "threads": torch.get_num_threads()}) + "\n")
            sys.stdout.flush()
            continue
        try:
            key = req["name"]
            if key not in cache:
                cache.clear()
                model, _ = build_model(key, 1, os.path.join(req["mdir"], "model.pt"))
                cache[key] = model
            model = cache[key]
            x = torch.from_numpy(np.load(os.path.join(req["mdir"], "b%d" % req["batch"], "input.npy")))
            with torch.inference_mode():
                med, n, cpu = timed_calls(lambda: model(x), req["seconds"], req.get("n"))
            out = {"median_s": med, "n": n, "cpu_s": cpu, "threads": torch.get_num_threads()}
        except Exception as e:  # reported in the table
            out = {"error": "%s: %s" % (type(e).__name__, str(e).splitlines()[0] if str(e) else "")}
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()
    return 0


class TorchWorker:
    def __init__(self, python, threads):
        env = dict(os.environ)
        for v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
            env[v] = str(threads)
        self.p = subprocess.Popen([python, os.path.abspath(__file__), "--_torch-worker", str(threads)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)

    def time(self, name, mdir, batch, seconds, n=None):
        self.p.stdin.write(json.dumps({"name": name, "mdir": mdir, "batch": batch, "seconds": seconds,
                                       "n": n}) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            return {"error": "PyTorch worker exited (code %s)" % self.p.poll()}
        return json.loads(line)

    def info(self):
        self.p.stdin.write(json.dumps({"info": True}) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        return json.loads(line) if line else {"blas": []}

    def close(self):
        self.p.stdin.close()
        self.p.wait()


# ------------------------------------------------------------------ helpers

def one_line(text, limit=300):
    lines = [ln.strip() for ln in (text or "").strip().splitlines() if ln.strip()]
    if not lines:
        return "(no message)"
    err = next((ln for ln in lines if "error" in ln.lower() or "refus" in ln.lower() or "unsupported" in ln.lower()),
               lines[0])
    return err if len(err) <= limit else err[:limit] + "..."


def onnx_macs(path):
    """Multiply-adds of Conv, ConvTranspose, Gemm and MatMul (one run), from the
    ONNX graph after shape inference; None without the onnx module."""
    try:
        import onnx
        from onnx import shape_inference
    except ImportError:
        return None
    m = onnx.load(path, load_external_data=False)
    try:
        m = shape_inference.infer_shapes(m)
    except Exception:
        pass
    g = m.graph
    shapes = {}
    for vi in list(g.input) + list(g.value_info) + list(g.output):
        dims = [d.dim_value if d.HasField("dim_value") else None for d in vi.type.tensor_type.shape.dim]
        shapes[vi.name] = dims
    for t in g.initializer:
        shapes[t.name] = list(t.dims)

    def prod(v):
        r = 1
        for d in v:
            r *= d
        return r
    total = 0
    for n in g.node:
        try:
            if n.op_type == "Conv":
                out, w = shapes[n.output[0]], shapes[n.input[1]]
                total += prod(out) * prod(w[1:])
            elif n.op_type == "ConvTranspose":
                x, w = shapes[n.input[0]], shapes[n.input[1]]
                total += prod(x) * prod(w[1:])
            elif n.op_type == "Gemm":
                a = shapes[n.input[0]]
                trans_a = any(at.name == "transA" and at.i for at in n.attribute)
                total += prod(shapes[n.output[0]]) * (a[0] if trans_a else a[1])
            elif n.op_type == "MatMul":
                total += prod(shapes[n.output[0]]) * shapes[n.input[0]][-1]
        except (KeyError, TypeError, IndexError):
            return None  # an unknown shape: no count rather than a wrong one
    return total


def npk_macs(npk_run, tcp):
    p = subprocess.run([npk_run, tcp, "--print"], capture_output=True, text=True)
    m = re.search(r"^\s*MACs:\s*(\d+)", p.stdout, re.M)
    return int(m.group(1)) if m else None


def npk_bench_line(text):
    m = re.search(r"bench: (\d+) runs, median (\d+) ns/run", text)
    c = re.search(r"bench cpu: median (\d+) ns/run", text)
    if not m:
        return None
    return {"n": int(m.group(1)), "median_s": int(m.group(2)) * 1e-9, "cpu_s": int(c.group(1)) * 1e-9 if c else None}


def measure_peak(npk_bench, isa):
    """One core's FMA peak in GFLOP/s from npk_bench's BM_fma_peak row for npk's ISA."""
    if not npk_bench or not os.path.exists(npk_bench):
        return None, "no npk_bench (build with -DNPK_BUILD_TESTS=ON, target npk_bench, or give --peak)"
    p = subprocess.run([npk_bench, "--benchmark_filter=BM_fma_peak", "--benchmark_format=json",
                        "--benchmark_min_time=0.3", "--benchmark_repetitions=3"], capture_output=True, text=True)
    if p.returncode != 0:
        return None, "npk_bench failed: " + one_line(p.stderr)
    rows = json.loads(p.stdout)["benchmarks"]
    want = "avx512" if isa == "avx512" else "avx2"
    vals = [r["FLOPS"] for r in rows if r.get("run_type") == "iteration" and r["name"].endswith("/" + want)
            and "FLOPS" in r]
    if not vals:
        return None, "npk_bench has no BM_fma_peak/%s row" % want
    return statistics.median(vals) / 1e9, "BM_fma_peak/%s, median of 3" % want


def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def max_err(a, ref):
    import numpy as np
    if a.shape != ref.shape:
        if a.size != ref.size:
            return None, "shape %s vs %s" % (list(a.shape), list(ref.shape))
        a = a.reshape(ref.shape)
    a = a.astype(np.float64)
    ref = ref.astype(np.float64)
    if not np.all(np.isfinite(a)):
        return float("inf"), None
    return float(np.max(np.abs(a - ref))), float(TOL * (1.0 + np.max(np.abs(ref))))


def gmean(v):
    return math.exp(sum(math.log(x) for x in v) / len(v)) if v else None


def fmt_ms(s):
    if s is None:
        return "-"
    ms = s * 1e3
    return "%.0f" % ms if ms >= 100 else "%.1f" % ms if ms >= 10 else "%.2f" % ms if ms >= 1 else "%.3f" % ms


# ------------------------------------------------------------------ main

def parse_args(argv):
    ap = argparse.ArgumentParser(description="npk vs ONNX Runtime vs PyTorch on real architectures")
    ap.add_argument("--build", default=os.path.join(REPO, "build"),
                    help="build dir: default for mlir2c, npk-run, bench/npk_bench and --out (default build)")
    ap.add_argument("--out", help="output dir (default BUILD/bench/real)")
    ap.add_argument("--mlir2c")
    ap.add_argument("--npk-run")
    ap.add_argument("--npk-bench", help="npk_bench for the peak (default BUILD/bench/npk_bench)")
    ap.add_argument("--peak", type=float, help="one core's FMA peak in GFLOP/s (skips npk_bench)")
    ap.add_argument("--torch-python", help="Python with torch/torchvision/torchaudio for export and PyTorch "
                    "timing (default: this one if it has torch, else /usr/bin/python3)")
    ap.add_argument("--models", help="comma-separated subset (default all; --list)")
    ap.add_argument("--batches", default="1,8")
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--seconds", type=float, default=1.0, help="timed seconds per measurement (>= 3 runs)")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--prepare", action="store_true", help="export and translate only (fills the cache)")
    ap.add_argument("--_export", nargs=3, help=argparse.SUPPRESS)
    ap.add_argument("--_torch-worker", type=int, help=argparse.SUPPRESS)
    return ap.parse_args(argv)


def need(python, modules):
    """None if PYTHON imports MODULES, else the first missing one."""
    code = "import importlib,sys\nfor m in sys.argv[1:]:\n try: importlib.import_module(m)\n except Exception: print(m); break"
    p = subprocess.run([python, "-c", code] + modules, capture_output=True, text=True)
    return p.stdout.strip() or (None if p.returncode == 0 else "python")


def main(argv):
    a = parse_args(argv[1:])
    if a._export:
        name, mdir, batches = a._export
        return export_main(name, mdir, [int(b) for b in batches.split(",")])
    if a._torch_worker is not None:
        return torch_worker(a._torch_worker)
    if a.list:
        print("\n".join(m + ("" if m in DEFAULT else " (not in the default set)") for m in MODELS))
        return 0

    try:
        import numpy as np
        import onnxruntime as ort
    except ImportError as e:
        sys.exit("real_models.py: %s is not importable by %s: run %s" % (e.name, sys.executable, INSTALL))
    torch_py = a.torch_python
    if not torch_py:
        torch_py = sys.executable if need(sys.executable, ["torch"]) is None else "/usr/bin/python3"
    miss = need(torch_py, ["torch", "torchvision", "torchaudio", "numpy"])
    if miss:
        sys.exit("real_models.py: %s is not importable by %s: run %s" % (miss, torch_py, INSTALL))

    build = os.path.abspath(a.build)
    mlir2c = a.mlir2c or os.path.join(build, "mlir2c")
    npk_run = a.npk_run or os.path.join(build, "npk-run")
    out = os.path.abspath(a.out or os.path.join(build, "bench", "real"))
    for tool, path in (("mlir2c", mlir2c), ("npk-run", npk_run)):
        if not os.access(path, os.X_OK):
            sys.exit("real_models.py: no %s at %s (cmake --build BUILD --target mlir2c npk-run; or --%s PATH)"
                     % (tool, path, tool))
    names = a.models.split(",") if a.models else DEFAULT
    for n in names:
        if n not in MODELS:
            sys.exit("real_models.py: unknown model %r (--list)" % n)
    batches = [int(b) for b in a.batches.split(",")]
    threads = [int(t) for t in a.threads.split(",")]
    os.makedirs(out, exist_ok=True)

    ver = subprocess.run([npk_run, "--version"], capture_output=True, text=True).stdout.strip()
    isa = ver.rsplit("kernels:", 1)[-1].strip() if "kernels:" in ver else "?"
    if a.peak:
        peak, peak_src = a.peak, "--peak"
    elif a.prepare:
        peak, peak_src = None, "not measured with --prepare"
    else:
        peak, peak_src = measure_peak(a.npk_bench or os.path.join(build, "bench", "npk_bench"), isa)
    torch_ver = subprocess.run([torch_py, "-c", "import torch,torchvision,torchaudio;print(torch.__version__,"
                                "torchvision.__version__,torchaudio.__version__)"],
                               capture_output=True, text=True).stdout.split()
    commit = os.environ.get("NPK_BENCH_COMMIT")  # when the build is not of this tree's HEAD
    if not commit:
        try:
            commit = subprocess.run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"], capture_output=True,
                                    text=True).stdout.strip() or "unknown"
        except OSError:
            commit = "unknown"
    print("machine: %s, %d cpus, npk isa %s, peak %s GFLOP/s/core (%s)" %
          (cpu_model(), os.cpu_count() or 1, isa, "%.1f" % peak if peak else "?", peak_src), flush=True)

    # 1-2: export and translate
    info = {}
    for name in names:
        mdir = os.path.join(out, name)
        todo = [b for b in batches if not os.path.exists(os.path.join(mdir, "b%d" % b, "model.onnx"))
                or not os.path.exists(os.path.join(mdir, "b%d" % b, "torch_out.npy"))]
        exp_err = None
        if todo:
            print("export %s batch %s" % (name, ",".join(map(str, todo))), flush=True)
            p = subprocess.run([torch_py, os.path.abspath(__file__), "--_export", name, mdir,
                                ",".join(map(str, todo))], capture_output=True, text=True)
            if p.returncode != 0:
                exp_err = "export failed: " + one_line(p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "")
        for b in batches:
            bdir = os.path.join(mdir, "b%d" % b)
            onnx_path, tcp = os.path.join(bdir, "model.onnx"), os.path.join(bdir, "model.tcp")
            r = {"name": name, "batch": b, "bdir": bdir, "onnx": onnx_path, "tcp": tcp, "refused": None,
                 "macs": None}
            info[(name, b)] = r
            if exp_err or not os.path.exists(onnx_path):
                r["refused"] = exp_err or "export failed"
                continue
            r["macs"] = onnx_macs(onnx_path)
            fresh = os.path.exists(tcp) and os.path.getmtime(tcp) >= max(os.path.getmtime(onnx_path),
                                                                         os.path.getmtime(mlir2c))
            if not fresh:
                t0 = time.time()
                p = subprocess.run([mlir2c, onnx_path, "-o", tcp], capture_output=True, text=True)
                if p.returncode != 0:
                    r["refused"] = "mlir2c: " + one_line(p.stderr or p.stdout)
                    if os.path.exists(tcp):
                        os.remove(tcp)
                    print("  %s b%d: refused: %s" % (name, b, r["refused"]), flush=True)
                    continue
                print("  %s b%d: translated in %.1f s" % (name, b, time.time() - t0), flush=True)
            if r["macs"] is None:
                r["macs"] = npk_macs(npk_run, tcp)

    if a.prepare:
        for r in info.values():
            print("%-20s b%-3d %s GFLOP  %s" % (r["name"], r["batch"], "%.2f" % (2e-9 * r["macs"]) if r["macs"]
                                               else "?", r["refused"] or "translated"))
        return 0

    # 3-4: check and time
    workers = {t: TorchWorker(torch_py, t) for t in threads}
    blas = workers[threads[0]].info().get("blas", [])
    main_lib = [b for b in blas if re.search(r"openblas|mkl|blis", os.path.basename(b))] or blas
    blas_desc = main_lib[0] if main_lib else "none mapped"
    if any(re.search(r"/blas/libblas\.so", b) for b in blas):
        blas_desc += " (the reference netlib BLAS: PyTorch's Linear/MatMul are slow; install OpenBLAS, " \
                     "bench/install-bench-deps.sh)"
    print("PyTorch BLAS: " + blas_desc, flush=True)
    results = []  # one per (model, batch, threads)
    try:
        for name in names:
            for b in batches:
                r = info[(name, b)]
                bdir = r["bdir"]
                have_in = os.path.exists(os.path.join(bdir, "input.npy"))
                x = np.load(os.path.join(bdir, "input.npy")) if have_in else None
                torch_ref = np.load(os.path.join(bdir, "torch_out.npy")) if have_in else None
                for t in threads:
                    res = {"name": name, "batch": b, "threads": t, "macs": r["macs"], "status": [],
                           "npk": [], "ort": [], "torch": [], "npk_err": None, "ort_err": None, "torch_err": None,
                           "ok": r["refused"] is None, "refused": r["refused"], "load": os.getloadavg()[0]}
                    results.append(res)
                    if x is None:
                        res["ort_err"] = res["torch_err"] = res["npk_err"] = r["refused"]
                        continue
                    sess = None
                    try:
                        so = ort.SessionOptions()
                        so.intra_op_num_threads = t
                        so.inter_op_num_threads = 1
                        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
                        sess = ort.InferenceSession(r["onnx"], so, providers=["CPUExecutionProvider"])
                        in_name = sess.get_inputs()[0].name
                        ort_out = sess.run(None, {in_name: x})[0]
                        e, tol = max_err(ort_out, torch_ref)
                        if tol is None or e > tol:
                            res["status"].append("ORT vs PyTorch %s" % (
                                "max err %.2g > %.2g" % (e, tol) if tol is not None else tol))
                    except Exception as ex:
                        res["ort_err"] = "ORT: " + one_line(str(ex))
                        sess, ort_out = None, None
                    npk_est = None
                    if r["refused"] is None:
                        outp = os.path.join(bdir, "npk_out.npy")
                        p = subprocess.run([npk_run, r["tcp"], os.path.join(bdir, "input.npy"), "--quiet",
                                            "--threads", str(t), "--output", outp, "--bench", "1"],
                                           capture_output=True, text=True)
                        bl = npk_bench_line(p.stdout + p.stderr)
                        if p.returncode != 0 or bl is None:
                            res["npk_err"] = "npk-run (exit %d): %s" % (p.returncode, one_line(p.stderr or p.stdout))
                            res["ok"] = False
                        else:
                            npk_est = bl["median_s"]
                            got = np.load(outp)
                            for ref_name, ref in (("ORT", ort_out), ("PyTorch", torch_ref)):
                                if ref is None:
                                    continue
                                e, tol = max_err(got, ref)
                                if tol is None or e > tol:
                                    res["ok"] = False
                                    res["status"].append("MISMATCH vs %s: %s" % (
                                        ref_name, "max err %.3g > tol %.3g" % (e, tol) if tol is not None else tol))
                                else:
                                    res.setdefault("errs", {})[ref_name] = (e, tol)
                    else:
                        res["npk_err"] = r["refused"]
                    n_npk = max(3, min(10000, int(a.seconds / npk_est))) if npk_est else 0
                    for rnd in range(a.rounds):
                        if n_npk:
                            p = subprocess.run([npk_run, r["tcp"], os.path.join(bdir, "input.npy"), "--quiet",
                                                "--threads", str(t), "--bench", str(n_npk)],
                                               capture_output=True, text=True)
                            bl = npk_bench_line(p.stdout + p.stderr)
                            if p.returncode == 0 and bl:
                                res["npk"].append(bl)
                            else:
                                res["npk_err"] = "npk-run (exit %d): %s" % (p.returncode, one_line(p.stderr))
                        if sess is not None:
                            med, n, cpu = timed_calls(lambda: sess.run(None, {in_name: x}), a.seconds,
                                                      res["ort"][0]["n"] if res["ort"] else None)
                            res["ort"].append({"median_s": med, "n": n, "cpu_s": cpu})
                        tw = workers[t].time(name, os.path.join(out, name), b, a.seconds,
                                             res["torch"][0]["n"] if res["torch"] else None)
                        if "error" in tw:
                            res["torch_err"] = "PyTorch: " + tw["error"]
                        else:
                            res["torch"].append(tw)
                    sess = None  # frees the session before the next one
                    line = "%-20s b%-3d t%d  load %4.1f  npk %8s  ORT %8s  PyTorch %8s ms  %s" % (
                        name, b, t, res["load"], fmt_ms(med_of(res["npk"])), fmt_ms(med_of(res["ort"])),
                        fmt_ms(med_of(res["torch"])),
                        "; ".join(res["status"]) or res["refused"] or res["npk_err"] or "ok")
                    print(line, flush=True)
    finally:
        for w in workers.values():
            w.close()

    ctx_extra = {"npk_isa": isa, "npk_version": ver, "commit": commit, "cpu_model_name": cpu_model(),
                 "peak_gflops_per_core": peak or 0.0, "peak_source": peak_src,
                 "onnxruntime_version": ort.__version__, "torch_version": " ".join(torch_ver),
                 "torch_blas": blas_desc,
                 "timing": "real_time: median wall ns per run (whole batch) per round; cpu_time: process CPU ns "
                           "per run (every thread)"}
    for key, label in (("npk", "npk"), ("ort", "ort"), ("torch", "torch")):
        write_json(os.path.join(out, label + ".json"), key, results, ctx_extra, a.rounds)
    md = table(results, ctx_extra, a, batches, threads, peak)
    with open(os.path.join(out, "real_models.md"), "w") as f:
        f.write(md)
    print()
    print(md)
    plot(results, os.path.join(out, "real_models.png"), ctx_extra)
    print("results in %s" % out)
    return 0


def med_of(runs):
    return statistics.median([x["median_s"] for x in runs]) if runs else None


def write_json(path, key, results, ctx_extra, rounds):
    for k, v in ctx_extra.items():
        gb_py.add_context(k, v)
    gb_py.add_context("engine", {"npk": "npk-run --bench", "ort": "onnxruntime InferenceSession",
                                 "torch": "PyTorch eager, inference_mode"}[key])
    ctx = gb_py._context(os.path.abspath(__file__))
    rows = []
    for fam, res in enumerate(results):
        name = "BM_real/%s/b%d/t%d" % (res["name"], res["batch"], res["threads"])
        runs, err = res[key], res[key + "_err"]
        base = {"name": name, "family_index": fam, "per_family_instance_index": 0, "run_name": name,
                "threads": res["threads"], "time_unit": "ns"}
        flops = 2.0 * res["macs"] if res["macs"] else 0.0
        if not runs:
            r = dict(base, run_type="iteration", repetitions=1, repetition_index=0, iterations=0,
                     real_time=0.0, cpu_time=0.0, error_occurred=True, error_message=err or "not run")
            rows.append(r)
            continue
        for i, run in enumerate(runs):
            r = dict(base, run_type="iteration", repetitions=len(runs), repetition_index=i, iterations=run["n"],
                     real_time=run["median_s"] * 1e9, cpu_time=(run["cpu_s"] or run["median_s"]) * 1e9)
            if flops:
                r["FLOPS"] = flops / run["median_s"]
            r["load_avg_1min"] = res["load"]
            if key == "npk" and res["status"]:
                r["label"] = "; ".join(res["status"])
            rows.append(r)
        if len(runs) > 1:
            med = statistics.median([x["median_s"] for x in runs])
            cpu = statistics.median([(x["cpu_s"] or x["median_s"]) for x in runs])
            g = dict(base, name=name + "_median", run_type="aggregate", repetitions=len(runs),
                     aggregate_name="median", aggregate_unit="time", iterations=len(runs),
                     real_time=med * 1e9, cpu_time=cpu * 1e9)
            if flops:
                g["FLOPS"] = flops / med
            rows.append(g)
    with open(path, "w") as f:
        f.write(gb_py._json_doc(ctx, rows) + "\n")


def table(results, ctx, a, batches, threads, peak):
    L = []
    L.append("Machine: %s, %d cpus; npk kernels: %s; one-core FMA peak %s GFLOP/s (%s)." % (
        ctx["cpu_model_name"], os.cpu_count() or 1, ctx["npk_isa"], "%.1f" % peak if peak else "?",
        ctx["peak_source"]))
    loads = [r["load"] for r in results] or [0.0]
    L.append("%s (commit %s), ONNX Runtime %s, PyTorch/torchvision/torchaudio %s; 1-minute load average "
             "%.1f to %.1f (median %.1f) at the rows' starts, this run included." % (
                 ctx["npk_version"].split(",")[0].replace("npk-run (npk ", "npk ").rstrip(")"), ctx["commit"],
                 ctx["onnxruntime_version"], "/".join(ctx["torch_version"].split()), min(loads), max(loads),
                 statistics.median(loads)))
    L.append("PyTorch's BLAS library: %s." % ctx["torch_blas"])
    L.append("Times: median wall ms per run of the whole batch (median over %d alternated rounds of each "
             "engine's median over >= 3 runs, ~%.1f s each). %% peak: model GFLOP / npk time / (threads x peak)."
             % (a.rounds, a.seconds))
    L.append("")
    L.append("| model | batch | threads | GFLOP | npk ms | ORT ms | PyTorch ms | npk/ORT | npk/PyTorch "
             "| npk % peak | check |")
    L.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    notes = []
    for r in results:
        n, o, t = med_of(r["npk"]), med_of(r["ort"]), med_of(r["torch"])
        gf = 2.0 * r["macs"] / 1e9 if r["macs"] else None
        if r["refused"]:
            check = "refused (note %d)" % (len(notes) + 1)
            notes.append("%s batch %d: %s" % (r["name"], r["batch"], r["refused"]))
        elif r["npk_err"] and not r["npk"]:
            check = "failed (note %d)" % (len(notes) + 1)
            notes.append("%s batch %d threads %d: %s" % (r["name"], r["batch"], r["threads"], r["npk_err"]))
        elif r["status"]:
            check = "; ".join(r["status"])
        else:
            errs = r.get("errs", {})
            check = "ok (max err %.1g)" % max(e for e, _ in errs.values()) if errs else "ok"
        for k in ("ort_err", "torch_err"):
            if r[k] and r[k] != r["refused"]:
                check += "; %s (note %d)" % (k.split("_")[0], len(notes) + 1)
                notes.append("%s batch %d threads %d: %s" % (r["name"], r["batch"], r["threads"], r[k]))
        pk = "%.0f%%" % (100.0 * gf / n / (r["threads"] * peak)) if (gf and n and peak) else "-"
        L.append("| %s | %d | %d | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["name"], r["batch"], r["threads"], "%.2f" % gf if gf else "-", fmt_ms(n), fmt_ms(o), fmt_ms(t),
            "%.2f" % (n / o) if n and o else "-", "%.2f" % (n / t) if n and t else "-", pk, check))
    L.append("")
    L.append("Geometric means over the models that pass the check (ratio < 1: npk faster):")
    L.append("")
    L.append("| batch | threads | models | npk/ORT | npk/PyTorch |")
    L.append("|---:|---:|---:|---:|---:|")
    for b in batches:
        for t in threads:
            rs = [r for r in results if r["batch"] == b and r["threads"] == t and r["ok"]
                  and med_of(r["npk"]) and med_of(r["ort"]) and med_of(r["torch"])]
            go = gmean([med_of(r["npk"]) / med_of(r["ort"]) for r in rs])
            gt = gmean([med_of(r["npk"]) / med_of(r["torch"]) for r in rs])
            L.append("| %d | %d | %d | %s | %s |" % (b, t, len(rs), "%.2f" % go if go else "-",
                                                      "%.2f" % gt if gt else "-"))
    if notes:
        L.append("")
        L.append("Notes:")
        L.append("")
        for i, s in enumerate(notes):
            L.append("%d. %s" % (i + 1, s.replace("|", "\\|")))
    return "\n".join(L) + "\n"


def plot(results, png, ctx):
    rows = [r for r in results if med_of(r["ort"])]
    if not rows:
        print("plot: nothing to plot")
        return
    data = png[:-4] + ".dat"
    with open(data, "w") as f:
        f.write("# label npk/ORT PyTorch/ORT\n")
        for r in rows:
            o = med_of(r["ort"])
            n, t = med_of(r["npk"]), med_of(r["torch"])
            f.write("%s/b%d/t%d %s %s\n" % (r["name"], r["batch"], r["threads"],
                                            "%.4f" % (n / o) if n else "NaN", "%.4f" % (t / o) if t else "NaN"))
    lo = 10.0 ** math.floor(math.log10(0.9 * min([v / med_of(r["ort"]) for r in rows
                                                     for v in (med_of(r["npk"]), med_of(r["torch"])) if v] or [1.0])))
    title = "npk and PyTorch time relative to ONNX Runtime (lower is faster; log scale)"
    sub = "%s, npk isa %s, %s" % (ctx["cpu_model_name"], ctx["npk_isa"], time.strftime("%Y-%m-%d"))
    if shutil.which("gnuplot"):
        script = """set terminal pngcairo size 1600,800 font "sans,10" noenhanced
set output '%s'
set title "%s\\n%s"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set logscale y 10
set yrange [%g:*]
set ylabel "time / ONNX Runtime time"
set grid ytics
set xtics rotate by -60 left font ",7" nomirror
set key top left
set bmargin 12
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2
plot '%s' using 2:xtic(1) title "npk" lc rgb "#1f77b4", '' using 3 title "PyTorch" lc rgb "#ff7f0e"
""" % (png, title, sub, lo, data)
        p = subprocess.run(["gnuplot"], input=script, capture_output=True, text=True)
        if p.returncode == 0:
            print("wrote %s (gnuplot)" % png)
            return
        print("plot: gnuplot failed: %s" % one_line(p.stderr))
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("plot: skipped (neither gnuplot nor matplotlib; apt-get install gnuplot-nox); data in %s" % data)
        return
    labels = ["%s/b%d/t%d" % (r["name"], r["batch"], r["threads"]) for r in rows]
    nv = [med_of(r["npk"]) / med_of(r["ort"]) if med_of(r["npk"]) else float("nan") for r in rows]
    tv = [med_of(r["torch"]) / med_of(r["ort"]) if med_of(r["torch"]) else float("nan") for r in rows]
    fig, ax = plt.subplots(figsize=(16, 8))
    xs = range(len(rows))
    ax.bar([i - 0.2 for i in xs], nv, 0.4, label="npk")
    ax.bar([i + 0.2 for i in xs], tv, 0.4, label="PyTorch")
    ax.axhline(1.0, ls="--", c="k", lw=0.8)
    ax.set_yscale("log")
    ax.set_ylim(bottom=lo)
    ax.set_xticks(list(xs))
    ax.set_xticklabels(labels, rotation=60, ha="right", fontsize=7)
    ax.set_ylabel("time / ONNX Runtime time")
    ax.set_title(title + "\n" + sub)
    ax.legend()
    fig.tight_layout()
    fig.savefig(png, dpi=100)
    print("wrote %s (matplotlib)" % png)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
