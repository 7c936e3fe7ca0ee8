/* ops/imatmul.h - integer batched matmul as TOSA 1.0's MATMUL computes it:
 * a [B, M, K] times b [B, K, N] gives [B, M, N],
 * y = sum over k of (a - a_zp) * (b - b_zp). a and b i8 give i32 (TOSA's
 * int32 accumulator); i16 give i64 (TOSA's int48, held in 64 bits); i32
 * (outside TOSA's profiles, as MLIR allows it) give i32.
 * Accumulation wraps in the result's width where TOSA REQUIREs it not to
 * overflow. The loops below are the reference; i8 takes npk_matmul_i8
 * (bit-exact with them, npk_kernels/npk_matmul_i8.h). */
#ifndef NPK_OP_IMATMUL_H
#define NPK_OP_IMATMUL_H
#include "../npk_attrs.h"
#define NPK_IMATMUL_ATTRS(X)                               \
    X(imatmul, a_zp, INT, 0, -32768, 65535, NULL)          \
    X(imatmul, b_zp, INT, 0, -32768, 65535, NULL)
NPK_DEFINE_ATTRS(imatmul, NPK_IMATMUL_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_IMATMUL_IMPL)
#define NPK_OP_IMATMUL_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_IMATMUL)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(imatmul, NPK_IMATMUL_ATTRS)

static npk_status npk__imatmul_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    const npk_tensor_desc *a = in[0], *b = in[1];
    (void)op;
    if ((a->dtype != NPK_DTYPE_I8 && a->dtype != NPK_DTYPE_I16 && a->dtype != NPK_DTYPE_I32) || b->dtype != a->dtype)
        return npk__fail(err, NPK_ERR_SHAPE, "operands are %s and %s; imatmul takes two i8, i16 or i32",
                         npk_dtype_name(a->dtype), npk_dtype_name(b->dtype));
    if (a->rank != 3 || b->rank != 3 || a->dims[0] != b->dims[0] || a->dims[2] != b->dims[1])
        return npk__fail(err, NPK_ERR_SHAPE, "operands must be [B, M, K] and [B, K, N]");
    out->rank = 3;
    out->dims[0] = a->dims[0];
    out->dims[1] = a->dims[1];
    out->dims[2] = b->dims[2];
    out->dtype = a->dtype == NPK_DTYPE_I16 ? NPK_DTYPE_I64 : NPK_DTYPE_I32;
    return NPK_OK;
}

static int64_t npk__imatmul_at(const void *p, unsigned dt, size_t i)
{
    return dt == NPK_DTYPE_I8 ? ((const int8_t *)p)[i] : dt == NPK_DTYPE_I16 ? ((const int16_t *)p)[i] : ((const int32_t *)p)[i];
}

static void npk__imatmul_exec(const npk_op_run *r)
{
    const npk_tensor_desc *ad = r->td[0], *bd = r->td[1];
    size_t B = ad->dims[0], M = ad->dims[1], K = ad->dims[2], N = bd->dims[2], bi, m, n, k;
    unsigned dt = ad->dtype;
    int wide = dt == NPK_DTYPE_I16;
    int64_t azp = r->op->attr.imatmul.a_zp, bzp = r->op->attr.imatmul.b_zp;
    const void *a = r->in[0], *b = r->in[1];
    if (dt == NPK_DTYPE_I8) { /* npk_matmul_i8: bit-exact with the loops below */
        npk_matmul_i8_params q;
        memset(&q, 0, sizeof q);
        q.M = M, q.N = N, q.K = K;
        q.a_rs = K, q.a_cs = 1, q.b_rs = N, q.b_cs = 1, q.c_rs = N, q.c_cs = 1;
        q.a_zp = (int32_t)azp, q.b_zp = (int32_t)bzp;
        for (bi = 0; bi < B; bi++) {
            q.a = (const int8_t *)a + bi * M * K;
            q.b = (const int8_t *)b + bi * K * N;
            q.c = (int32_t *)(void *)r->out + bi * M * N;
            npk_matmul_i8(&q);
        }
        return;
    }
    for (bi = 0; bi < B; bi++)
        for (m = 0; m < M; m++)
            for (n = 0; n < N; n++) {
                uint64_t acc = 0; /* two's complement: wraps, no C overflow */
                for (k = 0; k < K; k++)
                    acc += (uint64_t)(npk__imatmul_at(a, dt, (bi * M + m) * K + k) - azp) *
                           (uint64_t)(npk__imatmul_at(b, dt, (bi * K + k) * N + n) - bzp);
                if (wide) ((int64_t *)(void *)r->out)[(bi * M + m) * N + n] = (int64_t)acc;
                else ((uint32_t *)(void *)r->out)[(bi * M + m) * N + n] = (uint32_t)acc;
            }
}

#define NPK__ROW_IMATMUL NPK__KEEP
#define NPK__OPIMPL_IMATMUL npk__imatmul_schema, NPK_imatmul_N_ATTRS, npk__imatmul_infer, NULL, npk__imatmul_exec, NULL
#else
#define NPK__OPIMPL_IMATMUL NPK__OPIMPL_NONE
#define NPK__ROW_IMATMUL NPK__DROP
#endif
#endif
