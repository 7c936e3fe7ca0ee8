/* ops/ibinary.h - integer arithmetic y = a fn b elementwise with numpy
 * broadcasting, a and b of one integer type (i8, i16, i32, i64), y too
 * (tosa.add, sub, mul, intdiv, maximum, minimum, bitwise and/or/xor and the
 * shifts on integers). Where TOSA leaves a result unpredictable this defines
 * it: add, sub, mul and intdiv overflow wraps (two's complement; MIN / -1 =
 * MIN); x / 0 = 0;
 * intdiv truncates toward zero; a shift count outside 0..bits-1 gives 0
 * (shl, shr_logical) or the sign fill (shr, arithmetic).
 * TOSA's integer extras: mul of i32 with `shift` > 0 is
 * (a * b + (1 << (shift - 1))) >> shift in 64 bits (its low 32 bits stored
 * where the spec REQUIREs the result to fit); shr with `round` adds 1 when
 * the last bit shifted out is 1 (ARITHMETIC_RIGHT_SHIFT round = true). */
#ifndef NPK_OP_IBINARY_H
#define NPK_OP_IBINARY_H
#include "../npk_attrs.h"
typedef enum npk_ibinary_fn {
    NPK_IBIN_ADD = 0, NPK_IBIN_SUB, NPK_IBIN_MUL, NPK_IBIN_INTDIV, NPK_IBIN_MIN, NPK_IBIN_MAX,
    NPK_IBIN_AND, NPK_IBIN_OR, NPK_IBIN_XOR, NPK_IBIN_SHL, NPK_IBIN_SHR, NPK_IBIN_SHR_LOGICAL
} npk_ibinary_fn;
static const char *const npk__ibinary_fn_names[] = { "add", "sub", "mul", "intdiv", "min", "max",
                                                     "and", "or", "xor", "shl", "shr", "shr_logical" };
#define NPK_IBINARY_ATTRS(X)                             \
    X(ibinary, fn, ENUM, 0, 0, 11, npk__ibinary_fn_names) \
    X(ibinary, shift, INT, 0, 0, 63, NULL)                \
    X(ibinary, round, BOOL, 0, 0, 1, NULL)
NPK_DEFINE_ATTRS(ibinary, NPK_IBINARY_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_IBINARY_IMPL)
#define NPK_OP_IBINARY_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_IBINARY)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(ibinary, NPK_IBINARY_ATTRS)
#define NPK__DT_INTS (NPK__DT_BIT(I8) | NPK__DT_BIT(I16) | NPK__DT_BIT(I32) | NPK__DT_BIT(I64))

static npk_status npk__ibinary_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    npk_status s;
    if ((s = npk__same_dtypes(in, 0, 2, NPK__DT_INTS, err)) != NPK_OK) return s;
    if (op->attr.ibinary.shift && (op->attr.ibinary.fn != NPK_IBIN_MUL || in[0]->dtype != NPK_DTYPE_I32))
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "shift applies to mul of i32 only");
    if (op->attr.ibinary.round && op->attr.ibinary.fn != NPK_IBIN_SHR)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "round applies to shr only");
    return npk__bcast_infer(in, 2, out, err);
}

/* a fn b on `bits`-bit values held sign-extended in int64; the result's low
 * bits are stored (the store wraps). Unsigned arithmetic: no C overflow. */
static int64_t npk__ibinary_fn(const npk_ibinary_attrs *at, int64_t a, int64_t b, unsigned bits)
{
    int fn = at->fn;
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b, mask = bits == 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1u);
    switch (fn) {
    case NPK_IBIN_ADD: return (int64_t)(ua + ub);
    case NPK_IBIN_SUB: return (int64_t)(ua - ub);
    case NPK_IBIN_MUL:
        if (at->shift) { /* i32 operands: |a * b| <= 2^62, so the sum fits unsigned when >= 0 */
            int64_t p = a * b;
            uint64_t sum = (uint64_t)p + ((uint64_t)1 << (at->shift - 1));
            return p >= 0 || !(sum >> 63) ? (int64_t)(sum >> at->shift) : (int64_t)~(~sum >> at->shift);
        }
        return (int64_t)(ua * ub);
    case NPK_IBIN_INTDIV:
        if (b == 0) return 0;
        if (b == -1) return (int64_t)(0u - ua); /* MIN / -1 wraps to MIN */
        return a / b;                            /* C99: truncation toward zero */
    case NPK_IBIN_MIN: return a < b ? a : b;
    case NPK_IBIN_MAX: return a > b ? a : b;
    case NPK_IBIN_AND: return (int64_t)(ua & ub);
    case NPK_IBIN_OR: return (int64_t)(ua | ub);
    case NPK_IBIN_XOR: return (int64_t)(ua ^ ub);
    case NPK_IBIN_SHL: return b < 0 || b >= (int64_t)bits ? 0 : (int64_t)(ua << b);
    case NPK_IBIN_SHR: /* arithmetic: the sign fills from the left */
        if (b < 0 || b >= (int64_t)bits) return a < 0 ? -1 : 0;
        if (at->round && b > 0 && ((ua >> (b - 1)) & 1u)) /* the last bit out: round half up */
            return (a < 0 ? (int64_t)~(~ua >> b) : (int64_t)(ua >> b)) + 1;
        return a < 0 ? (int64_t)~(~ua >> b) : (int64_t)(ua >> b);
    default: /* shr_logical: of the `bits`-bit pattern */
        return b < 0 || b >= (int64_t)bits ? 0 : (int64_t)((ua & mask) >> b);
    }
}

static void npk__ibinary_elem(const npk_op_run *r, size_t e, const size_t *off)
{
    npk__elem a = npk__operand(r, 0, off[0]), b = npk__operand(r, 1, off[1]);
    unsigned dt = r->y->dtype, es = npk_dtype_size(dt);
    a.i = npk__ibinary_fn(&r->op->attr.ibinary, a.i, b.i, 8u * es);
    npk__store_elem(dt, a, (unsigned char *)(void *)r->out + e * es);
}

static void npk__ibinary_exec(const npk_op_run *r) { npk__bcast_walk(r, 2, npk__ibinary_elem); }

#define NPK__ROW_IBINARY NPK__KEEP
#define NPK__OPIMPL_IBINARY npk__ibinary_schema, NPK_ibinary_N_ATTRS, npk__ibinary_infer, NULL, npk__ibinary_exec, NULL
#else
#define NPK__OPIMPL_IBINARY NPK__OPIMPL_NONE
#define NPK__ROW_IBINARY NPK__DROP
#endif
#endif
