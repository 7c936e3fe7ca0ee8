/* bench_kernels.c - one benchmark per kernel and per shape the shipped models
 * use (plus square SGEMMs). bench/torch_bench.py times the same names with
 * PyTorch; keep the two lists in step. */
#include <stdio.h>
#include <stdlib.h>

#include "bench_common.h"
#include "npk.h"

/* ---- matmul ---- */
typedef struct mm_case {
    const char *family, *name;
    size_t m, n, k;
    npk_bias_mode bias;
    npk_act act;
} mm_case;

static const mm_case mm_cases[] = {
    /* C[M,N] = A[M,K] B[K,N], no epilogue */
    {"BM_sgemm", "BM_sgemm/256/256/256", 256, 256, 256, NPK_BIAS_NONE, NPK_ACT_NONE},
    {"BM_sgemm", "BM_sgemm/512/512/512", 512, 512, 512, NPK_BIAS_NONE, NPK_ACT_NONE},
    {"BM_sgemm", "BM_sgemm/1024/1024/1024", 1024, 1024, 1024, NPK_BIAS_NONE, NPK_ACT_NONE},
    /* the playground FC: weights[10,784] @ image[784,N] + biases[10,1] */
    {"BM_matmul_fc", "BM_matmul_fc/M:10/N:1/K:784", 10, 1, 784, NPK_BIAS_ROW, NPK_ACT_NONE},
    {"BM_matmul_fc", "BM_matmul_fc/M:10/N:100/K:784", 10, 100, 784, NPK_BIAS_ROW, NPK_ACT_NONE},
    /* nn.Linear layers of the models: x[N,in] @ W[in,out] + b[out], relu */
    {"BM_linear_relu", "BM_linear_relu/N:1/in:784/out:128", 1, 128, 784, NPK_BIAS_COL, NPK_ACT_RELU},
    {"BM_linear_relu", "BM_linear_relu/N:100/in:784/out:128", 100, 128, 784, NPK_BIAS_COL, NPK_ACT_RELU},
    {"BM_linear_relu", "BM_linear_relu/N:1/in:9216/out:128", 1, 128, 9216, NPK_BIAS_COL, NPK_ACT_RELU},
    {"BM_linear_relu", "BM_linear_relu/N:100/in:9216/out:128", 100, 128, 9216, NPK_BIAS_COL, NPK_ACT_RELU},
    {"BM_linear_relu", "BM_linear_relu/N:100/in:400/out:120", 100, 120, 400, NPK_BIAS_COL, NPK_ACT_RELU},
};

static void bm_matmul(npkb_state *st, const void *arg)
{
    const mm_case *c = (const mm_case *)arg;
    size_t bias_n = c->bias == NPK_BIAS_ROW ? c->m : c->bias == NPK_BIAS_COL ? c->n : 1;
    float *a = npkb_alloc_floats(c->m * c->k), *b = npkb_alloc_floats(c->k * c->n);
    float *y = npkb_alloc_floats(c->m * c->n), *bias = npkb_alloc_floats(bias_n);
    npk_epilogue ep = {NPK_BIAS_NONE, NULL, NPK_ACT_NONE, 0.0f, 0.0f};
    npkb_fill(a, c->m * c->k, -1.0f, 1.0f, 1);
    npkb_fill(b, c->k * c->n, -1.0f, 1.0f, 2);
    npkb_fill(bias, bias_n, -1.0f, 1.0f, 3);
    ep.bias_mode = c->bias;
    ep.bias = c->bias == NPK_BIAS_NONE ? NULL : bias;
    ep.act = c->act;
    while (npkb_keep_running(st)) {
        npk_matmul_f32(c->m, c->n, c->k, a, c->k, 0, b, c->n, 0, y, c->n, &ep);
        npkb_do_not_optimize(y);
    }
    st->flops_per_iter = 2.0 * (double)c->m * (double)c->n * (double)c->k;
    st->items_per_iter = (double)c->m * (double)c->n; /* outputs */
    free(a);
    free(b);
    free(y);
    free(bias);
}

/* ---- softmax, eltwise ---- */
typedef struct vec_case {
    const char *family, *name;
    size_t rows, cols;
} vec_case;

static const vec_case softmax_cases[] = {
    {"BM_softmax", "BM_softmax/rows:1/cols:10", 1, 10},
    {"BM_softmax", "BM_softmax/rows:100/cols:10", 100, 10},
    {"BM_softmax", "BM_softmax/rows:1000/cols:1000", 1000, 1000},
};
static const vec_case relu_cases[] = {
    {"BM_relu", "BM_relu/n:21632", 1, 21632},          /* cnn conv1 output, batch 1 */
    {"BM_relu", "BM_relu/n:2163200", 100, 21632},      /* ... batch 100 */
};
static const vec_case add_cases[] = {
    {"BM_add_bias", "BM_add_bias/rows:1/cols:128", 1, 128}, /* x[rows,cols] + b[cols] */
    {"BM_add_bias", "BM_add_bias/rows:100/cols:128", 100, 128},
};

static void bm_softmax(npkb_state *st, const void *arg)
{
    const vec_case *c = (const vec_case *)arg;
    size_t n = c->rows * c->cols;
    float *x = npkb_alloc_floats(n), *y = npkb_alloc_floats(n);
    npkb_fill(x, n, -8.0f, 8.0f, 4);
    while (npkb_keep_running(st)) {
        npk_softmax_f32(c->rows, c->cols, 1, x, y, 0);
        npkb_do_not_optimize(y);
    }
    st->items_per_iter = (double)n;
    st->flops_per_iter = 4.0 * (double)n; /* as npk-run --profile counts it */
    free(x);
    free(y);
}

static void bm_relu(npkb_state *st, const void *arg)
{
    const vec_case *c = (const vec_case *)arg;
    size_t n = c->rows * c->cols;
    float *x = npkb_alloc_floats(n), *y = npkb_alloc_floats(n);
    npkb_fill(x, n, -1.0f, 1.0f, 5);
    while (npkb_keep_running(st)) {
        npk_unary_f32(NPK_UN_RELU, n, x, y, 0.0f, 0.0f);
        npkb_do_not_optimize(y);
    }
    st->items_per_iter = (double)n;
    st->flops_per_iter = (double)n;
    free(x);
    free(y);
}

static void bm_add(npkb_state *st, const void *arg)
{
    const vec_case *c = (const vec_case *)arg;
    size_t n = c->rows * c->cols, od[2], xd[2], bd[1], xs[2], bs[2];
    float *x = npkb_alloc_floats(n), *b = npkb_alloc_floats(c->cols), *y = npkb_alloc_floats(n);
    npkb_fill(x, n, -1.0f, 1.0f, 6);
    npkb_fill(b, c->cols, -1.0f, 1.0f, 7);
    od[0] = xd[0] = c->rows;
    od[1] = xd[1] = bd[0] = c->cols;
    npk_broadcast_strides(2, od, 2, xd, xs);
    npk_broadcast_strides(2, od, 1, bd, bs);
    while (npkb_keep_running(st)) {
        npk_binary_f32(NPK_BIN_ADD, 2, od, x, xs, b, bs, y);
        npkb_do_not_optimize(y);
    }
    st->items_per_iter = (double)n;
    st->flops_per_iter = (double)n;
    free(x);
    free(b);
    free(y);
}

/* ---- conv + relu, max pool (the LeNet and CNN layers) ---- */
typedef struct conv_case {
    const char *family, *name;
    size_t n, c, h, w, f, k, pad;
    int winograd; /* filter pre-transformed for Winograd F(4x4, 3x3), as mlir2c emits it */
} conv_case;

static const conv_case conv_cases[] = {
    {"BM_conv2d_relu", "BM_conv2d_relu/N:1/C:1/H:28/W:28/F:6/K:5/P:2", 1, 1, 28, 28, 6, 5, 2, 0},     /* lenet 1 */
    {"BM_conv2d_relu", "BM_conv2d_relu/N:1/C:6/H:14/W:14/F:16/K:5/P:0", 1, 6, 14, 14, 16, 5, 0, 0},   /* lenet 2 */
    {"BM_conv2d_relu", "BM_conv2d_relu/N:1/C:1/H:28/W:28/F:32/K:3/P:0", 1, 1, 28, 28, 32, 3, 0, 0},   /* cnn 1 */
    {"BM_conv2d_relu", "BM_conv2d_relu/N:1/C:32/H:26/W:26/F:64/K:3/P:0", 1, 32, 26, 26, 64, 3, 0, 0}, /* cnn 2 */
    {"BM_conv2d_relu", "BM_conv2d_relu/N:100/C:1/H:28/W:28/F:6/K:5/P:2", 100, 1, 28, 28, 6, 5, 2, 0},
    {"BM_conv2d_relu", "BM_conv2d_relu/N:100/C:6/H:14/W:14/F:16/K:5/P:0", 100, 6, 14, 14, 16, 5, 0, 0},
    {"BM_conv2d_relu", "BM_conv2d_relu/N:100/C:1/H:28/W:28/F:32/K:3/P:0", 100, 1, 28, 28, 32, 3, 0, 0},
    {"BM_conv2d_relu", "BM_conv2d_relu/N:100/C:32/H:26/W:26/F:64/K:3/P:0", 100, 32, 26, 26, 64, 3, 0, 0},
    /* the CNN's conv 2 as the shipped model runs it; FLOPS counts the direct conv's work */
    {"BM_conv2d_relu_winograd", "BM_conv2d_relu_winograd/N:1/C:32/H:26/W:26/F:64/K:3/P:0", 1, 32, 26, 26, 64, 3, 0, 1},
    {"BM_conv2d_relu_winograd", "BM_conv2d_relu_winograd/N:100/C:32/H:26/W:26/F:64/K:3/P:0", 100, 32, 26, 26, 64, 3, 0, 1},
};

static void bm_conv(npkb_state *st, const void *arg)
{
    const conv_case *c = (const conv_case *)arg;
    npk_conv2d_params p = {0};
    size_t oh, ow, nx, nw, ny;
    float *x, *w, *b, *y;
    void *scratch = NULL;
    p.n = c->n; p.c_in = c->c; p.h = c->h; p.w = c->w;
    p.c_out = c->f; p.kh = p.kw = c->k;
    p.stride_h = p.stride_w = p.dil_h = p.dil_w = 1;
    p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = c->pad;
    p.groups = 1;
    p.act = NPK_ACT_RELU;
    oh = npk_conv2d_out_h(&p);
    ow = npk_conv2d_out_w(&p);
    nx = c->n * c->c * c->h * c->w;
    nw = c->f * c->c * c->k * c->k;
    ny = c->n * c->f * oh * ow;
    x = npkb_alloc_floats(nx);
    w = npkb_alloc_floats(nw);
    b = npkb_alloc_floats(c->f);
    y = npkb_alloc_floats(ny);
    scratch = npkb_alloc_floats(npk_conv2d_scratch_bytes(&p) / sizeof(float) + 16);
    npkb_fill(x, nx, 0.0f, 1.0f, 8);
    npkb_fill(w, nw, -0.5f, 0.5f, 9);
    npkb_fill(b, c->f, -0.1f, 0.1f, 10);
    if (c->winograd) {
        float *u = npkb_alloc_floats(npk_conv2d_winograd_filter_count(c->f, c->c));
        npk_conv2d_winograd_filter_f32(c->f, c->c, w, u);
        free(w);
        w = u;
        p.filter_layout = NPK_CONV_FILTER_WINOGRAD_F4X3;
    }
    while (npkb_keep_running(st)) {
        npk_conv2d_f32(&p, x, w, b, y, scratch);
        npkb_do_not_optimize(y);
    }
    st->flops_per_iter = 2.0 * (double)ny * (double)(c->c * c->k * c->k);
    st->items_per_iter = (double)c->n; /* images */
    free(x);
    free(w);
    free(b);
    free(y);
    free(scratch);
}

typedef struct pool_case {
    const char *family, *name;
    size_t n, c, h, w;
} pool_case;

static const pool_case pool_cases[] = {
    {"BM_maxpool2d", "BM_maxpool2d/N:1/C:6/H:28/W:28/K:2", 1, 6, 28, 28},      /* lenet */
    {"BM_maxpool2d", "BM_maxpool2d/N:1/C:64/H:24/W:24/K:2", 1, 64, 24, 24},    /* cnn */
    {"BM_maxpool2d", "BM_maxpool2d/N:100/C:6/H:28/W:28/K:2", 100, 6, 28, 28},
    {"BM_maxpool2d", "BM_maxpool2d/N:100/C:64/H:24/W:24/K:2", 100, 64, 24, 24},
};

static void bm_pool(npkb_state *st, const void *arg)
{
    const pool_case *c = (const pool_case *)arg;
    npk_pool2d_params p = {0};
    size_t nx, ny;
    float *x, *y;
    p.n = c->n; p.c = c->c; p.h = c->h; p.w = c->w;
    p.kh = p.kw = p.stride_h = p.stride_w = 2;
    nx = c->n * c->c * c->h * c->w;
    ny = c->n * c->c * npk_pool2d_out_h(&p) * npk_pool2d_out_w(&p);
    x = npkb_alloc_floats(nx);
    y = npkb_alloc_floats(ny);
    npkb_fill(x, nx, -1.0f, 1.0f, 11);
    while (npkb_keep_running(st)) {
        npk_maxpool2d_f32(&p, x, y);
        npkb_do_not_optimize(y);
    }
    st->items_per_iter = (double)ny;
    st->flops_per_iter = 4.0 * (double)ny; /* 2x2 window */
    free(x);
    free(y);
}

#define REGISTER_ALL(cases, fn)                                              \
    do {                                                                     \
        size_t i_;                                                           \
        for (i_ = 0; i_ < sizeof cases / sizeof cases[0]; i_++)              \
            npkb_register(cases[i_].family, cases[i_].name, fn, &cases[i_]); \
    } while (0)

void npkb_register_kernels(void)
{
    REGISTER_ALL(mm_cases, bm_matmul);
    REGISTER_ALL(softmax_cases, bm_softmax);
    REGISTER_ALL(relu_cases, bm_relu);
    REGISTER_ALL(add_cases, bm_add);
    REGISTER_ALL(conv_cases, bm_conv);
    REGISTER_ALL(pool_cases, bm_pool);
}
