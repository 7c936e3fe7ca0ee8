/* ops/transpose.h - y.dims[i] = x.dims[perm[i]]. */
#ifndef NPK_OP_TRANSPOSE_H
#define NPK_OP_TRANSPOSE_H
#include "../npk_attrs.h"
/* perm0..perm{rank-1}: the permutation; slots past the rank are 0. */
#define NPK_TRANSPOSE_ATTRS(X)                                                       \
    X(transpose, perm0, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(transpose, perm1, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(transpose, perm2, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(transpose, perm3, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(transpose, perm4, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(transpose, perm5, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(transpose, perm6, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(transpose, perm7, INT, 0, 0, NPK_MAX_RANK - 1, NULL)
NPK_DEFINE_ATTRS(transpose, NPK_TRANSPOSE_ATTRS)
typedef char npk__transpose_covers_max_rank[NPK_transpose_N_ATTRS == NPK_MAX_RANK ? 1 : -1];
/* The permutation as an array: the op descriptor's slots 0..7. */
#define NPK_TRANSPOSE_PERM(desc) ((desc)->attr.raw)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_TRANSPOSE_IMPL)
#define NPK_OP_TRANSPOSE_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_TRANSPOSE)
NPK_DEFINE_SCHEMA(transpose, NPK_TRANSPOSE_ATTRS)

static npk_status npk__transpose_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                       npk_tensor_desc *out, npk_error *err)
{
    const int32_t *perm = NPK_TRANSPOSE_PERM(op);
    unsigned seen = 0, a;
    memset(out->dims, 0, sizeof out->dims);
    out->rank = in[0]->rank;
    for (a = 0; a < NPK_MAX_RANK; a++) {
        if (a >= in[0]->rank) {
            if (perm[a]) return npk__fail(err, NPK_ERR_ATTRIBUTE, "perm%u is past the rank (%u) and must be 0", a, (unsigned)in[0]->rank);
            continue;
        }
        if (perm[a] >= (int32_t)in[0]->rank || (seen & (1u << perm[a])))
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "perm is not a permutation of 0..%u", (unsigned)in[0]->rank - 1u);
        seen |= 1u << perm[a];
        out->dims[a] = in[0]->dims[perm[a]];
    }
    return NPK_OK;
}

#ifndef NPK__F32_ONLY
/* Bytes whose perm keeps the leading dims and swaps the two blocks after
 * them (NCHW <-> NHWC: [0, 2, 3, 1] and [0, 3, 1, 2]): per outer index an
 * [R, S] -> [S, R] matrix transpose, written in order (an int8 model's
 * input layout change, once per run). 0 if perm is not of that form. */
static inline void npk__transpose_bytes_r(const unsigned char *src, unsigned char *dst, size_t R, size_t S)
{
    size_t i, j;
    for (j = 0; j < S; j++)
        for (i = 0; i < R; i++) dst[j * R + i] = src[i * S + j];
}

static int npk__transpose_bytes_2d(const npk_op_run *r)
{
    const int32_t *perm = NPK_TRANSPOSE_PERM(r->op);
    const npk_tensor_desc *x = r->td[0];
    const unsigned char *src = (const unsigned char *)(const void *)r->in[0];
    unsigned char *dst = (unsigned char *)(void *)r->out;
    unsigned rank = x->rank, a = 0, s, d;
    size_t outer = 1, R = 1, S = 1, o, i, j;
    while (a < rank && perm[a] == (int32_t)a) outer *= x->dims[a], a++;
    if (a + 2 > rank) return 0;
    s = (unsigned)perm[a] - a; /* perm = [.., a + s .. rank - 1, a .. a + s - 1] */
    for (d = a; d < rank; d++)
        if (perm[d] != (int32_t)(d + s < rank ? d + s : d + s - (rank - a))) return 0;
    for (d = a; d < a + s; d++) R *= x->dims[d];
    for (d = a + s; d < rank; d++) S *= x->dims[d];
    for (o = 0; o < outer; o++, src += R * S, dst += R * S)
        switch (R) { /* a constant row count lets the compiler vectorise the interleave (RGB: 3) */
        case 2: npk__transpose_bytes_r(src, dst, 2, S); break;
        case 3: npk__transpose_bytes_r(src, dst, 3, S); break;
        case 4: npk__transpose_bytes_r(src, dst, 4, S); break;
        default:
            for (j = 0; j < S; j++)
                for (i = 0; i < R; i++) dst[j * R + i] = src[i * S + j];
        }
    return 1;
}

/* Other element types: the plain index walk, one element of any size at a
 * time (the fast kernel is f32 only). */
static void npk__transpose_any(const npk_op_run *r)
{
    const int32_t *perm = NPK_TRANSPOSE_PERM(r->op);
    const unsigned char *x = (const unsigned char *)(const void *)r->in[0];
    unsigned char *y = (unsigned char *)(void *)r->out;
    size_t es = npk_dtype_size(r->y->dtype), total = npk__elems(r->y), stride[NPK_MAX_RANK], idx[NPK_MAX_RANK];
    size_t s = 1, e, off;
    unsigned d, rank = r->td[0]->rank;
    for (d = rank; d-- > 0;) {
        stride[d] = s;
        s *= r->td[0]->dims[d];
        idx[d] = 0;
    }
    for (e = 0; e < total; e++) {
        for (d = 0, off = 0; d < rank; d++) off += idx[d] * stride[perm[d]];
        memcpy(y + e * es, x + off * es, es);
        for (d = rank; d-- > 0;) {
            if (++idx[d] < r->y->dims[d]) break;
            idx[d] = 0;
        }
    }
}
#endif

static void npk__transpose_exec(const npk_op_run *r)
{
    const int32_t *p = NPK_TRANSPOSE_PERM(r->op);
    size_t dims[NPK_MAX_RANK], perm[NPK_MAX_RANK];
    unsigned k;
#ifndef NPK__F32_ONLY
    if (r->y->dtype != NPK_DTYPE_F32) {
        if (npk_dtype_size(r->y->dtype) != 1 || !npk__transpose_bytes_2d(r)) npk__transpose_any(r);
        return;
    }
#endif
    for (k = 0; k < r->td[0]->rank; k++) { dims[k] = r->td[0]->dims[k]; perm[k] = (size_t)p[k]; }
    npk_transpose_f32(r->td[0]->rank, dims, perm, r->in[0], r->out);
}

#define NPK__ROW_TRANSPOSE NPK__KEEP
#define NPK__OPIMPL_TRANSPOSE npk__transpose_schema, NPK_transpose_N_ATTRS, npk__transpose_infer, NULL, npk__transpose_exec, NULL
#else
#define NPK__OPIMPL_TRANSPOSE NPK__OPIMPL_NONE
#define NPK__ROW_TRANSPOSE NPK__DROP
#endif
#endif
