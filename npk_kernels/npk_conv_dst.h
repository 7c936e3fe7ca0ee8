/* npk_conv_dst.h - where a conv path stores its result. Private to the
 * implementation; included by npk_conv_impl.h and its path headers.
 *
 * Output rows [row0, row1) of every plane; element (n, oc, oh, ow) goes to
 * y[n * ns + oc * cs + (oh - row0) * ow_n + ow]. The plain conv stores all
 * rows of the NCHW result (row0 = 0, ns = c_out * cs, cs = plane); the fused
 * conv + max pool (npk_conv_pool_impl.h) stores a band of rows in its
 * scratch. Every path computes an element the same way whatever the rows
 * (Winograd keeps the full call's 4x4 tile grid; a row0 that is not a
 * multiple of 4 recomputes the tile row it cuts). */
#ifndef NPK_CONV_DST_H
#define NPK_CONV_DST_H
#include <stddef.h>
#include "npk_select.h"
#include "npk_conv.h"
#include "npk_matmul_impl.h" /* npk__row_add, npk__row_act */

typedef struct npk__conv_dst {
    float *y;
    size_t row0, row1; /* output rows stored */
    size_t ns, cs;     /* image and channel strides, in floats */
    /* The residual r, indexed as y (NULL: none; the plain conv only). A path
     * stores act(conv + bias), then npk__conv_res adds r and applies res_act:
     * for a pre-activation residual the path's act is none and res_act the
     * conv's, for a post-activation one res_act is none. */
    const float *res;
    int res_act; /* npk_act */
} npk__conv_dst;

#if NPK__KEEP_CONV_RES
/* The residual epilogue of n stored floats at y + off: += r, then res_act
 * (with the conv's act_min/act_max). */
static void npk__conv_res(const npk__conv_dst *d, const npk_conv2d_params *p, size_t off, size_t n)
{
    if (!d->res) return;
    npk__row_add(d->y + off, d->res + off, n);
    npk__row_act(d->y + off, n, (npk_act)d->res_act, p->act_min, p->act_max);
}
#define NPK__CONV_RES(d, p, off, n) npk__conv_res(d, p, off, n)
#else /* firmware without residual convs: no code */
#define NPK__CONV_RES(d, p, off, n) ((void)0)
#endif

#endif /* NPK_CONV_DST_H */
