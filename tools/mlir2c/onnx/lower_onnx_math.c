/* lower_onnx_math.c - ONNX elementwise ops (arithmetic with numpy
 * broadcasting, comparison, logic, Where, unary math, Cast) and the
 * activations, onto npk's binary/ibinary/unary/compare/logical/select ops. */
#include <math.h>
#include <string.h>
#include "lower_onnx.h"

#define K(v) ox_splat(L, (v), x)

static int is_float(const m2c_value *v) { return m2c_elem_is_float(v->shape.elem); }

/* a op b on tensors of one element type (integers: add, sub, mul, min, max, truncating div) */
static m2c_value *arith(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b)
{
    m2c_op *op;
    m2c_value *in[2];
    if (a->shape.elem != b->shape.elem) {   /* Pow's exponent may differ; others are one type */
        if (fn != NPK_BIN_POW) ox_error(L, "inputs of element types %s and %s differ", m2c_elem_name(a->shape.elem), m2c_elem_name(b->shape.elem));
        b = tw_to(L, b, a->shape.elem);
    }
    if (is_float(a)) return lw_binary_fn(L, fn, a, b, 0);
    if (fn == NPK_BIN_DIV) {
        in[0] = a;
        in[1] = b;
        op = lw_op(L, M2C_OPK_TCP, 2, in);
        m2c_set_op(op, NPK_OP_IBINARY);
        op->attr.ibinary.fn = NPK_IBIN_INTDIV;
        return lw_done(L, op, NULL, 0);
    }
    if (fn == NPK_BIN_POW) {   /* integer powers through f64-free f32 (exact for the small results models use) */
        int e = a->shape.elem;
        return tw_to(L, tw_un(L, NPK_UN_FLOOR, tw_bin(L, NPK_BIN_ADD, lw_binary_fn(L, NPK_BIN_POW, tw_to(L, a, M2C_F32),
                               tw_to(L, b, M2C_F32), 0), tw_splat(L, 0.5, M2C_F32, a->shape.rank))), e);
    }
    if (a->shape.elem == M2C_I1) ox_error(L, "arithmetic on bool tensors is not supported");
    return tw_bin(L, fn, a, b);
}

/* Input 1 of a binary op. Before opset 7, B broadcast onto A only when the
 * node says broadcast = 1: a single value, or A's dims from `axis` on
 * (default: A's last ones); with broadcast = 0 the shapes are equal. */
static m2c_value *second(m2c_lowerer *L)
{
    m2c_value *a = ox_in(L, 0), *b = ox_in(L, 1);
    int64_t s[NPK_MAX_RANK];
    int ra = a->shape.rank, rb = b->shape.rank, axis, d;
    if (OX_OPSET >= 7) return b;
    if (!ox_int(L, "broadcast", 0)) {
        for (d = 0; d < ra && ra == rb && a->shape.dims[d] == b->shape.dims[d]; d++) {}
        if (ra != rb || d < ra)
            ox_error(L, "broadcast = 0 (opset %lld) needs inputs of one shape", (long long)OX_OPSET);
        return b;
    }
    if (rb > ra) ox_error(L, "B has rank %d, more than A's %d", rb, ra);
    if (m2c_type_count(&b->shape) == 1) return b;   /* one value: numpy broadcasting agrees */
    axis = (int)ox_int(L, "axis", ra - rb);
    if (axis < 0 || axis > ra - rb) ox_error(L, "axis = %d does not place B's %d dims inside A's %d", axis, rb, ra);
    for (d = 0; d < ra; d++) s[d] = 1;
    for (d = 0; d < rb; d++) {
        if (b->shape.dims[d] != a->shape.dims[axis + d] && b->shape.dims[d] != 1)
            ox_error(L, "B's dim %d (%lld) does not match A's dim %d (%lld)", d, (long long)b->shape.dims[d],
                     axis + d, (long long)a->shape.dims[axis + d]);
        s[axis + d] = b->shape.dims[d];
    }
    return tw_reshape_dims(L, b, ra, s);
}

static m2c_value *variadic(m2c_lowerer *L, int fn)
{
    m2c_value *y = ox_in(L, 0);
    int k;
    for (k = 1; k < L->src->n_in; k++) y = arith(L, fn, y, ox_in(L, k));
    return y;
}

static m2c_value *cmp(m2c_lowerer *L, int fn, m2c_value *a, m2c_value *b)
{
    if (a->shape.elem != b->shape.elem) ox_error(L, "inputs of element types %s and %s differ", m2c_elem_name(a->shape.elem), m2c_elem_name(b->shape.elem));
    return tw_cmp(L, fn, a, b);
}

/* round half to even: r = floor(x + 1/2), less 1 where x + 1/2 was an odd integer */
m2c_value *ox_round_even(m2c_lowerer *L, m2c_value *x)
{
    m2c_value *r = tw_un(L, NPK_UN_FLOOR, tw_bin(L, NPK_BIN_ADD, x, K(0.5)));
    m2c_value *tie = tw_cmp(L, NPK_CMP_EQUAL, tw_bin(L, NPK_BIN_SUB, r, x), K(0.5));
    m2c_value *half = tw_bin(L, NPK_BIN_MUL, r, K(0.5));
    m2c_value *odd = tw_logical(L, NPK_LOGIC_NOT, tw_cmp(L, NPK_CMP_EQUAL, tw_un(L, NPK_UN_FLOOR, half), half), NULL);
    return tw_bin(L, NPK_BIN_SUB, r, tw_to(L, tw_logical(L, NPK_LOGIC_AND, tie, odd), x->shape.elem));
}

/* atan from arithmetic and selects: t = |x|, or 1/|x| when that is over 1;
 * above tan(pi/8), u = (t - 1) / (t + 1) (atan t = pi/4 + atan u), so
 * |u| <= tan(pi/8) and the odd series to u^17 is within 3e-9; then the
 * folds back and the sign. NaN stays NaN, +-inf gives +-pi/2. */
static m2c_value *atan_of(m2c_lowerer *L, m2c_value *x)
{
    m2c_value *a = tw_un(L, NPK_UN_ABS, x), *big, *t, *mid, *u, *u2, *p, *r;
    int k;
    big = tw_cmp(L, NPK_CMP_GREATER, a, K(1));
    t = tw_select(L, big, tw_bin(L, NPK_BIN_DIV, K(1), a), a);
    mid = tw_cmp(L, NPK_CMP_GREATER, t, K(0.41421356237309503));
    u = tw_select(L, mid, tw_bin(L, NPK_BIN_DIV, tw_bin(L, NPK_BIN_SUB, t, K(1)), tw_bin(L, NPK_BIN_ADD, t, K(1))), t);
    u2 = tw_bin(L, NPK_BIN_MUL, u, u);
    p = K(1.0 / 17);
    for (k = 7; k >= 0; k--)   /* 1 - u^2/3 + u^4/5 - ... */
        p = tw_bin(L, NPK_BIN_ADD, tw_bin(L, NPK_BIN_MUL, p, u2), K((k % 2 ? -1.0 : 1.0) / (2 * k + 1)));
    r = tw_bin(L, NPK_BIN_MUL, p, u);
    r = tw_select(L, mid, tw_bin(L, NPK_BIN_ADD, r, K(0.78539816339744831)), r);
    r = tw_select(L, big, tw_bin(L, NPK_BIN_SUB, K(1.5707963267948966), r), r);
    return tw_select(L, tw_cmp(L, NPK_CMP_GREATER, K(0), x), tw_un(L, NPK_UN_NEG, r), r);
}

static m2c_value *unary(m2c_lowerer *L, int kind, m2c_value *x)
{
    static const struct { int kind, fn; } fns[] = {
        { OXE_SQRT, NPK_UN_SQRT }, { OXE_EXP, NPK_UN_EXP }, { OXE_LOG, NPK_UN_LOG }, { OXE_NEG, NPK_UN_NEG },
        { OXE_ABS, NPK_UN_ABS }, { OXE_RECIPROCAL, NPK_UN_RECIPROCAL }, { OXE_FLOOR, NPK_UN_FLOOR },
        { OXE_CEIL, NPK_UN_CEIL }, { OXE_ERF, NPK_UN_ERF }, { OXE_SIN, NPK_UN_SIN }, { OXE_COS, NPK_UN_COS }, { 0, 0 } };
    int k;
    if (!is_float(x)) {
        if (kind == OXE_ABS || kind == OXE_NEG) return tw_int_unary(L, kind == OXE_ABS ? NPK_IUN_ABS : NPK_IUN_NEG, x);
        if (kind == OXE_SIGN) {
            m2c_value *z = K(0);
            return tw_bin(L, NPK_BIN_SUB, tw_to(L, tw_cmp(L, NPK_CMP_GREATER, x, z), x->shape.elem),
                          tw_to(L, tw_cmp(L, NPK_CMP_GREATER, z, x), x->shape.elem));
        }
        if (kind == OXE_FLOOR || kind == OXE_CEIL || kind == OXE_ROUND) return x;
        ox_error(L, "element type %s is not supported (float tensors only)", m2c_elem_name(x->shape.elem));
    }
    for (k = 0; fns[k].kind; k++)
        if (fns[k].kind == kind) return tw_un(L, fns[k].fn, x);
    switch (kind) {
    case OXE_TAN: return tw_bin(L, NPK_BIN_DIV, tw_un(L, NPK_UN_SIN, x), tw_un(L, NPK_UN_COS, x));
    case OXE_SIGN:
        return tw_bin(L, NPK_BIN_SUB, tw_to(L, tw_cmp(L, NPK_CMP_GREATER, x, K(0)), x->shape.elem),
                      tw_to(L, tw_cmp(L, NPK_CMP_GREATER, K(0), x), x->shape.elem));
    case OXE_ROUND: return ox_round_even(L, x);
    case OXE_SINH: case OXE_COSH: {   /* (e^x -+ e^-x) / 2 */
        m2c_value *a = tw_un(L, NPK_UN_EXP, x), *b = tw_un(L, NPK_UN_EXP, tw_un(L, NPK_UN_NEG, x));
        return tw_bin(L, NPK_BIN_MUL, tw_bin(L, kind == OXE_SINH ? NPK_BIN_SUB : NPK_BIN_ADD, a, b), K(0.5));
    }
    case OXE_ASINH: case OXE_ACOSH:   /* log(x + sqrt(x^2 +- 1)) */
        return tw_un(L, NPK_UN_LOG, tw_bin(L, NPK_BIN_ADD, x, tw_un(L, NPK_UN_SQRT,
                     tw_bin(L, kind == OXE_ASINH ? NPK_BIN_ADD : NPK_BIN_SUB, tw_bin(L, NPK_BIN_MUL, x, x), K(1)))));
    case OXE_ATAN: return atan_of(L, x);
    case OXE_ASIN:   /* atan(x / sqrt(1 - x^2)): +-1 give +-inf, so +-pi/2; |x| > 1 NaN */
        return atan_of(L, tw_bin(L, NPK_BIN_DIV, x, tw_un(L, NPK_UN_SQRT, tw_bin(L, NPK_BIN_SUB, K(1), tw_bin(L, NPK_BIN_MUL, x, x)))));
    case OXE_ACOS:   /* 2 atan(sqrt((1 - x) / (1 + x))): accurate near 1, pi at -1 */
        return tw_bin(L, NPK_BIN_MUL, K(2), atan_of(L, tw_un(L, NPK_UN_SQRT, tw_bin(L, NPK_BIN_DIV, tw_bin(L, NPK_BIN_SUB, K(1), x),
                      tw_bin(L, NPK_BIN_ADD, K(1), x)))));
    case OXE_ATANH:   /* log((1 + x) / (1 - x)) / 2 */
        return tw_bin(L, NPK_BIN_MUL, tw_un(L, NPK_UN_LOG, tw_bin(L, NPK_BIN_DIV, tw_bin(L, NPK_BIN_ADD, K(1), x),
                      tw_bin(L, NPK_BIN_SUB, K(1), x))), K(0.5));
    case OXE_SHRINK: {   /* x < -l: x + b; x > l: x - b; else 0 */
        double lambd = ox_float(L, "lambd", 0.5), bias = ox_float(L, "bias", 0.0);
        m2c_value *y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, K(lambd)), tw_bin(L, NPK_BIN_SUB, x, K(bias)), K(0));
        return tw_select(L, tw_cmp(L, NPK_CMP_GREATER, K(-lambd), x), tw_bin(L, NPK_BIN_ADD, x, K(bias)), y);
    }
    case OXE_ISNAN: return tw_logical(L, NPK_LOGIC_NOT, tw_cmp(L, NPK_CMP_EQUAL, x, x), NULL);
    case OXE_ISINF: {
        int pos = (int)ox_int(L, "detect_positive", 1), neg = (int)ox_int(L, "detect_negative", 1);
        m2c_value *p = tw_cmp(L, NPK_CMP_EQUAL, x, K(INFINITY)), *n = tw_cmp(L, NPK_CMP_EQUAL, x, K(-INFINITY));
        if (pos && neg) return tw_logical(L, NPK_LOGIC_OR, p, n);
        if (pos) return p;
        if (neg) return n;
        return tw_logical(L, NPK_LOGIC_AND, p, n);
    }
    default: break;
    }
    m2c_onnx_refuse(L);
}

void ox_lower_elementwise(m2c_lowerer *L)
{
    m2c_value *x = NULL, *y;
    int k = L->arg;
    switch (k) {
    case OXE_ADD: y = arith(L, NPK_BIN_ADD, ox_in(L, 0), second(L)); break;
    case OXE_SUB: y = arith(L, NPK_BIN_SUB, ox_in(L, 0), second(L)); break;
    case OXE_MUL: y = arith(L, NPK_BIN_MUL, ox_in(L, 0), second(L)); break;
    case OXE_DIV: y = arith(L, NPK_BIN_DIV, ox_in(L, 0), second(L)); break;
    case OXE_POW: y = arith(L, NPK_BIN_POW, ox_in(L, 0), second(L)); break;
    case OXE_MAX: y = variadic(L, NPK_BIN_MAX); break;
    case OXE_MIN: y = variadic(L, NPK_BIN_MIN); break;
    case OXE_SUM: y = variadic(L, NPK_BIN_ADD); break;
    case OXE_MEAN:
        x = y = variadic(L, NPK_BIN_ADD);
        if (!is_float(y)) ox_error(L, "Mean of integers is not supported");
        y = tw_bin(L, NPK_BIN_MUL, y, K(1.0 / L->src->n_in));
        break;
    case OXE_MOD: {
        m2c_value *a = ox_in(L, 0), *b = ox_in(L, 1);
        x = a;
        if (is_float(a)) {   /* fmod: a - trunc(a / b) b */
            m2c_value *q = tw_bin(L, NPK_BIN_DIV, a, b);
            q = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, K(0), q), tw_un(L, NPK_UN_CEIL, q), tw_un(L, NPK_UN_FLOOR, q));
            y = tw_bin(L, NPK_BIN_SUB, a, tw_bin(L, NPK_BIN_MUL, q, b));
        } else if (ox_int(L, "fmod", 0)) {
            y = tw_bin(L, NPK_BIN_SUB, a, tw_bin(L, NPK_BIN_MUL, arith(L, NPK_BIN_DIV, a, b), b));
        } else {   /* the divisor's sign, as Python's % */
            y = tw_bin(L, NPK_BIN_SUB, a, tw_bin(L, NPK_BIN_MUL, tw_floordiv_int(L, a, b), b));
        }
        break;
    }
    case OXE_EQUAL: y = cmp(L, NPK_CMP_EQUAL, ox_in(L, 0), second(L)); break;
    case OXE_GREATER: y = cmp(L, NPK_CMP_GREATER, ox_in(L, 0), second(L)); break;
    case OXE_LESS: y = cmp(L, NPK_CMP_GREATER, second(L), ox_in(L, 0)); break;
    case OXE_GREATER_EQ: y = cmp(L, NPK_CMP_GREATER_EQUAL, ox_in(L, 0), ox_in(L, 1)); break;
    case OXE_LESS_EQ: y = cmp(L, NPK_CMP_GREATER_EQUAL, ox_in(L, 1), ox_in(L, 0)); break;
    case OXE_AND: y = tw_logical(L, NPK_LOGIC_AND, ox_in(L, 0), second(L)); break;
    case OXE_OR: y = tw_logical(L, NPK_LOGIC_OR, ox_in(L, 0), second(L)); break;
    case OXE_XOR: y = tw_logical(L, NPK_LOGIC_XOR, ox_in(L, 0), second(L)); break;
    case OXE_NOT: y = tw_logical(L, NPK_LOGIC_NOT, ox_in(L, 0), NULL); break;
    case OXE_WHERE: {
        m2c_value *a = ox_in(L, 1), *b = ox_in(L, 2);
        if (a->shape.elem != b->shape.elem) ox_error(L, "inputs of element types %s and %s differ", m2c_elem_name(a->shape.elem), m2c_elem_name(b->shape.elem));
        y = tw_select(L, ox_in(L, 0), a, b);
        break;
    }
    case OXE_CAST: case OXE_CASTLIKE: {
        int uns, e;
        x = ox_in(L, 0);
        if (k == OXE_CAST) {
            int64_t to = ox_int(L, "to", -1);
            e = m2c_onnx_elem((int)to, &uns);
            if (e < 0) ox_error(L, "cast to %s is not supported", ox_dtype_name((int)to));
        } else {
            e = ox_in(L, 1)->shape.elem;
        }
        if (k == OXE_CASTLIKE) uns = ox_in(L, 1)->shape.uns;
        if (uns && (e == M2C_I16 || e == M2C_I32) && !(x->shape.uns && x->shape.elem <= e) && x->shape.elem != M2C_I1) {
            /* to uint8 (uint16), held wider: the low 8 (16) bits of the integer, as C and numpy convert */
            m2c_value *in[2];
            m2c_op *op;
            in[0] = tw_to(L, x, M2C_I64);
            in[1] = tw_splat(L, e == M2C_I16 ? 255 : 65535, M2C_I64, x->shape.rank);
            op = lw_op(L, M2C_OPK_TCP, 2, in);
            m2c_set_op(op, NPK_OP_IBINARY);
            op->attr.ibinary.fn = NPK_IBIN_AND;
            y = lw_cast(L, lw_done(L, op, NULL, 0), e, 0);
        } else {
            y = tw_to(L, x, e);
        }
        if (y == x && L->src->out->is_result) y = lw_cast(L, x, e, 0);
        if (uns && (e == M2C_I16 || e == M2C_I32)) y->shape.uns = 1;
        break;
    }
    case OXE_IDENTITY: y = ox_in(L, 0); break;
    default: y = unary(L, k, ox_in(L, 0)); break;
    }
    ox_finish(L, y);
}

void ox_lower_activation(m2c_lowerer *L)
{
    m2c_value *x, *y = NULL, *pos;
    double alpha, beta, gamma;
    if (L->arg == OXA_CLIP) {
        m2c_value *lo = NULL, *hi = NULL;
        double vlo = -INFINITY, vhi = INFINITY;
        x = ox_in(L, 0);
        if (OX_OPSET < 11) {
            vlo = ox_float(L, "min", -INFINITY);
            vhi = ox_float(L, "max", INFINITY);
        } else {
            lo = ox_opt(L, 1);
            hi = ox_opt(L, 2);
            if (lo && lo->kind == M2C_V_CONST && is_float(x)) { vlo = ox_const_num(L, 1, 0, "min"); lo = NULL; }
            if (hi && hi->kind == M2C_V_CONST && is_float(x)) { vhi = ox_const_num(L, 2, 0, "max"); hi = NULL; }
        }
        if (!lo && !hi && is_float(x) && vlo <= vhi) {
            m2c_op *op = lw_op(L, M2C_OPK_CLAMP, 1, &x);
            op->attr.unary.p0 = (float)vlo;
            op->attr.unary.p1 = (float)vhi;
            ox_finish(L, lw_done(L, op, NULL, 0));
            return;
        }
        y = x;
        if (lo) y = arith(L, NPK_BIN_MAX, y, lo);
        else if (vlo > -INFINITY) y = arith(L, NPK_BIN_MAX, y, K(vlo));
        if (hi) y = arith(L, NPK_BIN_MIN, y, hi);
        else if (vhi < INFINITY) y = arith(L, NPK_BIN_MIN, y, K(vhi));
        ox_finish(L, y);
        return;
    }
    x = ox_in(L, 0);
    if (L->arg == OXA_RELU && !is_float(x)) { ox_finish(L, tw_bin(L, NPK_BIN_MAX, x, K(0))); return; }
    x = ox_float_in(L, 0);
    switch (L->arg) {
    case OXA_RELU: y = tw_un(L, NPK_UN_RELU, x); break;
    case OXA_SIGMOID: y = tw_un(L, NPK_UN_SIGMOID, x); break;
    case OXA_TANH: y = tw_un(L, NPK_UN_TANH, x); break;
    case OXA_LEAKY:
        alpha = ox_float(L, "alpha", 0.01);
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, K(0)), x, tw_bin(L, NPK_BIN_MUL, x, K(alpha)));
        break;
    case OXA_PRELU: {
        m2c_value *slope = ox_in(L, 1);
        if (OX_OPSET < 7 && slope->shape.rank == 1 && x->shape.rank > 2 && slope->shape.dims[0] > 1 &&
            slope->shape.dims[0] == x->shape.dims[1]) {   /* PRelu-6: a vector of slopes is one per channel */
            int64_t s[NPK_MAX_RANK];
            int d;
            for (d = 0; d < x->shape.rank; d++) s[d] = d == 1 ? x->shape.dims[1] : 1;
            slope = tw_reshape_dims(L, slope, x->shape.rank, s);
        }
        if (slope->shape.elem != x->shape.elem) slope = tw_to(L, slope, x->shape.elem);
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, K(0)), x, tw_bin(L, NPK_BIN_MUL, x, slope));
        break;
    }
    case OXA_ELU: case OXA_SELU: case OXA_CELU:
        alpha = ox_float(L, "alpha", L->arg == OXA_SELU ? 1.67326319217681884765625 : 1.0);
        gamma = L->arg == OXA_SELU ? ox_float(L, "gamma", 1.05070102214813232421875) : 1.0;
        pos = tw_cmp(L, NPK_CMP_GREATER, x, K(0));
        if (L->arg == OXA_CELU)   /* max(0, x) + min(0, alpha (exp(x / alpha) - 1)) */
            y = tw_bin(L, NPK_BIN_MUL, tw_bin(L, NPK_BIN_SUB, tw_un(L, NPK_UN_EXP, tw_bin(L, NPK_BIN_MUL, x, K(1.0 / alpha))), K(1)), K(alpha));
        else
            y = tw_bin(L, NPK_BIN_MUL, tw_bin(L, NPK_BIN_SUB, tw_un(L, NPK_UN_EXP, x), K(1)), K(alpha));
        y = tw_select(L, pos, x, y);
        if (gamma != 1.0) y = tw_bin(L, NPK_BIN_MUL, y, K(gamma));
        break;
    case OXA_GELU: {
        const char *mode = ox_str(L, "approximate", "none");
        if (!strcmp(mode, "none")) {
            y = tw_un(L, NPK_UN_ERF, tw_bin(L, NPK_BIN_MUL, x, K(1.0 / sqrt(2.0))));
        } else if (!strcmp(mode, "tanh")) {
            y = tw_bin(L, NPK_BIN_MUL, tw_bin(L, NPK_BIN_MUL, x, x), x);
            y = tw_bin(L, NPK_BIN_ADD, x, tw_bin(L, NPK_BIN_MUL, y, K(0.044715)));
            y = tw_un(L, NPK_UN_TANH, tw_bin(L, NPK_BIN_MUL, y, K(sqrt(2.0 / 3.14159265358979323846))));
        } else {
            ox_error(L, "approximate = \"%s\" is not supported (\"none\" or \"tanh\")", mode);
        }
        y = tw_bin(L, NPK_BIN_MUL, tw_bin(L, NPK_BIN_MUL, x, K(0.5)), tw_bin(L, NPK_BIN_ADD, y, K(1)));
        break;
    }
    case OXA_SOFTPLUS: case OXA_MISH:   /* log(1 + exp(x)), x where that is x in f32 */
        y = tw_un(L, NPK_UN_LOG, tw_bin(L, NPK_BIN_ADD, tw_un(L, NPK_UN_EXP, x), K(1)));
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, K(20)), x, y);
        if (L->arg == OXA_MISH) y = tw_bin(L, NPK_BIN_MUL, x, tw_un(L, NPK_UN_TANH, y));
        break;
    case OXA_SOFTSIGN: y = tw_bin(L, NPK_BIN_DIV, x, tw_bin(L, NPK_BIN_ADD, tw_un(L, NPK_UN_ABS, x), K(1))); break;
    case OXA_HARDSIGMOID: case OXA_HARDSWISH:   /* max(0, min(1, alpha x + beta)) (times x): one pass */
        alpha = L->arg == OXA_HARDSWISH ? 1.0 / 6.0 : ox_float(L, "alpha", 0.2);
        beta = L->arg == OXA_HARDSWISH ? 0.5 : ox_float(L, "beta", 0.5);
        y = lw_unary_fn_p(L, L->arg == OXA_HARDSWISH ? NPK_UN_HARDSWISH : NPK_UN_HARDSIGMOID, x, (float)alpha, (float)beta, 0);
        break;
    case OXA_THRESHOLDED:
        alpha = ox_float(L, "alpha", 1.0);
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, K(alpha)), x, K(0));
        break;
    default: m2c_onnx_refuse(L);
    }
    ox_finish(L, y);
}
