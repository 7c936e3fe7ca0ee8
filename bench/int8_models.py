#!/usr/bin/python3
"""int8_models.py BUILD [--runs N] [--no-torch] [--models NAME,...]

Whole-model batch-1 times, int8 next to float32, in one run on one thread,
for the MNIST models and the MLPerf Tiny four (models/NAME/int8/):
  - npk: `npk-run --bench N` (median wall time per run) of the float32 .tcp
    and the int8 .tcp of each MNIST model (translated here from
    models/mnist/NAME.mlir with --shape image=1x1x28x28 and
    models/mnist/int8/NAME.mlir), alternated three times, medians taken;
  - PyTorch (if importable): the same float model (weights from the .mlir, as
    bench/torch_bench.py loads them) and that model quantized by PyTorch's
    own post-training flow (FX prepare/convert, default qconfig of the
    quantized engine: 'fbgemm' where this torch has it, else 'onednn', the
    x86 engine that replaced it; calibrated on 200 digits), median of N calls.
The MLPerf Tiny models: npk's float32 .tcp is the build's
(BUILD/models/NAME/NAME.tcp), the int8 one is translated from
models/NAME/int8/NAME.mlir, both fed the first golden input; PyTorch's float
model is models/NAME/make.py's (make_model.prepare) and its int8 version is
calibrated on 64 random inputs drawn like those models/tools/make_int8.py
calibrates npk's on (torch.randn, the same generator seed SEED + 3). "top-1 agree" is PyTorch int8 vs float
on those inputs (MNIST: the 200 digits); for the autoencoder it is omitted.
Prints one table row per model and the ratios; the thread variables are set
before torch is imported (single_thread.py).
"""
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import single_thread  # noqa: E402,F401  (before numpy and torch)
import numpy as np  # noqa: E402

MNIST = ["mlp", "lenet", "cnn"]
TINY = ["kws_dscnn", "ic_resnet8", "vww_mobilenetv1", "ad_autoencoder"]
MODELS = MNIST + TINY


def tiny_torch(name):
    """(float module, calibration batch, one input) of an MLPerf Tiny model, as make_int8.py builds them."""
    import torch
    sys.path.insert(0, os.path.join(REPO, "models", "tools"))
    import make_int8
    import make_model
    spec = make_int8.load_spec(name)
    model = make_model.prepare(spec["build"], spec["inputs"])
    gen = torch.Generator().manual_seed(make_int8.CALIB_SEED)
    calib = make_model.random_input(spec["inputs"][0], 64, gen)
    x = torch.from_numpy(np.load(os.path.join(REPO, "models", name, "input.npy"))[:1])
    return model, calib, x


def npk_time(run, tcp, digit, runs):
    p = subprocess.run([run, tcp, digit, "--quiet", "--bench", str(runs)], capture_output=True, text=True, check=True)
    return int(re.search(r"bench: \d+ runs, median (\d+) ns/run", p.stdout + p.stderr).group(1)) / 1000.0


def torch_times(runs):
    try:
        import torch
        import torch_bench
        from torch.ao.quantization import get_default_qconfig_mapping
        from torch.ao.quantization.quantize_fx import convert_fx, prepare_fx
    except Exception as e:  # no torch here: npk rows only
        print("PyTorch rows skipped: %s" % e)
        return None, {}
    torch.set_num_threads(1)
    engines = torch.backends.quantized.supported_engines
    engine = "fbgemm" if "fbgemm" in engines else "onednn" if "onednn" in engines else None
    if engine is None:
        print("PyTorch rows skipped: no x86 quantized engine in %s" % engines)
        return None, {}
    torch.backends.quantized.engine = engine
    imgs = torch_bench.tcf_eval.read_idx(os.path.join(REPO, "data", "mnist", "test-images.idx"))
    digits = torch.from_numpy(imgs[:200].astype(np.float32).reshape(200, 1, 28, 28) / 255.0)
    out = {}
    for name in MODELS:
        if name in MNIST:
            model, calib, x = torch_bench.load_model(name).eval(), digits, digits[:1].clone()
        else:
            model, calib, x = tiny_torch(name)
        with torch.no_grad():
            prepared = prepare_fx(model, get_default_qconfig_mapping(engine), example_inputs=(x,))
            for i in range(0, len(calib), 20):
                prepared(calib[i:i + 20])
            qmodel = convert_fx(prepared)
            row = []
            for m in (model, qmodel):
                for _ in range(20):
                    m(x)
                ts = []
                for _ in range(runs):
                    t0 = time.perf_counter()
                    m(x)
                    ts.append(time.perf_counter() - t0)
                row.append(statistics.median(ts) * 1e6)
            agree = float((model(calib).argmax(1) == qmodel(calib).argmax(1)).float().mean()) \
                if name != "ad_autoencoder" else None
        out[name] = (row[0], row[1], agree)
    return "%s %s" % (torch.__version__, engine), out


def main(argv):
    build = argv[1] if len(argv) > 1 and not argv[1].startswith("--") else os.path.join(REPO, "build")
    global MODELS
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 2000
    if "--models" in argv:
        MODELS = argv[argv.index("--models") + 1].split(",")
    m2c, run = os.path.join(build, "mlir2c"), os.path.join(build, "npk-run")
    digit = os.path.join(REPO, "data", "mnist", "sample-digit.idx")
    with tempfile.TemporaryDirectory() as tmp:
        tcps, inputs = {}, {}
        for name in MODELS:
            f, q = os.path.join(tmp, name + "_f32.tcp"), os.path.join(tmp, name + "_i8.tcp")
            if name in TINY:
                f = os.path.join(build, "models", name, name + ".tcp")
                subprocess.run([m2c, os.path.join(REPO, "models", name, "int8", name + ".mlir"), "-o", q], check=True,
                               capture_output=True)
                inputs[name] = os.path.join(tmp, name + "_x.npy")
                np.save(inputs[name], np.load(os.path.join(REPO, "models", name, "input.npy"))[:1])
                tcps[name] = (f, q)
                continue
            inputs[name] = digit
            subprocess.run([m2c, os.path.join(REPO, "models", "mnist", name + ".mlir"), "--shape", "image=1x1x28x28",
                            "-o", f], check=True, capture_output=True)
            subprocess.run([m2c, os.path.join(REPO, "models", "mnist", "int8", name + ".mlir"), "-o", q], check=True,
                           capture_output=True)
            tcps[name] = (f, q)
        npk = {name: ([], []) for name in MODELS}
        for _ in range(3):  # alternate, so load changes hit both columns alike
            for name in MODELS:
                for k in range(2):
                    npk[name][k].append(npk_time(run, tcps[name][k], inputs[name], runs))
    tver, torch_rows = (None, {}) if "--no-torch" in argv else torch_times(runs)
    p = subprocess.run([run, "--version"], capture_output=True, text=True)
    print("npk: %s; %s" % (p.stdout.strip(), single_thread.describe()))
    if tver:
        print("torch: %s" % tver)
    print("%-16s %10s %10s %8s %12s %12s %10s %12s" % ("model", "f32 us", "int8 us", "f32/i8", "torch f32", "torch int8",
                                                    "torch/npk", "top-1 agree"))
    ratios = []
    for name in MODELS:
        f, q = statistics.median(npk[name][0]), statistics.median(npk[name][1])
        ratios.append(f / q)
        t = torch_rows.get(name)
        print("%-16s %10.2f %10.2f %8.2f %12s %12s %10s %12s" % (
            name, f, q, f / q, "%.2f" % t[0] if t else "-", "%.2f" % t[1] if t else "-",
            "%.2f" % (t[1] / q) if t else "-", "%.3f" % t[2] if t and t[2] is not None else "-"))
    print("geometric mean f32/int8 (npk): %.2f" % float(np.exp(np.mean(np.log(ratios)))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
