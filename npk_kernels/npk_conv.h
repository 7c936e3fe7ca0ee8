/* npk_conv.h - 2-D convolution, NCHW activations, filters [Cout, Cin/groups, KH, KW]. */
#ifndef NPK_CONV_H
#define NPK_CONV_H
#include "npk_common.h"
#include "npk_matmul.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_conv2d_params {
    size_t n, c_in, h, w;              /* input N, C, H, W */
    size_t c_out, kh, kw;              /* filter Cout, KH, KW (Cin/groups implied) */
    size_t stride_h, stride_w;         /* >= 1 */
    size_t dil_h, dil_w;               /* >= 1 */
    size_t pad_top, pad_left, pad_bottom, pad_right; /* zero padding */
    size_t groups;                     /* divides c_in and c_out; == c_in for depthwise */
    npk_act act;                       /* fused activation after bias */
    float act_min, act_max;
} npk_conv2d_params;

/* Output spatial size; 0 when the (dilated) kernel is larger than the padded input. */
size_t npk_conv2d_out_h(const npk_conv2d_params *p);
size_t npk_conv2d_out_w(const npk_conv2d_params *p);
/* Bytes of scratch npk_conv2d_f32 needs (bounded: independent of the batch). */
size_t npk_conv2d_scratch_bytes(const npk_conv2d_params *p);

/* y[N, Cout, OH, OW] = act(conv(x, w) + bias); bias may be NULL. */
void npk_ref_conv2d_f32(const npk_conv2d_params *p, const float *x, const float *w,
                        const float *bias, float *y);
/* Same result via the matmul machinery; scratch holds npk_conv2d_scratch_bytes(p)
 * bytes, 64-byte aligned. */
void npk_conv2d_f32(const npk_conv2d_params *p, const float *x, const float *w,
                    const float *bias, float *y, void *scratch);
/* The part of npk_conv2d_f32's result for images [n0, n1) and output
 * channels [oc0, oc1) (clipped to n and c_out), computed exactly as the full
 * call computes it: disjoint parts run in any order or concurrently give a
 * bit-identical y. Concurrent parts need separate scratch buffers.
 * Arguments are those of the full call (x and y are the whole tensors). */
void npk_conv2d_f32_part(const npk_conv2d_params *p, const float *x, const float *w,
                         const float *bias, float *y, void *scratch,
                         size_t n0, size_t n1, size_t oc0, size_t oc1);

#ifdef __cplusplus
}
#endif
#endif
