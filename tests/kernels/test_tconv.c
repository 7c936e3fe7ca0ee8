/* test_tconv.c - the transpose_conv2d op through the interpreter (its fast
 * GEMM + scatter path on SIMD builds) against a plain scatter reference
 * written here, on odd shapes: input channels around the GEMM tile sizes,
 * kernels 1..3 with strides below, equal to (the U-Net's 2x2/2) and above
 * the kernel, out_pad cropping and padding on each side, bias of [OC], [1]
 * or none, several Z chunks (in the op's arena scratch), and a tap row
 * too large for the Z buffer (the fallback, no scratch). Built once per ISA path (CMakeLists). */
#define NPK_TEST_RUNS_PROGRAMS /* through npk_run */
#include "test_util.h"
#include "tcp_builder.h"

typedef struct tc_case {
    uint32_t n, ih, iw, ic, oc, kh, kw;
    int32_t sy, sx, pt, pb, pl, pr;
    int bias; /* 0 none, 1 [OC], 2 [1] */
} tc_case;

static int64_t extent(uint32_t in, int32_t s, int32_t lo, int32_t hi, uint32_t k)
{
    return ((int64_t)in - 1) * s + lo + hi + k;
}

/* The scatter form, in double: ref[] the value, mag[] the sum of |terms|. */
static void reference(const tc_case *c, const float *x, const float *w, const float *bv, size_t OH, size_t OW,
                      double *ref, double *mag)
{
    size_t b, iy, ix, ky, kx, oc, ic, i, ny = c->n * OH * OW * c->oc;
    for (i = 0; i < ny; i++) ref[i] = mag[i] = 0;
    for (b = 0; b < c->n; b++)
        for (iy = 0; iy < c->ih; iy++)
            for (ix = 0; ix < c->iw; ix++)
                for (ky = 0; ky < c->kh; ky++)
                    for (kx = 0; kx < c->kw; kx++) {
                        int64_t oy = (int64_t)(iy * (size_t)c->sy + ky) + c->pt;
                        int64_t ox = (int64_t)(ix * (size_t)c->sx + kx) + c->pl;
                        if (oy < 0 || oy >= (int64_t)OH || ox < 0 || ox >= (int64_t)OW) continue;
                        for (oc = 0; oc < c->oc; oc++) {
                            size_t o = ((b * OH + (size_t)oy) * OW + (size_t)ox) * c->oc + oc;
                            for (ic = 0; ic < c->ic; ic++) {
                                double t = (double)x[((b * c->ih + iy) * c->iw + ix) * c->ic + ic] *
                                           w[((oc * c->kh + ky) * c->kw + kx) * c->ic + ic];
                                ref[o] += t;
                                mag[o] += fabs(t);
                            }
                        }
                    }
    if (c->bias)
        for (i = 0; i < ny; i++) {
            ref[i] += bv[c->bias == 2 ? 0 : i % c->oc];
            mag[i] += fabs(bv[c->bias == 2 ? 0 : i % c->oc]);
        }
}

static void run_case(const tc_case *c)
{
    int64_t oh = extent(c->ih, c->sy, c->pt, c->pb, c->kh), ow = extent(c->iw, c->sx, c->pl, c->pr, c->kw);
    uint32_t xd[4], wd[4], bd[1], yd[4], in[3], yt, op;
    size_t nx = (size_t)c->n * c->ih * c->iw * c->ic, nw = (size_t)c->oc * c->kh * c->kw * c->ic, ny, i, bad = 0;
    size_t nb = c->bias == 1 ? c->oc : c->bias == 2 ? 1 : 0, size;
    float *x, *w, *bv, *y;
    double *ref, *mag, worst = 0;
    tcp_builder b;
    unsigned char *buf, *raw, *arena;
    npk_program p;
    npk_error err;
    npk_status s;
    if (oh < 1 || ow < 1) return;
    ny = (size_t)c->n * (size_t)oh * (size_t)ow * c->oc;
    xd[0] = c->n; xd[1] = c->ih; xd[2] = c->iw; xd[3] = c->ic;
    wd[0] = c->oc; wd[1] = c->kh; wd[2] = c->kw; wd[3] = c->ic;
    bd[0] = (uint32_t)nb;
    yd[0] = c->n; yd[1] = (uint32_t)oh; yd[2] = (uint32_t)ow; yd[3] = c->oc;
    x = tu_alloc(nx); w = tu_alloc(nw); bv = tu_alloc(nb + 1); y = tu_alloc(ny);
    ref = (double *)malloc(ny * sizeof *ref); mag = (double *)malloc(ny * sizeof *mag);
    tu_fill(x, nx, -1, 1);
    tu_fill(w, nw, -1, 1);
    tu_fill(bv, nb, -2, 2);
    reference(c, x, w, bv, (size_t)oh, (size_t)ow, ref, mag);

    tb_init(&b);
    in[0] = tb_arena(&b, "x", 4, xd, b.arena_bytes);
    in[1] = tb_arena(&b, "w", 4, wd, b.arena_bytes);
    if (nb) in[2] = tb_arena(&b, "bias", 1, bd, b.arena_bytes);
    yt = tb_arena(&b, "y", 4, yd, b.arena_bytes);
    op = tb_op(&b, NPK_OP_TRANSPOSE_CONV2D, nb ? 3 : 2, in, yt);
    b.ops[op].attr.transpose_conv2d.stride_y = c->sy;
    b.ops[op].attr.transpose_conv2d.stride_x = c->sx;
    b.ops[op].attr.transpose_conv2d.out_pad_top = c->pt;
    b.ops[op].attr.transpose_conv2d.out_pad_bottom = c->pb;
    b.ops[op].attr.transpose_conv2d.out_pad_left = c->pl;
    b.ops[op].attr.transpose_conv2d.out_pad_right = c->pr;
    tb_op_scratch(&b, op);
    for (i = 0; i < (nb ? 3u : 2u); i++) tb_input(&b, in[i]);
    tb_output(&b, yt);
    buf = tb_serialize(&b, &size);
    s = npk_program_load(&p, buf, size, &err);
    CHECK(s == NPK_OK, "transpose_conv2d refused: %s", err.message);
    if (s == NPK_OK) {
        raw = (unsigned char *)malloc((size_t)p.arena_bytes + 64);
        arena = raw + (64 - (uintptr_t)raw % 64) % 64;
        memset(arena, 0xA5, (size_t)p.arena_bytes); /* the output starts as garbage */
        memcpy(npk_input_data(&p, arena, 0), x, nx * sizeof(float));
        memcpy(npk_input_data(&p, arena, 1), w, nw * sizeof(float));
        if (nb) memcpy(npk_input_data(&p, arena, 2), bv, nb * sizeof(float));
        CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, NULL, &err) == NPK_OK, "run: %s", err.message);
        memcpy(y, npk_output_data(&p, arena, 0), ny * sizeof(float));
        for (i = 0; i < ny; i++) {
            /* float sums of up to IC*KH*KW terms, then the bias */
            double tol = 2.0 * (double)(c->ic * c->kh * c->kw + 2) * FLT_EPSILON * mag[i] + 1e-30;
            double e = fabs((double)y[i] - ref[i]);
            if (!(e <= tol)) {
                if (bad++ < 3) fprintf(stderr, "  y[%zu] = %.9g, ref %.9g\n", i, y[i], ref[i]);
            }
            if (e > worst) worst = e;
        }
        CHECK(bad == 0, "transpose_conv2d %ux%ux%ux%u -> OC %u k%ux%u stride %d,%d out_pad %d,%d,%d,%d bias %d: %zu of "
              "%zu outside the tolerance", c->n, c->ih, c->iw, c->ic, c->oc, c->kh, c->kw, c->sy, c->sx, c->pt, c->pb,
              c->pl, c->pr, c->bias, bad, ny);
        free(raw);
    }
    free(buf);
    free(ref); free(mag);
    tu_free(x); tu_free(w); tu_free(bv); tu_free(y);
}

static void test_sweep(void)
{
    static const uint32_t ics[] = {1, 3, 16, 17, 33};
    static const uint32_t ocs[] = {1, 5, 16, 19};
    unsigned it = 0, a, o, k, s;
    for (a = 0; a < 5; a++)
        for (o = 0; o < 4; o++)
            for (k = 1; k <= 3; k++)
                for (s = 1; s <= 3; s++, it++) {
                    tc_case c;
                    c.n = 1 + it % 2; c.ih = 1 + (it * 7) % 6; c.iw = 1 + (it * 5) % 7;
                    c.ic = ics[a]; c.oc = ocs[o];
                    c.kh = k; c.kw = 1 + (k + it) % 3;
                    c.sy = (int32_t)s; c.sx = (int32_t)(it % 3 == 0 ? c.kw : 1 + (s + it) % 3);
                    /* out_pad: zero, cropping (> -k) or padding, varied per side */
                    c.pt = it % 4 == 1 ? -(int32_t)(c.kh - 1) : it % 4 == 2 ? 1 : 0;
                    c.pb = it % 5 == 3 ? 2 : it % 5 == 4 ? -(int32_t)(c.kh - 1) : 0;
                    c.pl = it % 3 == 2 ? -(int32_t)(c.kw - 1) : 0;
                    c.pr = it % 7 == 5 ? 1 : 0;
                    c.bias = (int)(it % 3);
                    run_case(&c);
                }
}

static void test_named(void)
{
    /* the U-Net's upsampling, smaller: 2x2 stride 2, no pads, many Z chunks */
    tc_case unet = {1, 12, 11, 32, 16, 2, 2, 2, 2, 0, 0, 0, 0, 1};
    /* stride == kernel with a crop on every side, and with positive pads (bias-only border) */
    tc_case crop = {2, 5, 6, 7, 9, 2, 3, 2, 3, -1, -1, -2, -1, 1};
    tc_case grow = {1, 4, 3, 5, 3, 2, 2, 2, 2, 1, 2, 0, 1, 2};
    /* stride 1, 3x3 (overlapping taps), the PyTorch padding=1 crop */
    tc_case over = {1, 9, 10, 13, 21, 3, 3, 1, 1, -1, -1, -1, -1, 1};
    /* a tap row of OC*KH*KW = 9 * 1000 floats: more than the stack Z holds */
    tc_case wide = {1, 2, 3, 4, 1000, 3, 3, 2, 2, 0, 0, 0, 0, 1};
    /* one input channel, one output channel, 1x1 kernel, stride 3 */
    tc_case thin = {1, 3, 4, 1, 1, 1, 1, 3, 3, 0, 2, 0, 0, 0};
    run_case(&unet); run_case(&crop); run_case(&grow); run_case(&over); run_case(&wide); run_case(&thin);
}

int main(void)
{
    int rc = tu_begin("tconv");
    if (rc) return rc;
    test_named();
    test_sweep();
    return tu_end("tconv");
}
