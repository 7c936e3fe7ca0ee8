/* npk_qdwconv.h - int8 depthwise convolution that requantises as it writes:
 * TOSA's DEPTHWISE_CONV2D (channel multiplier 1, weight zero point 0) then
 * RESCALE to int8 (input zero point 0, scale32), as one pass, NHWC:
 *     acc[n][oy][ox][c] = bias[c] + sum over the window's taps inside the
 *                         image of (x[n][iy][ix][c] - in_zp) * w[ky][kx][c]
 *     y = clip(apply_scale_32(acc, mult[c], shift[c]) + out_zp, lo, hi)
 * (padding taps hold in_zp and add nothing). Weights are [KH][KW][C], so one
 * tap's C weights are contiguous like the pixel's C channels: the SIMD paths
 * take 16 (AVX-512) or 8 (AVX2) channels per vector, the products exact in
 * 16 or 32 bits (|x - in_zp| <= 255, |w| <= 128), the sum in int32 lanes
 * (modulo 2^32, as the reference), and the epilogue of npk_qgemm_requant. */
#ifndef NPK_QDWCONV_H
#define NPK_QDWCONV_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_qdw_params {
    size_t n, h, w, c;          /* x: [n, h, w, c] */
    size_t kh, kw, oh, ow;      /* y: [n, oh, ow, c] */
    size_t stride_h, stride_w, dil_h, dil_w, pad_top, pad_left;
    const int8_t *x, *wt;       /* wt: [kh][kw][c] */
    const int32_t *bias;        /* [c] */
    const int32_t *mult;        /* [c] */
    const int8_t *shift;        /* [c], taken as 1..62 */
    int double_round;
    int32_t in_zp, out_zp, lo, hi; /* in_zp, out_zp, lo <= hi: int8 values */
    int8_t *y;
} npk_qdw_params;

/* The oracle: plain loops, one output value at a time. */
void npk_qdwconv_ref(const npk_qdw_params *p);
/* Same result, the fastest path this build has. No stack buffers. */
void npk_qdwconv(const npk_qdw_params *p);
/* "avx512-vnni" (npk_qdwconv_vnni.h), "avx512", "avx2", "arm-dsp" (Cortex-M
 * SMLABB/SMLATT) or "scalar". */
const char *npk_qdwconv_path(void);

#ifdef __cplusplus
}
#endif
#endif
