/* npk_pool.h - 2-D max and average pooling over NCHW tensors. */
#ifndef NPK_POOL_H
#define NPK_POOL_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_pool2d_params {
    size_t n, c, h, w;
    size_t kh, kw;
    size_t stride_h, stride_w;
    size_t pad_top, pad_left, pad_bottom, pad_right;
    int ceil_mode;          /* PyTorch rule: a last window must start inside input or left pad */
    int count_include_pad;  /* avg only: divide by the full window incl. padding */
} npk_pool2d_params;

size_t npk_pool2d_out_h(const npk_pool2d_params *p);
size_t npk_pool2d_out_w(const npk_pool2d_params *p);

/* Max pooling ignores padding (as -inf); NaN in a window gives NaN. */
void npk_ref_maxpool2d_f32(const npk_pool2d_params *p, const float *x, float *y);
void npk_maxpool2d_f32(const npk_pool2d_params *p, const float *x, float *y);
void npk_ref_avgpool2d_f32(const npk_pool2d_params *p, const float *x, float *y);
void npk_avgpool2d_f32(const npk_pool2d_params *p, const float *x, float *y);

#ifdef __cplusplus
}
#endif
#endif
