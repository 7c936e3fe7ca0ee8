/* ops/loop_exec.h - runs a checked loop program (included by loop.h). */
#include <math.h>

/* Per-run state: the program's pieces and each data operand's element
 * offset as a linear function of the loop indices. */
typedef struct npk__loop_st {
    const int32_t *w, *body;
    unsigned L, n_data, bd;          /* loops, data operands, the blocked dim */
    int64_t ext[NPK_MAX_RANK], idx[NPK_MAX_RANK];
    int64_t base[NPK_MAX_OP_INPUTS], step[NPK_MAX_OP_INPUTS][NPK_MAX_RANK];
    const unsigned char *data[NPK_MAX_OP_INPUTS];
    const npk_tensor_desc *td[NPK_MAX_OP_INPUTS];
    unsigned char *regs;
    size_t n_insn;
} npk__loop_st;

#define NPK__LF(r) ((float *)(void *)(s->regs + (size_t)(r) * NPK_LOOP_BLOCK * 8u))
#define NPK__LI(r) ((int64_t *)(void *)(s->regs + (size_t)(r) * NPK_LOOP_BLOCK * 8u))

static int npk__loop_width(int t)
{
    return t == NPK_DTYPE_I1 ? 1 : t == NPK_DTYPE_I2 ? 2 : t == NPK_DTYPE_I4 ? 4 : t == NPK_DTYPE_I8 ? 8 : t == NPK_DTYPE_I16 ? 16
         : t == NPK_DTYPE_I32 ? 32 : 64;
}
/* v wrapped to `bits` and sign-extended (the register form). */
static int64_t npk__loop_sext(uint64_t v, int bits)
{
    uint64_t m;
    if (bits >= 64) return (int64_t)v;
    m = (uint64_t)1 << (bits - 1);
    v &= (m << 1) - 1u;
    return (int64_t)((v ^ m) - m);
}
static uint64_t npk__loop_zext(int64_t v, int bits) { return bits >= 64 ? (uint64_t)v : (uint64_t)v & (((uint64_t)1 << bits) - 1u); }

static float npk__loop_roundeven(float x)
{
    float r = roundf(x);
    if (fabsf(x - truncf(x)) == 0.5f) r = 2.0f * roundf(0.5f * x);
    return r;
}
/* f32 rounded to f16 / bf16 / 8- or 4-bit float precision (truncf, sitofp
 * to a narrow float). */
static float npk__loop_narrow(float x, int ty)
{
    uint16_t h;
    if (npk__dtype_is_minifloat((unsigned)ty)) return (float)npk__mf_to_f64(npk__f64_to_mf(x, (unsigned)ty), (unsigned)ty);
    if (ty == NPK_DTYPE_F16) { h = npk__f64_to_half(x, 10, 15); return (float)npk__half_to_f64(h, 10, 15); }
    if (ty == NPK_DTYPE_BF16) { h = npk__f64_to_half(x, 7, 127); return (float)npk__half_to_f64(h, 7, 127); }
    return x;
}
/* float to a `bits`-bit integer toward zero, saturated; NaN gives 0 (poison in MLIR). */
static int64_t npk__loop_ftoi(float x, int bits, int is_unsigned)
{
    double d = truncf(x), hi = is_unsigned ? ldexp(1.0, bits) : ldexp(1.0, bits - 1), lo = is_unsigned ? 0.0 : -hi;
    if (x != x) return 0;
    if (d >= hi) return is_unsigned ? npk__loop_sext(~(uint64_t)0, bits) : npk__loop_sext(((uint64_t)1 << (bits - 1)) - 1u, bits);
    if (d < lo) return is_unsigned ? 0 : npk__loop_sext((uint64_t)1 << (bits - 1), bits);
    return is_unsigned ? npk__loop_sext(d >= 9223372036854775808.0 ? (uint64_t)(d - 9223372036854775808.0) + ((uint64_t)1 << 63) : (uint64_t)d, bits)
                       : npk__loop_sext((uint64_t)(int64_t)d, bits);
}

static int npk__loop_cmpf(float a, float b, int p)
{
    int uno = a != a || b != b;
    switch (p) {
    case NPK_LOOP_F_FALSE: return 0;
    case NPK_LOOP_F_OEQ: return !uno && a == b;
    case NPK_LOOP_F_OGT: return !uno && a > b;
    case NPK_LOOP_F_OGE: return !uno && a >= b;
    case NPK_LOOP_F_OLT: return !uno && a < b;
    case NPK_LOOP_F_OLE: return !uno && a <= b;
    case NPK_LOOP_F_ONE: return !uno && a != b;
    case NPK_LOOP_F_ORD: return !uno;
    case NPK_LOOP_F_UEQ: return uno || a == b;
    case NPK_LOOP_F_UGT: return uno || a > b;
    case NPK_LOOP_F_UGE: return uno || a >= b;
    case NPK_LOOP_F_ULT: return uno || a < b;
    case NPK_LOOP_F_ULE: return uno || a <= b;
    case NPK_LOOP_F_UNE: return uno || a != b;
    case NPK_LOOP_F_UNO: return uno;
    default: return 1;
    }
}

static int npk__loop_cmpi(int64_t a, int64_t b, int p, int bits)
{
    uint64_t ua = npk__loop_zext(a, bits), ub = npk__loop_zext(b, bits);
    switch (p) {
    case NPK_LOOP_I_EQ: return a == b;
    case NPK_LOOP_I_NE: return a != b;
    case NPK_LOOP_I_SLT: return a < b;
    case NPK_LOOP_I_SLE: return a <= b;
    case NPK_LOOP_I_SGT: return a > b;
    case NPK_LOOP_I_SGE: return a >= b;
    case NPK_LOOP_I_ULT: return ua < ub;
    case NPK_LOOP_I_ULE: return ua <= ub;
    case NPK_LOOP_I_UGT: return ua > ub;
    default: return ua >= ub;
    }
}

/* Integer binary op at `bits`; division by zero gives 0 and shifts out of
 * range give 0 (sign for shrsi): undefined in MLIR, never a trap here. */
static int64_t npk__loop_ibin(int op, int64_t a, int64_t b, int bits)
{
    uint64_t ua = npk__loop_zext(a, bits), ub = npk__loop_zext(b, bits);
    int64_t q;
    switch (op) {
    case NPK_LOOP_ADDI: return npk__loop_sext((uint64_t)a + (uint64_t)b, bits);
    case NPK_LOOP_SUBI: return npk__loop_sext((uint64_t)a - (uint64_t)b, bits);
    case NPK_LOOP_MULI: return npk__loop_sext((uint64_t)a * (uint64_t)b, bits);
    case NPK_LOOP_DIVSI: case NPK_LOOP_CEILDIVSI: case NPK_LOOP_FLOORDIVSI:
        if (b == 0) return 0;
        if (b == -1) return npk__loop_sext(0u - (uint64_t)a, bits);
        q = a / b;
        if (op == NPK_LOOP_CEILDIVSI && a % b != 0 && ((a < 0) == (b < 0))) q++;
        if (op == NPK_LOOP_FLOORDIVSI && a % b != 0 && ((a < 0) != (b < 0))) q--;
        return q;
    case NPK_LOOP_DIVUI: return ub ? npk__loop_sext(ua / ub, bits) : 0;
    case NPK_LOOP_REMSI: return b == 0 || b == -1 ? 0 : a % b;
    case NPK_LOOP_REMUI: return ub ? npk__loop_sext(ua % ub, bits) : 0;
    case NPK_LOOP_MAXSI: return a > b ? a : b;
    case NPK_LOOP_MINSI: return a < b ? a : b;
    case NPK_LOOP_MAXUI: return ua > ub ? a : b;
    case NPK_LOOP_MINUI: return ua < ub ? a : b;
    case NPK_LOOP_ANDI: return a & b;
    case NPK_LOOP_ORI: return a | b;
    case NPK_LOOP_XORI: return a ^ b;
    case NPK_LOOP_SHLI: return ub >= (uint64_t)bits ? 0 : npk__loop_sext(ua << ub, bits);
    case NPK_LOOP_SHRSI: return ub >= (uint64_t)bits ? (a < 0 ? -1 : 0) : a >> ub;
    default: return ub >= (uint64_t)bits ? 0 : npk__loop_sext(ua >> ub, bits); /* SHRUI */
    }
}

static float npk__loop_fun(int op, float x)
{
    switch (op) {
    case NPK_LOOP_NEGF: return -x;
    case NPK_LOOP_ABSF: return fabsf(x);
    case NPK_LOOP_EXP: return expf(x);
    case NPK_LOOP_EXP2: return exp2f(x);
    case NPK_LOOP_LOG: return logf(x);
    case NPK_LOOP_LOG2: return log2f(x);
    case NPK_LOOP_LOG1P: return log1pf(x);
    case NPK_LOOP_SQRT: return sqrtf(x);
    case NPK_LOOP_RSQRT: return 1.0f / sqrtf(x);
    case NPK_LOOP_TANH: return tanhf(x);
    case NPK_LOOP_ERF: return erff(x);
    case NPK_LOOP_FLOOR: return floorf(x);
    case NPK_LOOP_CEIL: return ceilf(x);
    case NPK_LOOP_ROUND: return roundf(x);
    case NPK_LOOP_ROUNDEVEN: return npk__loop_roundeven(x);
    case NPK_LOOP_TRUNC: return truncf(x);
    case NPK_LOOP_SIN: return sinf(x);
    case NPK_LOOP_COS: return cosf(x);
    case NPK_LOOP_TAN: return tanf(x);
    case NPK_LOOP_ATAN: return atanf(x);
    case NPK_LOOP_EXPM1: return expm1f(x);
    default: return log10f(x);
    }
}

static float npk__loop_fbin(int op, float a, float b)
{
    switch (op) {
    case NPK_LOOP_REMF: return fmodf(a, b);
    case NPK_LOOP_MAXIMUMF: return a != a || b != b ? a + b : a == b ? (signbit(a) ? b : a) : a > b ? a : b;
    case NPK_LOOP_MINIMUMF: return a != a || b != b ? a + b : a == b ? (signbit(a) ? a : b) : a < b ? a : b;
    case NPK_LOOP_MAXNUMF: return a != a ? b : b != b ? a : a > b ? a : b;
    case NPK_LOOP_MINNUMF: return a != a ? b : b != b ? a : a < b ? a : b;
    case NPK_LOOP_POWF: return powf(a, b);
    case NPK_LOOP_ATAN2: return atan2f(a, b);
    default: return copysignf(a, b);
    }
}

/* Element `e` of data operand k (offset in elements) as a register value. */
static void npk__loop_load(const npk__loop_st *s, unsigned k, int64_t off, int64_t st, size_t n, unsigned char *dst)
{
    unsigned dt = s->td[k]->dtype;
    const unsigned char *p = s->data[k];
    float *f = (float *)(void *)dst;
    int64_t *v = (int64_t *)(void *)dst;
    size_t j;
    if (dt == NPK_DTYPE_F32) {
        const float *x = (const float *)(const void *)p + off;
        if (st == 1) memcpy(f, x, n * 4u);
        else for (j = 0; j < n; j++) f[j] = x[(int64_t)j * st];
        return;
    }
    for (j = 0; j < n; j++) {
        npk__elem e = npk__load_elem(dt, p + (size_t)(off + (int64_t)j * st) * npk_dtype_size(dt));
        if (e.is_float) f[j] = npk__f64_to_f32(e.f);
        else v[j] = dt == NPK_DTYPE_I1 ? -e.i : e.i;
    }
}

static void npk__loop_store(unsigned dt, unsigned char *p, int64_t off, int64_t st, size_t n, const unsigned char *src)
{
    const float *f = (const float *)(const void *)src;
    const int64_t *v = (const int64_t *)(const void *)src;
    size_t j;
    if (dt == NPK_DTYPE_F32) {
        float *y = (float *)(void *)p + off;
        if (st == 1) memcpy(y, f, n * 4u);
        else for (j = 0; j < n; j++) y[(int64_t)j * st] = f[j];
        return;
    }
    for (j = 0; j < n; j++) {
        npk__elem e;
        e.is_float = npk__dtype_is_float(dt);
        e.f = e.is_float ? (double)f[j] : 0.0;
        e.i = e.is_float ? 0 : v[j];
        npk__store_elem(dt, e, p + (size_t)(off + (int64_t)j * st) * npk_dtype_size(dt));
    }
}

/* One block: n elements along dim bd from index idx[bd]. */
static void npk__loop_block(npk__loop_st *s, size_t n, unsigned char *out)
{
    int64_t off[NPK_MAX_OP_INPUTS];
    unsigned k, d;
    size_t i, j;
    for (k = 1; k <= s->n_data; k++) {
        off[k] = s->base[k];
        for (d = 0; d < s->L; d++) off[k] += s->step[k][d] * s->idx[d];
    }
    for (i = 0; i < s->n_insn; i++) {
        const int32_t *q = s->body + i * NPK_LOOP_INSN_WORDS;
        int op = q[0], ty = q[1], bits = npk__loop_width(ty);
        float *fd = NPK__LF(q[2]), *fa = NPK__LF(q[3]), *fb = NPK__LF(q[4]), *fc = NPK__LF(q[5]);
        int64_t *id = NPK__LI(q[2]), *ia = NPK__LI(q[3]), *ib = NPK__LI(q[4]), *ic = NPK__LI(q[5]);
        switch (npk__loop_kind(op)) {
        case NPK__LK_FBIN:
            if (op == NPK_LOOP_ADDF) for (j = 0; j < n; j++) fd[j] = fa[j] + fb[j];
            else if (op == NPK_LOOP_SUBF) for (j = 0; j < n; j++) fd[j] = fa[j] - fb[j];
            else if (op == NPK_LOOP_MULF) for (j = 0; j < n; j++) fd[j] = fa[j] * fb[j];
            else if (op == NPK_LOOP_DIVF) for (j = 0; j < n; j++) fd[j] = fa[j] / fb[j];
            else if (op == NPK_LOOP_MAXIMUMF || op == NPK_LOOP_MAXNUMF) /* select forms the compiler vectorises */
                for (j = 0; j < n; j++) {
                    float x = fa[j], y = fb[j], m = x > y ? x : y;
                    m = x == y && signbit(x) ? y : m;                     /* max(-0, +0) = +0 */
                    fd[j] = op == NPK_LOOP_MAXIMUMF ? (x != x || y != y ? x + y : m) : (x != x ? y : y != y ? x : m);
                }
            else if (op == NPK_LOOP_MINIMUMF || op == NPK_LOOP_MINNUMF)
                for (j = 0; j < n; j++) {
                    float x = fa[j], y = fb[j], m = x < y ? x : y;
                    m = x == y ? (signbit(x) ? x : y) : m;                /* min(+0, -0) = -0 */
                    fd[j] = op == NPK_LOOP_MINIMUMF ? (x != x || y != y ? x + y : m) : (x != x ? y : y != y ? x : m);
                }
            else for (j = 0; j < n; j++) fd[j] = npk__loop_fbin(op, fa[j], fb[j]);
            break;
        case NPK__LK_FUN:
            if (op == NPK_LOOP_NEGF) for (j = 0; j < n; j++) fd[j] = -fa[j];
            else for (j = 0; j < n; j++) fd[j] = npk__loop_fun(op, fa[j]);
            break;
        case NPK__LK_FTER: for (j = 0; j < n; j++) fd[j] = fmaf(fa[j], fb[j], fc[j]); break;
        case NPK__LK_CMPF: for (j = 0; j < n; j++) id[j] = -(int64_t)npk__loop_cmpf(fa[j], fb[j], q[5]); break;
        case NPK__LK_IBIN:
            if (op == NPK_LOOP_ADDI && bits == 64) for (j = 0; j < n; j++) id[j] = (int64_t)((uint64_t)ia[j] + (uint64_t)ib[j]);
            else for (j = 0; j < n; j++) id[j] = npk__loop_ibin(op, ia[j], ib[j], bits);
            break;
        case NPK__LK_IUN: for (j = 0; j < n; j++) id[j] = npk__loop_sext(ia[j] < 0 ? 0u - (uint64_t)ia[j] : (uint64_t)ia[j], bits); break;
        case NPK__LK_CMPI: for (j = 0; j < n; j++) id[j] = -(int64_t)npk__loop_cmpi(ia[j], ib[j], q[5], bits); break;
        case NPK__LK_SEL:
            if (ty == NPK_DTYPE_F32) for (j = 0; j < n; j++) fd[j] = ia[j] ? fb[j] : fc[j];
            else for (j = 0; j < n; j++) id[j] = ia[j] ? ib[j] : ic[j];
            break;
        case NPK__LK_CVT: {
            int sbits = npk__loop_width(q[5]);
            for (j = 0; j < n; j++) {
                switch (op) {
                case NPK_LOOP_EXTF: fd[j] = fa[j]; break;
                case NPK_LOOP_TRUNCF: fd[j] = npk__loop_narrow(fa[j], ty); break;
                case NPK_LOOP_EXTSI: id[j] = ia[j]; break;
                case NPK_LOOP_EXTUI: id[j] = npk__loop_sext(npk__loop_zext(ia[j], sbits), bits); break;
                case NPK_LOOP_TRUNCI: id[j] = npk__loop_sext((uint64_t)ia[j], bits); break;
                case NPK_LOOP_SITOFP: fd[j] = npk__loop_narrow((float)npk__i64_to_f64(ia[j]), ty); break;
                case NPK_LOOP_UITOFP: {
                    uint64_t u = npk__loop_zext(ia[j], sbits);
                    fd[j] = npk__loop_narrow((float)(u >> 63 ? 2.0 * npk__i64_to_f64((int64_t)(u >> 1 | (u & 1u))) : npk__i64_to_f64((int64_t)u)), ty);
                    break;
                }
                case NPK_LOOP_FPTOSI: id[j] = npk__loop_ftoi(fa[j], bits, 0); break;
                case NPK_LOOP_FPTOUI: id[j] = npk__loop_ftoi(fa[j], bits, 1); break;
                default: /* BITCAST: through the 32 bits, or (q[4] an 8/4-bit float type) its byte */
                    if (q[4] && ty != NPK_DTYPE_F32) id[j] = npk__loop_sext(npk__f64_to_mf((double)fa[j], (unsigned)q[4]), bits);
                    else if (q[4]) fd[j] = (float)npk__mf_to_f64((unsigned)npk__loop_zext(ia[j], sbits), (unsigned)q[4]);
                    else if (ty == NPK_DTYPE_I32) { int32_t t; memcpy(&t, &fa[j], 4); id[j] = t; }
                    else { int32_t t = (int32_t)ia[j]; memcpy(&fd[j], &t, 4); }
                    break;
                }
            }
            break;
        }
        case NPK__LK_CONST:
            if (npk__dtype_is_float((unsigned)ty)) { float c; memcpy(&c, &q[4], 4); for (j = 0; j < n; j++) fd[j] = c; }
            else {
                int64_t c = npk__loop_sext((uint64_t)(uint32_t)q[4] | (uint64_t)(uint32_t)q[5] << 32, bits);
                for (j = 0; j < n; j++) id[j] = c;
            }
            break;
        case NPK__LK_LOAD:
            npk__loop_load(s, (unsigned)q[3], off[q[3]], s->step[q[3]][s->bd], n, (unsigned char *)fd);
            break;
        case NPK__LK_INDEX:
            for (j = 0; j < n; j++) id[j] = s->idx[q[3]] + ((unsigned)q[3] == s->bd ? (int64_t)j : 0);
            break;
        case NPK__LK_EXTRACT: {
            const npk_tensor_desc *t = s->td[q[3]];
            for (j = 0; j < n; j++) {
                int64_t e = 0;
                for (k = 0; k < t->rank; k++) {
                    int64_t x = NPK__LI(q[4] + (int32_t)k)[j];
                    x = x < 0 ? 0 : x >= (int64_t)t->dims[k] ? (int64_t)t->dims[k] - 1 : x; /* clamped */
                    e = e * (int64_t)t->dims[k] + x;
                }
                {
                    int64_t tmp[1];
                    npk__loop_load(s, (unsigned)q[3], e, 0, 1, (unsigned char *)tmp);
                    if (npk__dtype_is_float(t->dtype)) memcpy(&fd[j], tmp, 4);
                    else id[j] = tmp[0];
                }
            }
            break;
        }
        default: /* YIELD */
            npk__loop_store(s->td[s->n_data]->dtype, out, off[s->n_data], s->step[s->n_data][s->bd], n, (const unsigned char *)fa);
            break;
        }
    }
}

static void npk__loop_exec(const npk_op_run *r)
{
    npk__loop_st st, *s = &st;
    const int32_t *w = (const int32_t *)(const void *)r->in[0];
    size_t pos = NPK_LOOP_HEADER_WORDS;
    unsigned k, d, m;
    unsigned char order[NPK_MAX_RANK + 1]; /* loop dims, NPK_MAX_RANK for the block */
    /* counts and positions of the nest (extents are i32 words, so they fit
     * a size_t; half the bytes of int64 on a 32-bit microcontroller, whose
     * frame stays under 1 KB) */
    size_t cnt[NPK_MAX_RANK + 1], pos_[NPK_MAX_RANK + 1];
    int64_t best = -1;
    uint32_t red;
    memset(s, 0, sizeof *s);
    s->w = w;
    s->L = (unsigned)w[1];
    red = (uint32_t)w[2];
    s->n_insn = (size_t)w[3];
    s->n_data = r->op->n_in - 1u;
    s->regs = r->scratch;
    for (d = 0; d < s->L; d++) s->ext[d] = w[4 + d];
    for (k = 1; k <= s->n_data; k++) {
        const npk_tensor_desc *t = r->td[k];
        s->td[k] = t;
        s->data[k] = (const unsigned char *)(const void *)r->in[k];
        if (w[pos++] == 1) continue;
        for (m = 0; m < t->rank; m++, pos += s->L + 1) {
            int64_t stride = 1;
            unsigned q;
            for (q = m + 1; q < t->rank; q++) stride *= t->dims[q];
            s->base[k] += (int64_t)w[pos + s->L] * stride;
            for (d = 0; d < s->L; d++) s->step[k][d] += (int64_t)w[pos + d] * stride;
        }
    }
    s->body = w + pos;
    /* the result starts as its init value */
    {   /* the init's values matter only to a reduction or a body that reads them */
        int reads_init = red != 0;
        size_t i;
        for (i = 0; i < s->n_insn; i++)
            if (s->body[i * NPK_LOOP_INSN_WORDS] == NPK_LOOP_LOAD && (unsigned)s->body[i * NPK_LOOP_INSN_WORDS + 3] == s->n_data)
                reads_init = 1;
        if (reads_init && r->in[s->n_data] != r->out) memcpy(r->out, r->in[s->n_data], (size_t)r->y->nbytes);
    }
    s->data[s->n_data] = (const unsigned char *)(const void *)r->out; /* reads of the result see its current value */
    /* the blocked dim: one along which the result moves (lanes never share a
     * result element), the one with the smallest result step; none (a full
     * reduction) runs one element per block */
    s->bd = s->L - 1;
    for (d = 0; d < s->L; d++) {
        int64_t a = s->step[s->n_data][d] < 0 ? -s->step[s->n_data][d] : s->step[s->n_data][d];
        if (a && (best < 0 || a < best)) { best = a; s->bd = d; }
    }
    /* nest: parallel dims, then the block, then reduction dims (innermost,
     * so a block's result elements stay hot while they accumulate) */
    m = 0;
    for (d = 0; d < s->L; d++) if (d != s->bd && !(red >> d & 1u)) order[m++] = (unsigned char)d;
    order[m++] = NPK_MAX_RANK; /* the block */
    for (d = 0; d < s->L; d++) if (d != s->bd && (red >> d & 1u)) order[m++] = (unsigned char)d;
    {
        int64_t blk = best < 0 ? 1 : NPK_LOOP_BLOCK;
        for (k = 0; k < m; k++) {
            cnt[k] = (size_t)(order[k] == NPK_MAX_RANK ? (s->ext[s->bd] + blk - 1) / blk : s->ext[order[k]]);
            pos_[k] = 0;
        }
        for (;;) {
            int64_t n;
            int q;
            for (k = 0; k < m; k++) {
                if (order[k] == NPK_MAX_RANK) s->idx[s->bd] = (int64_t)pos_[k] * blk;
                else s->idx[order[k]] = (int64_t)pos_[k];
            }
            n = s->ext[s->bd] - s->idx[s->bd];
            npk__loop_block(s, (size_t)(n < blk ? n : blk), (unsigned char *)(void *)r->out);
            for (q = (int)m - 1; q >= 0; q--) {
                if (++pos_[q] < cnt[q]) break;
                pos_[q] = 0;
            }
            if (q < 0) break;
        }
    }
}
#undef NPK__LF
#undef NPK__LI
