/* npk_resize_f32 (the resize op's path) against npk_ref_resize_f32 (the op's
 * original loops) on NHWC images of extent 1, 3 and 7, channels 1, 3, 16, 17
 * and 35 (vector tails), batch 1 and 3: nearest (bit-identical) and
 * bilinear (within 1e-6 relative) at scale 2 as PyTorch's modes export it
 * (half-pixel: n/d = 4/2, offset -1; align_corners: (O-1)/(I-1), offset 0;
 * nearest floor: 2/1), at non-integer scales (3/2, 5/3, 2/3: downscale), with
 * output widths past the 256-column tap block, and offsets that clamp at
 * both edges. */
#include "npk.h"
#include "test_util.h"

static void resize_case(size_t n, size_t ih, size_t iw, size_t c, size_t oh, size_t ow, int bilinear, int32_t yn,
                        int32_t yd, int32_t yo, int32_t xn, int32_t xd, int32_t xo)
{
    npk_resize_params p;
    size_t nx = n * ih * iw * c, ny = n * oh * ow * c, i, wrong = 0, at = 0;
    float *x = tu_alloc(nx), *ref = tu_alloc(ny), *y = tu_alloc(ny);
    double worst = 0.0;
    memset(&p, 0, sizeof p);
    p.n = n; p.ih = ih; p.iw = iw; p.c = c; p.oh = oh; p.ow = ow; p.bilinear = bilinear;
    p.y_n = yn; p.y_d = yd; p.y_offset = yo; p.x_n = xn; p.x_d = xd; p.x_offset = xo;
    tu_fill(x, nx, -2.0f, 2.0f);
    npk_ref_resize_f32(&p, x, ref);
    npk_resize_f32(&p, x, y);
    for (i = 0; i < ny; ++i) {
        double e = fabs((double)y[i] - (double)ref[i]) / (1.0 + fabs((double)ref[i]));
        if (bilinear ? !(e <= 1e-6) : memcmp(&y[i], &ref[i], sizeof(float)) != 0) ++wrong;
        if (!(e <= worst)) { worst = e; at = i; }
    }
    CHECK(wrong == 0, "%s n%zu %zux%zux%zu -> %zux%zu y %d/%d%+d x %d/%d%+d: %zu of %zu wrong, worst %g at %zu",
          bilinear ? "bilinear" : "nearest", n, ih, iw, c, oh, ow, yn, yd, yo, xn, xd, xo, wrong, ny, worst, at);
    CHECK(tu_guards_ok(y, ny), "resize wrote outside its result");
    tu_free(x); tu_free(ref); tu_free(y);
}

int main(void)
{
    static const size_t sizes[] = {1, 3, 7}, chans[] = {1, 3, 16, 17, 35}, batch[] = {1, 3};
    size_t si, sj, ci, bi;
    int rc = tu_begin("resize");
    if (rc) return rc;
    for (bi = 0; bi < 2; ++bi)
        for (si = 0; si < 3; ++si)
            for (sj = 0; sj < 3; ++sj)
                for (ci = 0; ci < 5; ++ci) {
                    size_t n = batch[bi], h = sizes[si], w = sizes[sj], c = chans[ci];
                    /* x2: PyTorch's nearest, bilinear half-pixel, bilinear align_corners */
                    resize_case(n, h, w, c, 2 * h, 2 * w, 0, 2, 1, 0, 2, 1, 0);
                    resize_case(n, h, w, c, 2 * h, 2 * w, 1, 4, 2, -1, 4, 2, -1);
                    resize_case(n, h, w, c, 2 * h, 2 * w, 1, h > 1 ? (int32_t)(2 * h - 1) : 1,
                                h > 1 ? (int32_t)(h - 1) : 1, 0, w > 1 ? (int32_t)(2 * w - 1) : 1,
                                w > 1 ? (int32_t)(w - 1) : 1, 0);
                    /* TOSA nearest with half-pixel rounding, non-integer scales, downscale */
                    resize_case(n, h, w, c, 2 * h, 2 * w, 0, 4, 2, 1, 4, 2, 1);
                    resize_case(n, h, w, c, (3 * h + 1) / 2, (3 * w + 1) / 2, 1, 3, 2, 0, 3, 2, 0);
                    resize_case(n, h, w, c, (5 * h + 2) / 3, (5 * w + 2) / 3, 0, 5, 3, 1, 5, 3, -2);
                    resize_case(n, h, w, c, (2 * h + 2) / 3, (2 * w + 2) / 3, 1, 2, 3, 0, 2, 3, 1);
                    resize_case(n, h, w, c, h + 2, w + 3, 1, 16, 15, -3, 7, 5, 6); /* offsets past both edges */
                }
    resize_case(1, 32, 32, 32, 64, 64, 1, 4, 2, -1, 4, 2, -1);  /* the U-Net's upsample */
    resize_case(2, 5, 150, 3, 10, 300, 1, 4, 2, -1, 4, 2, -1); /* two tap blocks */
    resize_case(1, 4, 300, 1, 8, 600, 0, 2, 1, 0, 2, 1, 0);
    return tu_end("resize");
}
