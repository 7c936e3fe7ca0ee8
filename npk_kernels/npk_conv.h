/* npk_conv.h - 2-D convolution, NCHW activations, filters [Cout, Cin/groups, KH, KW]
 * or, for 3x3 stride-1 convs, pre-transformed for Winograd F(4x4, 3x3). */
#ifndef NPK_CONV_H
#define NPK_CONV_H
#include "npk_common.h"
#include "npk_matmul.h"
#ifdef __cplusplus
extern "C" {
#endif

/* How the filter operand is stored. */
typedef enum npk_conv_filter_layout {
    NPK_CONV_FILTER_OIHW = 0,          /* w[Cout][Cin/groups][KH][KW] */
    /* Winograd F(4x4, 3x3): u[36][Cin][Cout] = G g G^T of each 3x3 filter g,
     * from npk_conv2d_winograd_filter_f32. Needs KH = KW = 3, stride 1,
     * dilation 1, groups 1. Does 4x fewer multiplies than the direct conv
     * for 4x the filter bytes; results differ from it by rounding only. */
    NPK_CONV_FILTER_WINOGRAD_F4X3 = 1,
    /* The OIHW filter in this build's GEMM panels, from
     * npk_conv2d_pack_filter_f32 (for convs npk_conv2d_packed_filter_count
     * gives a nonzero count for): the GEMM reads the panels instead of
     * packing the filter again for every block of output pixels. Same
     * results as OIHW, bit for bit. */
    NPK_CONV_FILTER_PACKED_GEMM = 2
} npk_conv_filter_layout;

/* A residual operand r (the conv's output shape) added in the epilogue. */
typedef enum npk_conv_residual {
    NPK_CONV_RES_NONE = 0,
    NPK_CONV_RES_PRE_ACT = 1, /* y = act(conv + bias + r) */
    NPK_CONV_RES_POST_ACT = 2 /* y = act(conv + bias) + r */
} npk_conv_residual;

typedef struct npk_conv2d_params {
    size_t n, c_in, h, w;              /* input N, C, H, W */
    size_t c_out, kh, kw;              /* filter Cout, KH, KW (Cin/groups implied) */
    size_t stride_h, stride_w;         /* >= 1 */
    size_t dil_h, dil_w;               /* >= 1 */
    size_t pad_top, pad_left, pad_bottom, pad_right; /* zero padding */
    size_t groups;                     /* divides c_in and c_out; == c_in for depthwise */
    npk_act act;                       /* fused activation after bias */
    float act_min, act_max;
    npk_conv_filter_layout filter_layout; /* 0 (OIHW) when the struct is zeroed */
    npk_conv_residual residual;        /* how the _res_ entry points add r; 0 when zeroed */
} npk_conv2d_params;

/* Output spatial size; 0 when the (dilated) kernel is larger than the padded input. */
size_t npk_conv2d_out_h(const npk_conv2d_params *p);
size_t npk_conv2d_out_w(const npk_conv2d_params *p);
/* Bytes of scratch npk_conv2d_f32 needs (bounded: independent of the batch;
 * nonzero only for a Winograd filter). Parts of one call that run
 * concurrently need a scratch each when it is nonzero. */
size_t npk_conv2d_scratch_bytes(const npk_conv2d_params *p);

/* Floats in a Winograd F(4x4, 3x3) filter: 36 * c_in * c_out. */
size_t npk_conv2d_winograd_filter_count(size_t c_out, size_t c_in);
/* u[36][c_in][c_out] from w[c_out][c_in][3][3]; computed in double. */
void npk_conv2d_winograd_filter_f32(size_t c_out, size_t c_in, const float *w, float *u);
/* Whether the conv may use NPK_CONV_FILTER_WINOGRAD_F4X3 (the filter_layout
 * field itself is ignored). */
int npk_conv2d_winograd_supported(const npk_conv2d_params *p);
/* Floats of the conv's OIHW filter packed for this build's GEMM (a header,
 * then per group the filter as the GEMM's row panels), or 0 when p's conv
 * does not run the packing GEMM in this build (pointwise, depthwise and
 * direct convs, Winograd, builds without SIMD). Depends on the shape only. */
size_t npk_conv2d_packed_filter_count(const npk_conv2d_params *p);
/* dst[npk_conv2d_packed_filter_count(p)] from w[Cout][Cin/groups][KH][KW]. */
void npk_conv2d_pack_filter_f32(const npk_conv2d_params *p, const float *w, float *dst);
/* Whether packed (from npk_conv2d_pack_filter_f32) has the panel sizes of
 * the code that runs now (the ISA npk_isa_select chose may differ from the
 * one that packed it): if not, run the OIHW filter. */
int npk_conv2d_packed_filter_ok(const float *packed);
/* A parallel-for: fn(ctx, i) for every i < n, on any threads, returning
 * when all are done. */
typedef void (*npk_conv2d_par_for)(const void *par, size_t n, void (*fn)(void *ctx, size_t i), void *ctx);
/* The whole conv with a Winograd filter (residual r as npk_conv2d_res_f32_part;
 * NULL: none), each band of tiles' steps shared out to up to `tasks` tasks
 * through par_for: one scratch of npk_conv2d_scratch_bytes for them all, and
 * bit-identical to the serial call. */
void npk_conv2d_winograd_tasks_f32(const npk_conv2d_params *p, const float *x, const float *u, const float *bias,
                                   const float *r, float *y, void *scratch, size_t tasks,
                                   npk_conv2d_par_for par_for, const void *par);
/* Arena scratch the Winograd layout needs (also what npk_conv2d_scratch_bytes
 * gives for it): a band of transformed tiles, a function of the shape only. */
size_t npk_conv2d_winograd_scratch_bytes(const npk_conv2d_params *p);

/* y[N, Cout, OH, OW] = act(conv(x, w) + bias); bias may be NULL.
 * The reference takes OIHW filters only. */
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

/* The same with a residual r[N, Cout, OH, OW] added as p->residual says
 * (r NULL or NPK_CONV_RES_NONE: the plain conv). y must not overlap r. The
 * fast path is compiled where NPK__KEEP_CONV_RES (npk_select.h). */
void npk_ref_conv2d_res_f32(const npk_conv2d_params *p, const float *x, const float *w,
                            const float *bias, const float *r, float *y);
void npk_conv2d_res_f32_part(const npk_conv2d_params *p, const float *x, const float *w,
                             const float *bias, const float *r, float *y, void *scratch,
                             size_t n0, size_t n1, size_t oc0, size_t oc1);

#ifdef __cplusplus
}
#endif
#endif
