/* bench_int8.c - int8 against float32 on the same shapes: each case is a
 * pair of rows, BM_i8_<kind>/<shape> (npk_conv2d_i8, NHWC / npk_matmul_i8,
 * zero points nonzero so the corrections run) and BM_f32_<kind>/<shape>
 * (npk_conv2d_f32, NCHW / npk_matmul_f32, no epilogue), timed in the same
 * run. bench/int8_ratio.py runs both rows repeatedly and prints the ratios.
 * Shapes: the MNIST LeNet/CNN/MLP layers and layers of the MLPerf Tiny
 * models (ic_resnet8, kws_dscnn, vww_mobilenetv1, ad_autoencoder), batch 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "npk.h"

typedef struct i8_case {
    const char *i8_name, *f32_name;
    int conv; /* else a fully connected layer: M = 1 row, K in, N out */
    size_t c, h, w, f, kh, kw, stride, pad;
} i8_case;

#define CONV(tag, c, h, w, f, kh, kw, s, p)                                              \
    {"BM_i8_conv2d/" tag, "BM_f32_conv2d/" tag, 1, c, h, w, f, kh, kw, s, p}
#define FC(tag, k, n) {"BM_i8_linear/" tag, "BM_f32_linear/" tag, 0, k, 1, 1, n, 1, 1, 1, 0}

static const i8_case i8_cases[] = {
    CONV("lenet1/C:1/H:28/W:28/F:6/K:5/P:2", 1, 28, 28, 6, 5, 5, 1, 2),
    CONV("lenet2/C:6/H:14/W:14/F:16/K:5/P:0", 6, 14, 14, 16, 5, 5, 1, 0),
    CONV("cnn1/C:1/H:28/W:28/F:32/K:3/P:0", 1, 28, 28, 32, 3, 3, 1, 0),
    CONV("cnn2/C:32/H:26/W:26/F:64/K:3/P:0", 32, 26, 26, 64, 3, 3, 1, 0),
    CONV("resnet8_a/C:16/H:32/W:32/F:16/K:3/P:1", 16, 32, 32, 16, 3, 3, 1, 1),
    CONV("resnet8_c/C:64/H:8/W:8/F:64/K:3/P:1", 64, 8, 8, 64, 3, 3, 1, 1),
    CONV("dscnn_in/C:1/H:49/W:10/F:64/K:10x4/S:2", 1, 49, 10, 64, 10, 4, 2, 1),
    CONV("dscnn_pw/C:64/H:25/W:5/F:64/K:1", 64, 25, 5, 64, 1, 1, 1, 0),
    CONV("vww_pw/C:64/H:24/W:24/F:128/K:1", 64, 24, 24, 128, 1, 1, 1, 0),
    FC("mlp/in:784/out:128", 784, 128),
    FC("cnn_fc/in:9216/out:128", 9216, 128),
    FC("ad_enc/in:640/out:128", 640, 128),
    FC("ad_mid/in:128/out:128", 128, 128),
};

static size_t i8_out(size_t in, size_t k, size_t s, size_t p) { return (in + 2 * p - k) / s + 1; }

static void fill_i8(int8_t *x, size_t n, unsigned seed)
{
    size_t i;
    uint32_t s = 2463534242u + seed;
    for (i = 0; i < n; ++i) {
        s ^= s << 13, s ^= s >> 17, s ^= s << 5;
        x[i] = (int8_t)(s >> 24);
    }
}

static void *i8_alloc(size_t bytes)
{
    return npkb_alloc_floats(bytes / sizeof(float) + 1);
}

static void bm_i8(npkb_state *st, const void *arg)
{
    const i8_case *c = (const i8_case *)arg;
    size_t oh = i8_out(c->h, c->kh, c->stride, c->pad), ow = i8_out(c->w, c->kw, c->stride, c->pad);
    size_t nx = c->c * c->h * c->w, nw = c->f * c->c * c->kh * c->kw, ny = c->f * oh * ow;
    int8_t *x = (int8_t *)i8_alloc(nx), *w = (int8_t *)i8_alloc(nw);
    int32_t *b = (int32_t *)i8_alloc(c->f * 4), *y = (int32_t *)i8_alloc(ny * 4);
    void *scratch;
    npk_conv2d_i8_params p;
    npk_matmul_i8_params q;
    fill_i8(x, nx, 1);
    fill_i8(w, nw, 2);
    memset(&p, 0, sizeof p);
    p.n = 1, p.h = c->h, p.w = c->w, p.c = c->c, p.c_out = c->f, p.kh = c->kh, p.kw = c->kw, p.oh = oh, p.ow = ow;
    p.stride_h = p.stride_w = c->stride, p.dil_h = p.dil_w = 1, p.pad_top = p.pad_left = c->pad;
    p.padded = c->pad != 0, p.groups = 1, p.in_zp = -5, p.w_zp = 0, p.bias_stride = 1;
    memset(&q, 0, sizeof q);
    q.M = 1, q.N = c->f, q.K = c->c, q.a = x, q.a_rs = c->c, q.a_cs = 1, q.b = w, q.b_rs = 1, q.b_cs = c->c;
    q.a_zp = -5, q.bias = b, q.bias_ns = 1, q.c = y, q.c_rs = c->f, q.c_cs = 1;
    scratch = i8_alloc(npk_conv2d_i8_scratch_bytes(&p) + 64);
    if (c->conv && !npk_conv2d_i8(&p, x, w, b, y, scratch)) st->skip = "npk_conv2d_i8 declined the shape";
    while (npkb_keep_running(st)) {
        if (c->conv) npk_conv2d_i8(&p, x, w, b, y, scratch);
        else npk_matmul_i8(&q);
        npkb_do_not_optimize(y);
    }
    st->flops_per_iter = 2.0 * (double)ny * (double)(c->c * c->kh * c->kw); /* integer ops, counted as FLOPS */
    st->items_per_iter = 1.0;
    free(x), free(w), free(b), free(y), free(scratch);
}

static void bm_f32(npkb_state *st, const void *arg)
{
    const i8_case *c = (const i8_case *)arg;
    npk_conv2d_params p;
    size_t oh = i8_out(c->h, c->kh, c->stride, c->pad), ow = i8_out(c->w, c->kw, c->stride, c->pad);
    size_t nx = c->c * c->h * c->w, nw = c->f * c->c * c->kh * c->kw, ny = c->f * oh * ow;
    float *x = npkb_alloc_floats(nx), *w = npkb_alloc_floats(nw), *b = npkb_alloc_floats(c->f);
    float *y = npkb_alloc_floats(ny), *scratch = NULL;
    npk_epilogue ep = {NPK_BIAS_COL, NULL, NPK_ACT_NONE, 0.0f, 0.0f};
    npkb_fill(x, nx, -1.0f, 1.0f, 1);
    npkb_fill(w, nw, -0.5f, 0.5f, 2);
    ep.bias = b;
    memset(&p, 0, sizeof p);
    p.n = 1, p.c_in = c->c, p.h = c->h, p.w = c->w, p.c_out = c->f, p.kh = c->kh, p.kw = c->kw;
    p.stride_h = p.stride_w = c->stride, p.dil_h = p.dil_w = 1, p.groups = 1;
    p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = c->pad;
    if (c->conv) scratch = npkb_alloc_floats(npk_conv2d_scratch_bytes(&p) / sizeof(float) + 16);
    while (npkb_keep_running(st)) {
        if (c->conv) npk_conv2d_f32(&p, x, w, b, y, scratch);
        else npk_matmul_f32(1, c->f, c->c, x, c->c, 0, w, c->f, 0, y, c->f, &ep);
        npkb_do_not_optimize(y);
    }
    st->flops_per_iter = 2.0 * (double)ny * (double)(c->c * c->kh * c->kw);
    st->items_per_iter = 1.0;
    free(x), free(w), free(b), free(y), free(scratch);
}

void npkb_register_int8(void)
{
    size_t i;
    for (i = 0; i < sizeof i8_cases / sizeof i8_cases[0]; ++i) {
        const char *fam_i8 = i8_cases[i].conv ? "BM_i8_conv2d" : "BM_i8_linear";
        const char *fam_f32 = i8_cases[i].conv ? "BM_f32_conv2d" : "BM_f32_linear";
        npkb_register(fam_i8, i8_cases[i].i8_name, bm_i8, &i8_cases[i]);
        npkb_register(fam_f32, i8_cases[i].f32_name, bm_f32, &i8_cases[i]);
    }
}
