/* npk_typed_impl.h - what the ops on every element type share (compare,
 * select, logical, argmax, ibinary, iunary): numpy broadcasting of up to 3
 * operands and a walk over the result that hands each element's operand
 * offsets to the op.
 * Scalar reference code: these ops move little data. Inline so a firmware
 * build that selects only some of the ops drops the rest. Left out of f32-only
 * firmware builds (NPK__F32_ONLY). */
#ifndef NPK_TYPED_IMPL_H
#define NPK_TYPED_IMPL_H
#if !defined(NPK__F32_ONLY)

/* out's rank and dims: in[0..n-1] broadcast (numpy rules, aligned on the right). */
static inline npk_status npk__bcast_infer(const npk_tensor_desc *const *in, unsigned n, npk_tensor_desc *out, npk_error *err)
{
    unsigned r = 0, i, k;
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    for (k = 0; k < n; k++)
        if (in[k]->rank > r) r = in[k]->rank;
    memset(out->dims, 0, sizeof out->dims);
    out->rank = (uint8_t)r;
    for (i = 0; i < r; i++) {
        uint32_t d = 1;
        for (k = 0; k < n; k++) {
            uint32_t dk = i < in[k]->rank ? in[k]->dims[in[k]->rank - 1 - i] : 1;
            if (dk != 1 && d != 1 && dk != d)
                return npk__fail(err, NPK_ERR_SHAPE, "operands %s and %s do not broadcast", npk__shape_str(in[0], s0),
                                 npk__shape_str(in[k], s1));
            if (dk != 1) d = dk;
        }
        out->dims[r - 1 - i] = d;
    }
    return NPK_OK;
}

/* All operands of the same element type, one of the allowed (a bit per dtype). */
static inline npk_status npk__same_dtypes(const npk_tensor_desc *const *in, unsigned first, unsigned n, unsigned allowed,
                                   npk_error *err)
{
    unsigned k;
    for (k = first; k < n; k++) {
        if (!(allowed & (1u << in[k]->dtype)))
            return npk__fail(err, NPK_ERR_SHAPE, "operand %u is %s, which this op does not take", k,
                             npk_dtype_name(in[k]->dtype));
        if (in[k]->dtype != in[first]->dtype)
            return npk__fail(err, NPK_ERR_SHAPE, "operands %u and %u are %s and %s; they must be one type", first, k,
                             npk_dtype_name(in[first]->dtype), npk_dtype_name(in[k]->dtype));
    }
    return NPK_OK;
}
#define NPK__DT_BIT(NAME) (1u << NPK_DTYPE_##NAME)
#define NPK__DT_ANY 0x3FFFEu /* every dtype 1..17 */

/* For every result element e (row-major), fn(r, e, off) with off[k] the
 * element offset of operand k (broadcast dims repeat). */
static inline void npk__bcast_walk(const npk_op_run *r, unsigned n, void (*fn)(const npk_op_run *r, size_t e, const size_t *off))
{
    size_t st[3][NPK_MAX_RANK], idx[NPK_MAX_RANK], off[3] = {0, 0, 0}, total = npk__elems(r->y), e;
    unsigned rank = r->y->rank, d, k;
    for (k = 0; k < n; k++) {
        size_t s = 1;
        const npk_tensor_desc *t = r->td[k];
        for (d = rank; d-- > 0;) {
            unsigned from_right = rank - d;
            size_t dim = from_right <= t->rank ? t->dims[t->rank - from_right] : 1;
            st[k][d] = dim == 1 ? 0 : s;
            s *= dim;
        }
    }
    for (d = 0; d < rank; d++) idx[d] = 0;
    for (e = 0; e < total; e++) {
        fn(r, e, off);
        for (d = rank; d-- > 0;) {
            for (k = 0; k < n; k++) off[k] += st[k][d];
            if (++idx[d] < r->y->dims[d]) break;
            for (k = 0; k < n; k++) off[k] -= st[k][d] * idx[d];
            idx[d] = 0;
        }
    }
}

/* Operand k's element at offset i. */
static inline npk__elem npk__operand(const npk_op_run *r, unsigned k, size_t i)
{
    unsigned dt = r->td[k]->dtype;
    return npk__load_elem(dt, (const unsigned char *)(const void *)r->in[k] + i * npk_dtype_size(dt));
}
#endif /* !NPK__F32_ONLY */
#endif
