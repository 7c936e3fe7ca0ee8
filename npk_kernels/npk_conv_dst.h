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

typedef struct npk__conv_dst {
    float *y;
    size_t row0, row1; /* output rows stored */
    size_t ns, cs;     /* image and channel strides, in floats */
} npk__conv_dst;

#endif /* NPK_CONV_DST_H */
