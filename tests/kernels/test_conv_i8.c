/* test_conv_i8.c - npk_conv2d_i8 bit for bit against plain loops written
 * from TOSA CONV2D's definition (those of the iconv2d op): odd channel
 * counts, 1x1 (direct) and larger windows (im2col, several row blocks),
 * stride, dilation, asymmetric padding, groups, zero points 0 / -128 / 127 /
 * random, extreme values, batch > 1; and the cases it declines (returns 0,
 * y untouched). The im2col rows go in a scratch of exactly
 * npk_conv2d_i8_scratch_bytes (guarded; the same for any batch); without
 * one only the 1x1 direct form runs. Built once per ISA path. */
#include "test_util.h"

static void ref_conv(const npk_conv2d_i8_params *p, size_t pad_bottom, size_t pad_right, const int8_t *x,
                     const int8_t *w, const int32_t *bias, int32_t *y)
{
    size_t cg = p->c / p->groups, og = p->c_out / p->groups, n, oy, ox, o, ky, kx, c;
    (void)pad_bottom, (void)pad_right;
    for (n = 0; n < p->n; n++)
        for (oy = 0; oy < p->oh; oy++)
            for (ox = 0; ox < p->ow; ox++)
                for (o = 0; o < p->c_out; o++) {
                    size_t g = o / og;
                    uint64_t acc = bias ? (uint64_t)(int64_t)bias[o * p->bias_stride] : 0;
                    for (ky = 0; ky < p->kh; ky++) {
                        int64_t iy = (int64_t)(oy * p->stride_h + ky * p->dil_h) - (int64_t)p->pad_top;
                        if (iy < 0 || iy >= (int64_t)p->h) continue;
                        for (kx = 0; kx < p->kw; kx++) {
                            int64_t ix = (int64_t)(ox * p->stride_w + kx * p->dil_w) - (int64_t)p->pad_left;
                            if (ix < 0 || ix >= (int64_t)p->w) continue;
                            for (c = 0; c < cg; c++)
                                acc += (uint64_t)(((int64_t)x[((n * p->h + (size_t)iy) * p->w + (size_t)ix) * p->c +
                                                             g * cg + c] - p->in_zp) *
                                                  ((int64_t)w[((o * p->kh + ky) * p->kw + kx) * cg + c] - p->w_zp));
                        }
                    }
                    y[((n * p->oh + oy) * p->ow + ox) * p->c_out + o] = (int32_t)(uint32_t)acc;
                }
}

static size_t extent(size_t in, size_t pads, size_t k, size_t dil, size_t stride)
{
    size_t span = dil * (k - 1) + 1;
    return in + pads < span ? 0 : (in + pads - span) / stride + 1;
}

/* how: 0 random, 1 all -128, 2 all 127, 3 extremes mixed */
static void run(size_t n, size_t h, size_t wd, size_t c, size_t f, size_t kh, size_t kw, size_t stride, size_t dil,
                size_t pt, size_t pb, size_t pl, size_t pr, size_t groups, int32_t xzp, int32_t wzp, int how,
                int with_bias, int expect_done)
{
    npk_conv2d_i8_params p;
    size_t nx, nw, ny, i;
    int8_t *x, *w;
    int32_t *bias, *got, *want;
    float *scratch;
    size_t sb, sfl;
    int done;
    memset(&p, 0, sizeof p);
    p.n = n, p.h = h, p.w = wd, p.c = c, p.c_out = f, p.kh = kh, p.kw = kw;
    p.stride_h = p.stride_w = stride, p.dil_h = p.dil_w = dil;
    p.pad_top = pt, p.pad_left = pl, p.padded = pt || pb || pl || pr, p.groups = groups;
    p.oh = extent(h, pt + pb, kh, dil, stride), p.ow = extent(wd, pl + pr, kw, dil, stride);
    p.in_zp = xzp, p.w_zp = wzp, p.bias_stride = with_bias == 2 ? 0 : 1;
    nx = n * h * wd * c, nw = f * kh * kw * (c / groups), ny = n * p.oh * p.ow * f;
    x = (int8_t *)malloc(nx), w = (int8_t *)malloc(nw), bias = (int32_t *)malloc(f * sizeof(int32_t));
    got = (int32_t *)(void *)tu_alloc(ny), want = (int32_t *)(void *)tu_alloc(ny);
    for (i = 0; i < nx; ++i)
        x[i] = how == 1 ? -128 : how == 2 ? 127 : how == 3 ? (tu_rand_u32() & 1 ? 127 : -128) : (int8_t)(tu_rand_u32() & 255);
    for (i = 0; i < nw; ++i)
        w[i] = how == 1 ? -128 : how == 2 ? 127 : how == 3 ? (tu_rand_u32() & 2 ? 127 : -128) : (int8_t)(tu_rand_u32() & 255);
    for (i = 0; i < f; ++i) bias[i] = (int32_t)tu_rand_u32();
    ref_conv(&p, pb, pr, x, w, with_bias ? bias : NULL, want);
    sb = npk_conv2d_i8_scratch_bytes(&p);
    {
        npk_conv2d_i8_params q = p;
        int direct = kh == 1 && kw == 1 && stride == 1 && !p.padded;
        q.n = n + 2;
        CHECK(npk_conv2d_i8_scratch_bytes(&q) == sb && sb <= NPK_CONV2D_I8_COLS &&
                  (sb == 0) == (direct || !expect_done),
              "scratch %zu bytes (direct %d, applies %d)", sb, direct, expect_done);
        if (sb) { /* no scratch: declined, y untouched */
            int32_t *y0 = (int32_t *)(void *)tu_alloc(ny);
            CHECK(!npk_conv2d_i8(&p, x, w, with_bias ? bias : NULL, y0, NULL), "ran without its scratch");
            for (i = 0; i < ny && tu_is_sentinel((float *)(void *)(y0 + i)); ++i) {}
            CHECK(i == ny, "declined without scratch, but wrote y[%zu]", i);
            tu_free((float *)(void *)y0);
        }
    }
    sfl = (sb + sizeof(float) - 1) / sizeof(float);
    scratch = tu_alloc(sfl ? sfl : 1);
    done = npk_conv2d_i8(&p, x, w, with_bias ? bias : NULL, got, sb ? (void *)scratch : NULL);
    CHECK(tu_guards_ok(scratch, sfl ? sfl : 1), "wrote outside the scratch of %zu bytes", sb);
    tu_free(scratch);
    CHECK(done == expect_done, "%zux%zux%zux%zu f%zu k%zux%zu s%zu d%zu g%zu: returned %d", n, h, wd, c, f, kh, kw,
          stride, dil, groups, done);
    if (done) {
        for (i = 0; i < ny && got[i] == want[i]; ++i) {}
        CHECK(i == ny, "%zux%zux%zux%zu f%zu k%zux%zu s%zu d%zu pad %zu,%zu,%zu,%zu g%zu zp %d,%d fill %d: y[%zu] = %d, want %d",
              n, h, wd, c, f, kh, kw, stride, dil, pt, pb, pl, pr, groups, (int)xzp, (int)wzp, how, i,
              i < ny ? (int)got[i] : 0, i < ny ? (int)want[i] : 0);
    } else {
        for (i = 0; i < ny && tu_is_sentinel((float *)(void *)(got + i)); ++i) {}
        CHECK(i == ny, "declined, but wrote y[%zu]", i);
    }
    CHECK(tu_guards_ok((float *)(void *)got, ny), "wrote outside y");
    free(x), free(w), free(bias);
    tu_free((float *)(void *)got), tu_free((float *)(void *)want);
}

int main(void)
{
    static const int32_t zps[][2] = {{0, 0}, {-128, 0}, {127, -128}, {-128, 127}, {5, -3}};
    static const size_t chans[] = {1, 3, 7, 17, 65};
    size_t ci, fi, z, t = 0;
    int rc = tu_begin("kernels_conv_i8");
    if (rc) return rc;
    printf("kernels_conv_i8: npk_matmul_i8_path() = %s\n", npk_matmul_i8_path());
    for (ci = 0; ci < 5; ++ci)
        for (fi = 0; fi < 5; ++fi, ++t) {
            size_t c = chans[ci], f = chans[fi];
            z = t % 5;
            run(1, 9, 7, c, f, 1, 1, 1, 1, 0, 0, 0, 0, 1, zps[z][0], zps[z][1], (int)(t % 4), 1, 1); /* direct */
            run(2, 11, 9, c, f, 3, 3, 1, 1, 1, 1, 1, 1, 1, zps[z][0], zps[z][1], (int)((t + 1) % 4), 1, 1);
            run(1, 13, 10, c, f, 5, 3, 2, 1, 2, 0, 1, 2, 1, zps[z][0], zps[z][1], (int)((t + 2) % 4), (int)(t % 3), 1);
            run(1, 12, 12, c, f, 3, 2, 1, 2, 0, 1, 0, 0, 1, zps[z][0], zps[z][1], (int)((t + 3) % 4), 1, 1);
            run(1, 8, 8, c, f, 1, 1, 2, 1, 0, 0, 0, 0, 1, zps[z][0], zps[z][1], (int)(t % 4), 1, 1); /* 1x1 strided */
        }
    /* the models' shapes: LeNet conv1/conv2, the CNN's convs, a resnet8 3x3,
     * a DS-CNN first conv and pointwise conv; extremes and zero points */
    run(1, 28, 28, 1, 6, 5, 5, 1, 1, 2, 2, 2, 2, 1, -128, 0, 3, 1, 1);
    run(1, 14, 14, 6, 16, 5, 5, 1, 1, 0, 0, 0, 0, 1, 127, -128, 1, 1, 1);
    run(1, 28, 28, 1, 32, 3, 3, 1, 1, 0, 0, 0, 0, 1, 3, 0, 0, 1, 1);
    run(1, 26, 26, 32, 64, 3, 3, 1, 1, 0, 0, 0, 0, 1, -7, 0, 2, 1, 1);
    run(1, 16, 16, 16, 32, 3, 3, 2, 1, 1, 1, 1, 1, 1, -128, 0, 0, 1, 1);
    run(1, 49, 10, 1, 64, 10, 4, 2, 1, 4, 5, 1, 1, 1, 12, 0, 3, 1, 1);
    run(1, 25, 5, 64, 64, 1, 1, 1, 1, 0, 0, 0, 0, 1, -128, 127, 3, 1, 1);
    /* groups with >= 4 channels each, and a large window (few rows a block) */
    run(2, 9, 9, 8, 6, 3, 3, 1, 1, 1, 1, 1, 1, 2, 4, -2, 0, 1, 1);
    run(1, 7, 7, 12, 9, 3, 3, 1, 1, 1, 1, 1, 1, 3, -128, 127, 3, 2, 1);
    run(1, 6, 6, 600, 5, 3, 3, 1, 1, 1, 1, 1, 1, 1, 9, 1, 0, 1, 1);
    /* declined: depthwise, padding with a zero point outside int8, a window
     * over the row buffer; unpadded with such a zero point is fine */
    run(1, 9, 9, 8, 8, 3, 3, 1, 1, 1, 1, 1, 1, 8, 0, 0, 0, 1, 0);
    run(1, 9, 9, 5, 7, 3, 3, 1, 1, 1, 1, 1, 1, 1, 200, 0, 0, 1, 0);
    run(1, 3, 3, 4000, 2, 3, 3, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    run(1, 9, 9, 5, 7, 3, 3, 1, 1, 0, 0, 0, 0, 1, 200, 300, 1, 1, 1);
    return tu_end("kernels_conv_i8");
}
