/* npk_conv_pool.h - 2-D convolution with a fused max pool, computed in bands
 * of conv output rows so only a band (not a whole image) is ever stored. */
#ifndef NPK_CONV_POOL_H
#define NPK_CONV_POOL_H
#include "npk_conv.h"
#include "npk_pool.h"
#ifdef __cplusplus
extern "C" {
#endif

/* The pool: only kh, kw, stride_h, stride_w of npk_pool2d_params are read;
 * it has no padding and floor mode (what mlir2c fuses), and runs over the
 * conv's output [N, Cout, OH, OW], giving y [N, Cout, PH, PW] with
 * PH = (OH - kh) / stride_h + 1 (likewise PW); both must be >= 1.
 *
 * Bytes of scratch the fused call needs: a band of conv rows for every
 * output channel, Cout x band x OW floats. It depends on neither the batch
 * nor the ISA; the band is a few rows (enough for one or a few pooled rows,
 * a multiple of 4 for Winograd filters), not the image height. */
size_t npk_conv2d_maxpool_scratch_bytes(const npk_conv2d_params *cp, const npk_pool2d_params *pool);

/* y = maxpool(conv(x, w) + bias, then cp's activation): bit-identical to
 * npk_conv2d_f32 followed by npk_maxpool2d_f32. scratch holds
 * npk_conv2d_maxpool_scratch_bytes bytes, 64-byte aligned. */
void npk_conv2d_maxpool_f32(const npk_conv2d_params *cp, const npk_pool2d_params *pool, const float *x,
                            const float *w, const float *bias, float *y, void *scratch);
/* The part of that result for images [n0, n1) and output channels
 * [oc0, oc1) (clipped), computed exactly as the full call computes it. A
 * part uses only its channels' rows of the scratch, so parts with disjoint
 * channel ranges may run concurrently on one scratch (not with a Winograd
 * filter, whose tile band all parts use); parts sharing channels (e.g. an
 * image split) need separate scratch buffers. */
void npk_conv2d_maxpool_f32_part(const npk_conv2d_params *cp, const npk_pool2d_params *pool, const float *x,
                                 const float *w, const float *bias, float *y, void *scratch, size_t n0, size_t n1,
                                 size_t oc0, size_t oc1);

#ifdef __cplusplus
}
#endif
#endif
