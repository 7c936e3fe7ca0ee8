#!/usr/bin/python3
"""PyTorch baselines for npk_bench: the same benchmark names, shapes and (for the
models) the same weights, on one thread, in inference mode. Output is Google
Benchmark 1.7 JSON or console, with the same flags as npk_bench:

  /usr/bin/python3 bench/torch_bench.py --benchmark_format=json > torch.json
  --benchmark_filter=REGEX --benchmark_min_time=0.5[s]|Nx --benchmark_repetitions=N
  --benchmark_out=FILE --benchmark_out_format=json

Model weights come from models/mnist/*.mlir (the hex constants, parsed with
tools/mnist/tcf_eval.py) and models/mnist/fc-*.npy, loaded into the modules of
tools/mnist/models.py. Before timing, every model is checked against the golden
PyTorch outputs in data/mnist/golden on 100 real digits: the weights are right.
Needs python3-torch (Debian) and numpy; see bench/install-bench-deps.sh.

One thread for real: torch.set_num_threads(1) does not reach the pool of the
threaded OpenBLAS that Debian's PyTorch calls, so the thread variables are set
here before torch is imported (single_thread.py), and every row is checked:
gb_py reports process CPU time / wall time and refuses rows above 1.1.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import single_thread  # noqa: E402,F401  (before numpy and torch)

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(REPO, "tools", "mnist"))
import gb_py  # noqa: E402
import models as mnist_models  # noqa: E402
import tcf_eval  # noqa: E402

MODELS = ["fc", "fc_softmax", "mlp", "lenet", "cnn"]
MODEL_DIR = os.path.join(REPO, "models", "mnist")
DATA_DIR = os.path.join(REPO, "data", "mnist")


def gen(shape, lo=-1.0, hi=1.0, seed=0):
    g = torch.Generator().manual_seed(seed)
    return (torch.rand(*shape, generator=g) * (hi - lo) + lo).contiguous()


def load_model(name):
    """The tools/mnist/models.py module with the weights of models/mnist/NAME.mlir."""
    model = mnist_models.build(name)
    if name == "fc":
        w = np.load(os.path.join(MODEL_DIR, "fc-weights.npy")).astype(np.float32)
        b = np.load(os.path.join(MODEL_DIR, "fc-biases.npy")).astype(np.float32)
        model.weights.data = torch.from_numpy(w.reshape(10, 784).copy())
        model.biases.data = torch.from_numpy(b.reshape(10, 1).copy())
        return model.eval()
    _, consts, ops, _ = tcf_eval.parse(os.path.join(MODEL_DIR, name + ".mlir"))
    layers = [m for m in model if isinstance(m, (torch.nn.Conv2d, torch.nn.Linear))]
    pending, li = None, 0
    for _, _, op, operands, _, _, _ in ops:
        c = [consts[o] for o in operands if o in consts]
        if op == "conv_2d_nchw":
            layers[li].weight.data = torch.from_numpy(c[0].copy())
            layers[li].bias.data = torch.from_numpy(c[1].copy())
            li += 1
        elif op == "matmul":  # x @ W with W stored [in, out]: nn.Linear keeps [out, in]
            layers[li].weight.data = torch.from_numpy(c[0].T.copy())
            pending = layers[li]
            li += 1
        elif op == "add" and c and pending is not None:
            pending.bias.data = torch.from_numpy(c[0].reshape(-1).copy())
            pending = None
    if li != len(layers):
        raise SystemExit("torch_bench: %s.mlir filled %d of %d layers" % (name, li, len(layers)))
    return model.eval()


def check_model(name, model):
    images = tcf_eval.read_idx(os.path.join(DATA_DIR, "test-images.idx"))[:100].astype(np.float32) / 255.0
    golden = np.load(os.path.join(DATA_DIR, "golden", name + ".npy"))[:100]
    x = torch.from_numpy(images.reshape(100, 1, 28, 28).copy())
    with torch.inference_mode():
        out = mnist_models.outputs(name, model, x).numpy()
    diff = float(np.abs(out - golden).max())
    if diff > 1e-4:
        raise SystemExit("torch_bench: %s differs from data/mnist/golden by %g: wrong weights" % (name, diff))


def model_input(name, batch):
    if name == "fc":
        return gen((784, batch), 0.0, 1.0, 20)  # one image per column
    return gen((batch, 1, 28, 28), 0.0, 1.0, 20)


# ---- kernels: the same names and shapes as bench/bench_kernels.c ----
def bm_sgemm(n):
    def bm(st):
        a, b, y = gen((n, n), seed=1), gen((n, n), seed=2), torch.empty(n, n)
        st.run(lambda: torch.matmul(a, b, out=y))
        st.flops_per_iter, st.items_per_iter = 2.0 * n * n * n, n * n
    return bm


def bm_matmul_fc(m, n, k):
    def bm(st):  # the playground FC: torch.matmul + add
        w, x, b = gen((m, k), seed=1), gen((k, n), seed=2), gen((m, 1), seed=3)
        st.run(lambda: torch.matmul(w, x) + b)
        st.flops_per_iter, st.items_per_iter = 2.0 * m * n * k, m * n
    return bm


def bm_linear_relu(n, cin, cout):
    def bm(st):  # nn.Linear + nn.ReLU
        x, w, b = gen((n, cin), seed=1), gen((cout, cin), seed=2), gen((cout,), seed=3)
        st.run(lambda: torch.relu(F.linear(x, w, b)))
        st.flops_per_iter, st.items_per_iter = 2.0 * n * cin * cout, n * cout
    return bm


def bm_softmax(rows, cols):
    def bm(st):
        x = gen((rows, cols), -8.0, 8.0, 4)
        st.run(lambda: torch.softmax(x, dim=1))
        st.flops_per_iter, st.items_per_iter = 4.0 * rows * cols, rows * cols
    return bm


def bm_relu(n):
    def bm(st):
        x = gen((n,), seed=5)
        st.run(lambda: torch.relu(x))
        st.flops_per_iter = st.items_per_iter = n
    return bm


def bm_add_bias(rows, cols):
    def bm(st):
        x, b = gen((rows, cols), seed=6), gen((cols,), seed=7)
        st.run(lambda: x + b)
        st.flops_per_iter = st.items_per_iter = rows * cols
    return bm


def bm_conv_relu(n, c, h, w, f, k, p):
    def bm(st):  # nn.Conv2d + nn.ReLU
        x, wt, b = gen((n, c, h, w), 0.0, 1.0, 8), gen((f, c, k, k), -0.5, 0.5, 9), gen((f,), -0.1, 0.1, 10)
        st.run(lambda: torch.relu(F.conv2d(x, wt, b, padding=p)))
        oh, ow = h + 2 * p - k + 1, w + 2 * p - k + 1
        st.flops_per_iter, st.items_per_iter = 2.0 * n * f * oh * ow * c * k * k, n
    return bm


def bm_maxpool(n, c, h, w):
    def bm(st):
        x = gen((n, c, h, w), seed=11)
        st.run(lambda: F.max_pool2d(x, 2))
        outs = n * c * (h // 2) * (w // 2)
        st.flops_per_iter, st.items_per_iter = 4.0 * outs, outs
    return bm


def bm_model(name, batch, model):
    def bm(st):
        x = model_input(name, batch)
        st.run(lambda: model(x))
        st.items_per_iter = batch
    return bm


def register_all():
    R = gb_py.register
    for n in (256, 512, 1024):
        R("BM_sgemm", "BM_sgemm/%d/%d/%d" % (n, n, n), bm_sgemm(n))
    for n in (1, 100):
        R("BM_matmul_fc", "BM_matmul_fc/M:10/N:%d/K:784" % n, bm_matmul_fc(10, n, 784))
    for n, cin, cout in ((1, 784, 128), (100, 784, 128), (1, 9216, 128), (100, 9216, 128), (100, 400, 120)):
        R("BM_linear_relu", "BM_linear_relu/N:%d/in:%d/out:%d" % (n, cin, cout), bm_linear_relu(n, cin, cout))
    for rows, cols in ((1, 10), (100, 10), (1000, 1000)):
        R("BM_softmax", "BM_softmax/rows:%d/cols:%d" % (rows, cols), bm_softmax(rows, cols))
    for n in (21632, 2163200):
        R("BM_relu", "BM_relu/n:%d" % n, bm_relu(n))
    for rows in (1, 100):
        R("BM_add_bias", "BM_add_bias/rows:%d/cols:128" % rows, bm_add_bias(rows, 128))
    convs = [(1, 28, 28, 6, 5, 2), (6, 14, 14, 16, 5, 0), (1, 28, 28, 32, 3, 0), (32, 26, 26, 64, 3, 0)]
    for n in (1, 100):
        for c, h, w, f, k, p in convs:
            R("BM_conv2d_relu", "BM_conv2d_relu/N:%d/C:%d/H:%d/W:%d/F:%d/K:%d/P:%d" % (n, c, h, w, f, k, p),
              bm_conv_relu(n, c, h, w, f, k, p))
    for n in (1, 100):
        for c, h in ((6, 28), (64, 24)):
            R("BM_maxpool2d", "BM_maxpool2d/N:%d/C:%d/H:%d/W:%d/K:2" % (n, c, h, h), bm_maxpool(n, c, h, h))
    for name in MODELS:
        model = load_model(name)
        check_model(name, model)
        for batch in (1, 100):
            R("BM_model", "BM_model/%s/batch:%d" % (name, batch), bm_model(name, batch, model))


def main():
    torch.set_num_threads(1)
    gb_py.MAX_PROC_CPU_PER_WALL = single_thread.MAX_PROC_CPU_PER_WALL
    gb_py.add_context("torch_version", torch.__version__)
    gb_py.add_context("thread_env", single_thread.describe())
    gb_py.add_context("torch_threads", str(torch.get_num_threads()))
    with torch.inference_mode():
        register_all()
        return gb_py.main(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
