/* npk_resize.h - resize of an NHWC f32 image (tosa.resize): nearest or
 * bilinear with a rational scale n/d and an offset per axis. Output
 * position o samples input coordinate (o * d + offset) / n, its two
 * neighbours clamped to the image. */
#ifndef NPK_RESIZE_H
#define NPK_RESIZE_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_resize_params {
    size_t n, ih, iw, c;               /* input N, H, W, C */
    size_t oh, ow;                     /* output H, W */
    int bilinear;                      /* 0: nearest (the nearer neighbour, ties up) */
    int32_t y_n, y_d, y_offset;        /* scale y_n / y_d >= 1/16, offset */
    int32_t x_n, x_d, x_offset;
} npk_resize_params;

/* y[N, OH, OW, C]: bilinear is (1-fy)(1-fx) x00 + (1-fy) fx x01 + fy (1-fx) x10
 * + fy fx x11, left to right. */
void npk_ref_resize_f32(const npk_resize_params *p, const float *x, float *y);
/* Same result; bilinear as two lerps (within a few ulp of the reference),
 * nearest bit-identical. Sample positions are found once per call (for up
 * to 256 output columns at a time), channels run in AVX-512 / AVX2 vectors. */
void npk_resize_f32(const npk_resize_params *p, const float *x, float *y);

#ifdef __cplusplus
}
#endif
#endif
