/* npk_conv_i8.h - int8 2-D convolution, NHWC data and OHWI weights, with
 * zero points and an int32 accumulator, as TOSA's CONV2D computes it:
 *     y[n, oy, ox, o] = bias[o] + sum over the window and the group's
 *                       channels of (x - in_zp) * (w - w_zp)
 * with padding taking the value in_zp (so it adds nothing), wrapping modulo
 * 2^32. Runs as im2col blocks (a 1x1 stride-1 unpadded conv: x itself)
 * through npk_matmul_i8, bit-exact with the reference loops of the iconv2d op
 * (npk_interp/ops/iconv2d.h). The im2col rows live in the caller's scratch
 * (the iconv2d op's planned arena scratch), never on the stack. */
#ifndef NPK_CONV_I8_H
#define NPK_CONV_I8_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_conv2d_i8_params {
    size_t n, h, w, c;       /* x [n, h, w, c] int8 */
    size_t c_out, kh, kw;    /* w [c_out, kh, kw, c / groups] int8 */
    size_t oh, ow;           /* y [n, oh, ow, c_out] int32 (the caller's extents) */
    size_t stride_h, stride_w, dil_h, dil_w, pad_top, pad_left, groups;
    int padded;              /* any padding at all (bottom/right included) */
    int32_t in_zp, w_zp;
    size_t bias_stride;      /* bias[o * bias_stride]: 1 per channel, 0 one value */
} npk_conv2d_i8_params;

/* At most this many bytes of im2col rows per block; the window
 * kh * kw * c / groups must fit. */
#define NPK_CONV2D_I8_COLS 32768

/* Bytes of scratch npk_conv2d_i8 needs for p: one block of im2col rows,
 * min(oh * ow, NPK_CONV2D_I8_COLS / window) rows of window = kh * kw * c /
 * groups bytes (at most NPK_CONV2D_I8_COLS, independent of the batch); 0 for
 * a 1x1 stride-1 unpadded conv (x is read in place) and where npk_conv2d_i8
 * does not apply. */
size_t npk_conv2d_i8_scratch_bytes(const npk_conv2d_i8_params *p);

/* y = conv(x, w) + bias (bias may be NULL); scratch holds
 * npk_conv2d_i8_scratch_bytes(p) bytes (may be NULL when that is 0). Returns
 * 0 without touching y where it does not apply, and the caller runs the
 * reference loops: padding with an in_zp outside int8 (it cannot be written
 * into the rows), a window over NPK_CONV2D_I8_COLS bytes, fewer than 4
 * channels per group with groups (depthwise: a one-column GEMM gains
 * nothing), no scratch where rows are needed. Returns 1 when done. */
int npk_conv2d_i8(const npk_conv2d_i8_params *p, const int8_t *x, const int8_t *w, const int32_t *bias, int32_t *y,
                  void *scratch);

#ifdef __cplusplus
}
#endif
#endif
