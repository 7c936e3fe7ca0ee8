/* ops/loop_check.h - the loop op's shape rule and the check of its program
 * (included by loop.h's implementation part). The program's words are data,
 * not attributes, so the validator calls npk__loop_check with them after
 * the shape rule; nothing the executor trusts escapes it. */
NPK_DEFINE_SCHEMA(loop, NPK_LOOP_ATTRS)

enum { NPK__LK_FBIN = 1, NPK__LK_FUN, NPK__LK_FTER, NPK__LK_CMPF, NPK__LK_IBIN, NPK__LK_IUN, NPK__LK_CMPI,
       NPK__LK_SEL, NPK__LK_CVT, NPK__LK_CONST, NPK__LK_LOAD, NPK__LK_INDEX, NPK__LK_EXTRACT, NPK__LK_YIELD };

/* The kind of instruction code c, 0 if unknown. */
static int npk__loop_kind(int32_t c)
{
    switch (c) {
#define NPK_LOOP_INSN(NAME, code, kind) case code: return NPK__LK_##kind;
#include "loop_insns.inc"
#undef NPK_LOOP_INSN
    default: return 0;
    }
}

static npk_status npk__loop_infer(const npk_op_desc *op, const npk_tensor_desc *const *in, npk_tensor_desc *out,
                                  npk_error *err)
{
    const npk_tensor_desc *init = in[op->n_in - 1];
    unsigned k;
    if (in[0]->dtype != NPK_DTYPE_I32 || in[0]->rank != 1)
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 (the program) must be a rank-1 i32 tensor");
    if (op->n_in < 2) return npk__fail(err, NPK_ERR_ARITY, "needs a program and an init operand");
    out->dtype = init->dtype;
    out->rank = init->rank;
    for (k = 0; k < NPK_MAX_RANK; k++) out->dims[k] = k < init->rank ? init->dims[k] : 0;
    return NPK_OK;
}

static uint64_t npk__loop_scratch(const npk_op_desc *op, const npk_tensor_desc *const *in, const npk_tensor_desc *out)
{
    (void)in; (void)out;
    return (uint64_t)op->attr.loop.regs * NPK_LOOP_BLOCK * 8u;
}

static int npk__loop_is_int(int t) { return (t >= NPK_DTYPE_I1 && t <= NPK_DTYPE_I64) || t == NPK_DTYPE_I4 || t == NPK_DTYPE_I2; }
/* The register type of a tensor element: floats compute in f32. */
static int npk__loop_reg_type(unsigned dt) { return npk__dtype_is_float(dt) ? NPK_DTYPE_F32 : (int)dt; }

/* Check program words w[0..nw) for op with operand descriptors in[]. */
static npk_status npk__loop_check(const npk_op_desc *op, const npk_tensor_desc *const *in, const int32_t *w,
                                  size_t nw, npk_error *err)
{
    unsigned char rt[64]; /* register types, 0 = not written yet */
    unsigned n_data = op->n_in - 1u, a, r, d, L;
    size_t pos = NPK_LOOP_HEADER_WORDS, i, n_insn;
    int32_t regs = op->attr.loop.regs;
    if (nw < NPK_LOOP_HEADER_WORDS || w[0] != NPK_LOOP_MAGIC)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "the program is too short or lacks its magic word");
    L = (unsigned)w[1];
    if (w[1] < 1 || w[1] > NPK_MAX_RANK) return npk__fail(err, NPK_ERR_ATTRIBUTE, "the program has %d loops (1..8)", (int)w[1]);
    if ((uint32_t)w[2] >> L) return npk__fail(err, NPK_ERR_ATTRIBUTE, "the reduction mask names a dim beyond the %u loops", L);
    if (w[3] < 1 || (size_t)w[3] > nw / NPK_LOOP_INSN_WORDS)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "the program's instruction count %d does not fit it", (int)w[3]);
    n_insn = (size_t)w[3];
    for (d = 0; d < NPK_MAX_RANK; d++)
        if (d < L ? w[4 + d] < 1 : w[4 + d] != 0)
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "loop extent %u is %d (>= 1 for a loop, 0 beyond)", d, (int)w[4 + d]);
    for (a = 0; a < n_data; a++) {
        const npk_tensor_desc *t = in[a + 1];
        if (pos >= nw) return npk__fail(err, NPK_ERR_ATTRIBUTE, "the program ends inside the maps");
        if (w[pos] != 0 && (w[pos] != 1 || a + 1 == n_data))
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "map kind %d of operand %u (0 mapped, 1 extract only; the init is mapped)",
                             (int)w[pos], a + 1);
        if (w[pos++] == 1) continue;
        if (pos + (size_t)t->rank * (L + 1) > nw) return npk__fail(err, NPK_ERR_ATTRIBUTE, "the program ends inside the maps");
        for (r = 0; r < t->rank; r++, pos += L + 1) {
            int64_t lo = w[pos + L], hi = w[pos + L];
            if (w[pos + L] < -NPK_LOOP_MAX_COEF || w[pos + L] > NPK_LOOP_MAX_COEF)
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "operand %u's map: constant %d is out of range", a + 1, (int)w[pos + L]);
            for (d = 0; d < L; d++) {
                int64_t c = w[pos + d];
                if (c < -NPK_LOOP_MAX_COEF || c > NPK_LOOP_MAX_COEF)
                    return npk__fail(err, NPK_ERR_ATTRIBUTE, "operand %u's map: coefficient %d is out of range", a + 1, (int)c);
                if (c > 0) hi += c * (w[4 + d] - 1); else lo += c * (w[4 + d] - 1);
            }
            if (lo < 0 || hi >= (int64_t)t->dims[r])
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "operand %u's map reaches index %d..%d of dim %u (size %u)", a + 1,
                                 (int)lo, (int)hi, r, (unsigned)t->dims[r]);
        }
    }
    if (nw - pos != n_insn * NPK_LOOP_INSN_WORDS)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "the program has %u words; its maps and %u instructions need %u", (unsigned)nw,
                         (unsigned)n_insn, (unsigned)(pos + n_insn * NPK_LOOP_INSN_WORDS));
    memset(rt, 0, sizeof rt);
    for (i = 0; i < n_insn; i++, pos += NPK_LOOP_INSN_WORDS) {
        const int32_t *q = w + pos;
        int kind = npk__loop_kind(q[0]), ty = q[1], ta = 0, tb = 0, tc = 0, res = 0;
        unsigned long ins = (unsigned long)i;
        if (!kind) return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: unknown code %d", ins, (int)q[0]);
        if (q[2] < 0 || q[2] >= regs) return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: register %d is outside 0..%d", ins, (int)q[2], (int)regs - 1);
        /* operand registers, by kind: a (all but CONST/LOAD/INDEX/EXTRACT), b (binary+), c (FTER, SEL) */
        {
            int uses_a = kind != NPK__LK_CONST && kind != NPK__LK_LOAD && kind != NPK__LK_INDEX && kind != NPK__LK_EXTRACT;
            int uses_b = kind == NPK__LK_FBIN || kind == NPK__LK_FTER || kind == NPK__LK_CMPF || kind == NPK__LK_IBIN ||
                         kind == NPK__LK_CMPI || kind == NPK__LK_SEL;
            int uses_c = kind == NPK__LK_FTER || kind == NPK__LK_SEL, k, *t[3];
            t[0] = &ta; t[1] = &tb; t[2] = &tc;
            for (k = 0; k < 3; k++) {
                int32_t x = q[3 + k];
                if (!(k == 0 ? uses_a : k == 1 ? uses_b : uses_c)) continue;
                if (x < 0 || x >= regs || !rt[x])
                    return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu reads register %d before it is written (or outside 0..%d)",
                                     ins, (int)x, (int)regs - 1);
                *t[k] = rt[x];
            }
        }
        switch (kind) {
        case NPK__LK_FBIN: case NPK__LK_FUN: case NPK__LK_FTER: case NPK__LK_CMPF:
            if (ta != NPK_DTYPE_F32 || (tb && tb != NPK_DTYPE_F32) || (tc && tc != NPK_DTYPE_F32))
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: a float instruction on integer registers", ins);
            if (kind == NPK__LK_CMPF && (q[5] < 0 || q[5] > NPK_LOOP_F_TRUE))
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: cmpf predicate %d", ins, (int)q[5]);
            res = kind == NPK__LK_CMPF ? NPK_DTYPE_I1 : NPK_DTYPE_F32;
            break;
        case NPK__LK_IBIN: case NPK__LK_IUN: case NPK__LK_CMPI:
            if (ta != ty || (tb && tb != ty) || !npk__loop_is_int(ty))
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: integer operands must have its type %d", ins, (int)ty);
            if (kind == NPK__LK_CMPI && (q[5] < 0 || q[5] > NPK_LOOP_I_UGE))
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: cmpi predicate %d", ins, (int)q[5]);
            res = kind == NPK__LK_CMPI ? NPK_DTYPE_I1 : ty;
            break;
        case NPK__LK_SEL:
            if (ta != NPK_DTYPE_I1 || tb != tc || ty != tb)
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: select needs an i1 condition and two values of one type", ins);
            res = tb;
            break;
        case NPK__LK_CVT: {
            int src_int = q[0] == NPK_LOOP_EXTSI || q[0] == NPK_LOOP_EXTUI || q[0] == NPK_LOOP_TRUNCI ||
                          q[0] == NPK_LOOP_SITOFP || q[0] == NPK_LOOP_UITOFP || (q[0] == NPK_LOOP_BITCAST && ty == NPK_DTYPE_F32);
            int dst_int = q[0] == NPK_LOOP_EXTSI || q[0] == NPK_LOOP_EXTUI || q[0] == NPK_LOOP_TRUNCI ||
                          q[0] == NPK_LOOP_FPTOSI || q[0] == NPK_LOOP_FPTOUI || (q[0] == NPK_LOOP_BITCAST && (ty == NPK_DTYPE_I32 || (q[4] && ty != NPK_DTYPE_F32)));
            int ok = ta == q[5] && (src_int ? npk__loop_is_int(ta) : ta == NPK_DTYPE_F32) &&
                     (dst_int ? npk__loop_is_int(ty) : npk__dtype_is_float((unsigned)ty));
            /* a bitcast goes through 32 bits, or (b: an 8/4-bit float type) through that type's bits */
            if (q[0] == NPK_LOOP_BITCAST && q[4])
                ok = ok && npk__dtype_is_minifloat((unsigned)q[4]) &&
                     (ty == NPK_DTYPE_F32 ? ta : ty) == (q[4] == NPK_DTYPE_F4E2M1FN ? NPK_DTYPE_I4 : NPK_DTYPE_I8);
            else if (q[0] == NPK_LOOP_BITCAST) ok = ok && (ty == NPK_DTYPE_F32 ? ta == NPK_DTYPE_I32 : ty == NPK_DTYPE_I32);
            if (!ok) return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: conversion from type %d to %d is not one it makes", ins, (int)q[5], (int)ty);
            res = dst_int ? ty : NPK_DTYPE_F32;
            break;
        }
        case NPK__LK_CONST:
            if (!npk__dtype_is_float((unsigned)ty) && !npk__loop_is_int(ty))
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: constant of unknown type %d", ins, (int)ty);
            res = npk__loop_reg_type((unsigned)ty);
            break;
        case NPK__LK_LOAD: case NPK__LK_EXTRACT: {
            unsigned op_i = (unsigned)q[3];
            if (q[3] < 1 || op_i > n_data) return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: operand %d is not a data operand", ins, (int)q[3]);
            if (kind == NPK__LK_EXTRACT) {
                unsigned k;
                if (op_i == n_data) return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: extract from the init operand", ins);
                for (k = 0; k < in[op_i]->rank; k++) {
                    int32_t x = q[4] + (int32_t)k;
                    if (q[4] < 0 || x >= regs || !npk__loop_is_int(rt[x]))
                        return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: index register %d is not an integer register", ins, (int)x);
                }
            }
            res = npk__loop_reg_type(in[op_i]->dtype);
            break;
        }
        case NPK__LK_INDEX:
            if (q[3] < 0 || (unsigned)q[3] >= L) return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: loop index %d of %u loops", ins, (int)q[3], L);
            res = NPK_DTYPE_I64;
            break;
        default: /* YIELD */
            if (i + 1 != n_insn || ta != npk__loop_reg_type(in[n_data]->dtype))
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: yield must be last and of the result's type", ins);
            res = ta;
            break;
        }
        /* float lanes are 4 bytes, integer lanes 8: a result may not
         * overwrite an operand register of the other class */
        {
            int rf = res == NPK_DTYPE_F32, k;
            int cross = (ta && q[2] == q[3] && (ta == NPK_DTYPE_F32) != rf) || (tb && q[2] == q[4] && (tb == NPK_DTYPE_F32) != rf) ||
                        (tc && q[2] == q[5] && (tc == NPK_DTYPE_F32) != rf);
            for (k = 0; kind == NPK__LK_EXTRACT && rf && k < (int)in[q[3]]->rank; k++) cross |= q[2] == q[4] + k;
            if (cross && kind != NPK__LK_YIELD)
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: its result register %d is an operand of the other class", ins, (int)q[2]);
        }
        if (kind != NPK__LK_YIELD) rt[q[2]] = (unsigned char)res;
        else if (q[2] != q[3]) return npk__fail(err, NPK_ERR_ATTRIBUTE, "instruction %lu: yield's dst and a must match", ins);
    }
    if (npk__loop_kind(w[nw - NPK_LOOP_INSN_WORDS]) != NPK__LK_YIELD)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "the program does not end with yield");
    return NPK_OK;
}
