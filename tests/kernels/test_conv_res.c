/* The conv's fused residual (npk_conv2d_res_f32_part) against the reference
 * (npk_ref_conv2d_res_f32), on every conv path of this build's ISA: the
 * direct kernel, the im2col GEMM (strided, wide rows), the pointwise matmul,
 * depthwise (multipliers 1 and 2, strides 1 and 2, 3x3 and 5x5), the scalar
 * one-channel rows (taps past the depthwise kernel's limit) and Winograd,
 * with both orders (act(conv + b + r), act(conv + b) + r), every activation,
 * batch 1 and 3, channel counts that are no multiple of 8 or 16, and the
 * result split into image and channel parts (threads) bit-identical to the
 * whole call; the im2col convs also with the filter packed ahead
 * (npk_conv2d_pack_filter_f32), bit-identical to OIHW. */
#include "npk.h"
#include "test_util.h"

/* A parallel-for running the tasks last to first, inline. */
static void reverse_for(const void *par, size_t n, void (*fn)(void *ctx, size_t i), void *ctx)
{
    (void)par;
    while (n-- > 0) fn(ctx, n);
}

static void res_check(const npk_conv2d_params *p, int with_bias, const char *what)
{
    size_t oh = npk_conv2d_out_h(p), ow = npk_conv2d_out_w(p);
    size_t nx = p->n * p->c_in * p->h * p->w, nw = p->c_out * (p->c_in / p->groups) * p->kh * p->kw;
    size_t ny = p->n * p->c_out * oh * ow, i, wrong = 0, worst_i = 0;
    float *x = tu_alloc(nx), *w = tu_alloc(nw), *b = tu_alloc(p->c_out), *r = tu_alloc(ny);
    float *ref = tu_alloc(ny), *y = tu_alloc(ny), *yp = tu_alloc(ny), *u = NULL, *sc = NULL;
    const float *wk = w;
    double worst = 0.0, tol = p->filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3 ? 2e-4 : 2e-5;
    npk_conv2d_params q = *p;
    tu_fill(x, nx, -1.0f, 1.0f);
    tu_fill(w, nw, -0.5f, 0.5f);
    tu_fill(b, p->c_out, -0.3f, 0.3f);
    tu_fill(r, ny, -1.0f, 1.0f);
    q.filter_layout = NPK_CONV_FILTER_OIHW;
    npk_ref_conv2d_res_f32(&q, x, w, with_bias ? b : NULL, r, ref);
    if (p->filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3) {
        u = tu_alloc(npk_conv2d_winograd_filter_count(p->c_out, p->c_in));
        npk_conv2d_winograd_filter_f32(p->c_out, p->c_in, w, u);
        wk = u;
        sc = tu_alloc(npk_conv2d_scratch_bytes(p) / sizeof(float));
    }
    npk_conv2d_res_f32_part(p, x, wk, with_bias ? b : NULL, r, y, sc, 0, p->n, 0, p->c_out);
    for (i = 0; i < ny; ++i) {
        double e = fabs((double)y[i] - (double)ref[i]) / (1.0 + fabs((double)ref[i]));
        if (!(e <= tol)) ++wrong;
        if (!(e <= worst)) { worst = e; worst_i = i; }
    }
    CHECK(wrong == 0, "%s: %zu of %zu differ from the reference, worst %g at %zu (%g vs %g)", what, wrong, ny, worst,
          worst_i, (double)y[worst_i], (double)ref[worst_i]);
    CHECK(tu_guards_ok(y, ny), "%s: wrote outside the result", what);
    /* parts: images one by one, channels in thirds; same bits as the whole */
    {
        size_t n, c0, step = p->c_out / 3 + 1;
        for (n = 0; n < p->n; ++n)
            for (c0 = 0; c0 < p->c_out; c0 += step)
                npk_conv2d_res_f32_part(p, x, wk, with_bias ? b : NULL, r, yp, sc, n, n + 1, c0, c0 + step);
        CHECK(memcmp(y, yp, ny * sizeof(float)) == 0, "%s: parts differ from the whole call", what);
    }
    /* Winograd on threads: each band's steps in 3 tasks, same bits */
    if (p->filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3) {
        memset(yp, 0, ny * sizeof(float));
        npk_conv2d_winograd_tasks_f32(p, x, wk, with_bias ? b : NULL, r, yp, sc, 3, reverse_for, NULL);
        CHECK(memcmp(y, yp, ny * sizeof(float)) == 0, "%s: Winograd tasks differ from the whole call", what);
    }
    /* the filter packed ahead for the GEMM (SIMD builds, the im2col path
     * only): whole and in parts (channel thirds start mid-panel), the same
     * bits as the OIHW filter */
    if (p->filter_layout == NPK_CONV_FILTER_OIHW) {
        size_t count = npk_conv2d_packed_filter_count(p);
        /* packed only on x86 SIMD builds (npk_matmul_impl.h: NPK__GEMM_PREPACK) */
        int simd = strcmp(npk_isa_name(), "avx512") == 0 || strcmp(npk_isa_name(), "avx2") == 0;
        int im2col = strncmp(what, "im2col", 6) == 0;
        int other = !im2col && strncmp(what, "direct", 6) != 0; /* (a direct conv too wide may take the GEMM) */
        CHECK(simd && im2col ? count > 0 : !simd || other ? count == 0 : 1, "%s: packed filter count %zu on %s",
              what, count, npk_isa_name());
        if (count) {
            float *pk = tu_alloc(count);
            npk_conv2d_params q2 = *p;
            size_t n, c0, step = p->c_out / 3 + 1;
            npk_conv2d_pack_filter_f32(p, w, pk);
            CHECK(npk_conv2d_packed_filter_ok(pk), "%s: packed filter not accepted", what);
            q2.filter_layout = NPK_CONV_FILTER_PACKED_GEMM;
            memset(yp, 0, ny * sizeof(float));
            npk_conv2d_res_f32_part(&q2, x, pk, with_bias ? b : NULL, r, yp, sc, 0, p->n, 0, p->c_out);
            CHECK(memcmp(y, yp, ny * sizeof(float)) == 0, "%s: packed filter differs from OIHW", what);
            memset(yp, 0, ny * sizeof(float));
            for (n = 0; n < p->n; ++n)
                for (c0 = 0; c0 < p->c_out; c0 += step)
                    npk_conv2d_res_f32_part(&q2, x, pk, with_bias ? b : NULL, r, yp, sc, n, n + 1, c0, c0 + step);
            CHECK(memcmp(y, yp, ny * sizeof(float)) == 0, "%s: packed filter in parts differs from OIHW", what);
            CHECK(tu_guards_ok(pk, count), "%s: packing wrote outside its count", what);
            tu_free(pk);
        }
    }
    /* without r the plain conv; NPK_CONV_RES_NONE ignores r */
    {
        npk_conv2d_params none = *p;
        none.residual = NPK_CONV_RES_NONE;
        npk_conv2d_f32(p, x, wk, with_bias ? b : NULL, yp, sc);
        npk_conv2d_res_f32_part(&none, x, wk, with_bias ? b : NULL, r, y, sc, 0, p->n, 0, p->c_out);
        CHECK(memcmp(y, yp, ny * sizeof(float)) == 0, "%s: residual NONE is not the plain conv", what);
    }
    tu_free(x); tu_free(w); tu_free(b); tu_free(r); tu_free(ref); tu_free(y); tu_free(yp);
    if (u) tu_free(u);
    if (sc) tu_free(sc);
}

/* One conv in both orders and the three activations. */
static void res_case(const char *what, size_t n, size_t cin, size_t h, size_t w, size_t cout, size_t kh, size_t kw,
                     size_t stride, size_t pad, size_t groups, int winograd)
{
    npk_conv2d_params p;
    int mode, act;
    char name[160];
    memset(&p, 0, sizeof p);
    p.n = n; p.c_in = cin; p.h = h; p.w = w; p.c_out = cout; p.kh = kh; p.kw = kw;
    p.stride_h = p.stride_w = stride; p.dil_h = p.dil_w = 1;
    p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = pad;
    p.groups = groups; p.act_min = -0.3f; p.act_max = 0.4f;
    p.filter_layout = winograd ? NPK_CONV_FILTER_WINOGRAD_F4X3 : NPK_CONV_FILTER_OIHW;
    for (mode = NPK_CONV_RES_PRE_ACT; mode <= NPK_CONV_RES_POST_ACT; ++mode)
        for (act = 0; act < 3; ++act) {
            p.residual = (npk_conv_residual)mode;
            p.act = (npk_act)act;
            snprintf(name, sizeof name, "%s n%zu c%zu->%zu %zux%zu k%zux%zu s%zu g%zu %s act %d", what, n, cin, cout, h,
                     w, kh, kw, stride, groups, mode == NPK_CONV_RES_PRE_ACT ? "pre" : "post", act);
            res_check(&p, (act + mode) % 2 == 0, name);
        }
}

int main(void)
{
    static const size_t batch[] = {1, 3};
    size_t bi;
    int rc = tu_begin("conv_res");
    if (rc) return rc;
    for (bi = 0; bi < 2; ++bi) {
        size_t n = batch[bi];
        res_case("direct", n, 5, 9, 11, 13, 3, 3, 1, 1, 1, 0);
        res_case("direct wide", n, 3, 6, 61, 7, 3, 3, 1, 1, 1, 0);
        res_case("direct resnet", n, 16, 8, 8, 16, 3, 3, 1, 1, 1, 0);
        res_case("im2col stride 2", n, 7, 13, 15, 17, 3, 3, 2, 1, 1, 0);
        res_case("im2col 1x1 stride 2", n, 13, 9, 9, 19, 1, 1, 2, 0, 1, 0);
        res_case("im2col wide", n, 5, 5, 83, 9, 3, 3, 1, 1, 1, 0);
        res_case("im2col grouped", n, 6, 7, 9, 10, 3, 3, 1, 1, 2, 0);
        res_case("im2col K past KC", n, 70, 9, 9, 21, 3, 3, 2, 1, 1, 0); /* K = 630: the residual once, at the last K block */
        res_case("im2col many rows", n, 9, 7, 8, 77, 3, 3, 2, 1, 1, 0); /* row blocks past MC, parts mid-panel */
        res_case("im2col grouped K past KC", n, 60, 6, 7, 26, 3, 3, 1, 1, 2, 0);
        res_case("pointwise", n, 17, 7, 9, 11, 1, 1, 1, 0, 1, 0);
        res_case("pointwise big", n, 33, 12, 12, 24, 1, 1, 1, 0, 1, 0);
        res_case("depthwise 3x3", n, 13, 11, 9, 13, 3, 3, 1, 1, 13, 0);
        res_case("depthwise 3x3 s2", n, 13, 11, 9, 13, 3, 3, 2, 1, 13, 0);
        res_case("depthwise 5x5 m2", n, 7, 12, 19, 14, 5, 5, 1, 2, 7, 0);
        res_case("depthwise 5x5 s2", n, 7, 12, 19, 7, 5, 5, 2, 2, 7, 0);
        res_case("depthwise wide", n, 3, 5, 77, 3, 3, 3, 1, 1, 3, 0);
        res_case("one-channel rows 9x9", n, 3, 12, 13, 3, 9, 9, 1, 4, 3, 0);
        res_case("winograd", n, 33, 9, 11, 35, 3, 3, 1, 1, 1, 1);
        res_case("winograd unpadded", n, 32, 10, 7, 19, 3, 3, 1, 0, 1, 1);
    }
    return tu_end("conv_res");
}
