/* npk_qconv.h - the qconv2d op's convolution without im2col, where a fast
 * path exists for it (AVX-512 VNNI: npk_qconv_vnni.h): the same sum and
 * epilogue as npk_qgemm on im2col rows of the NHWC image, bit for bit, on
 * the same packed weights and folded bias (npk_qgemm.h). The caller keeps
 * its im2col + npk_qgemm path for what this declines. */
#ifndef NPK_QCONV_H
#define NPK_QCONV_H
#include "npk_qgemm.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_qconv_params {
    /* N, K = kh * kw * c, w, bias, mult/shift or scale, rounding, out_zp,
     * lo, hi and c or cf (image 0's output; c_rs = N) as npk_qgemm takes
     * them; M, a and a_rs are not read */
    npk_qgemm_params g;
    size_t n, h, w, c;            /* x: [n, h, w, c] int8 */
    size_t oh, ow, kh, kw, stride_h, stride_w, dil_h, dil_w, pad_top, pad_left;
    int32_t in_zp;                /* the value of the padding */
    const int8_t *x;
} npk_qconv_params;

/* Bytes of scratch npk_qconv_direct needs for this shape on this CPU; 0
 * when it declines it (no fast path, channels not a multiple of 4, output
 * rows too short to fill the vectors, or a size overflow). */
size_t npk_qconv_direct_scratch(const npk_qconv_params *p);
/* The whole convolution into g.c / g.cf ([n, oh, ow, N]) using `bytes` of
 * scratch; returns 0 without writing anything when it declines (as above,
 * or bytes too few), 1 when done. */
int npk_qconv_direct(const npk_qconv_params *p, void *scratch, size_t bytes);

#ifdef __cplusplus
}
#endif
#endif
