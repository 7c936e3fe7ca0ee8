/* lower.c - the lowering pass: walks the function in program order, infers
 * and checks the shape of every TCF op (shapes.c), and replaces each TOSA,
 * linalg or tensor op by TCF-level ops (lower_tosa.c, lower_linalg.c).
 * Also the last lowering step after softmax recognition: a reduce_sum that
 * is left becomes a matmul with a ones vector, a broadcast left becomes an
 * add of zeros, and any other op with no TCP opcode is an error that names
 * the source op and its location. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower.h"
#include "literals.h"

/* A TOSA op on ui<N> tensors, which a .tcp holds as the i<N> of the same bits:
 * only ops whose result bits do not depend on signedness (data movement,
 * equality, wrapping add/sub, bitwise ops), rescale (it reads the unsigned
 * types) and clamp (unsigned order) are right; any other (maximum, greater,
 * reductions, argmax, cast, ...) would compute in signed order: refused. */
static void check_unsigned(const m2c_lowerer *L)
{
    static const char *const same_bits[] = { "tosa.rescale", "tosa.clamp", "tosa.const", "tosa.identity",
        "tosa.reshape", "tosa.transpose", "tosa.slice", "tosa.tile", "tosa.concat", "tosa.reverse",
        "tosa.gather", "tosa.scatter", "tosa.select", "tosa.equal", "tosa.add", "tosa.sub",
        "tosa.bitwise_and", "tosa.bitwise_or", "tosa.bitwise_xor", "tosa.bitwise_not",
        "tosa.logical_left_shift", NULL };
    const m2c_op *src = L->src;
    int k, uns = src->out && src->out->decl.uns;
    size_t i;
    if (strncmp(src->dname, "tosa.", 5) != 0) return;
    for (k = 0; k < src->n_in && k < NPK_MAX_OP_INPUTS; k++) uns |= src->in_decl[k].uns;
    if (!uns) return;
    /* a cast of signed integers into ui<N> keeps the low bits, as the i<N> does */
    if (!strcmp(src->dname, "tosa.cast") && src->n_in == 1 && !src->in_decl[0].uns && src->in_decl[0].elem >= M2C_I1 &&
        src->in_decl[0].elem <= M2C_I64 && !src->in_decl[0].scalar)
        return;
    if (!strcmp(src->dname, "tosa.cast") && src->n_in == 1 && src->in_decl[0].uns && src->out && !src->out->decl.uns)
        return;   /* lower_tosa.c's cast_unsigned zero-extends */
    for (i = 0; same_bits[i]; i++)
        if (!strcmp(src->dname, same_bits[i])) return;
    m2c_error_at(src->loc, "%s of unsigned integers is not supported (ui<N> is held as i<N>; the op would "
                 "compute in signed order)", src->dname);
}

/* TOSA adds, subtracts and multiplies integers into i32 (mul: i8/i16
 * operands): an i8/i16 !quant.uniform result means a quantized add without
 * its rescales, which has no TOSA meaning: refused rather than wrapped. */
static void check_quantized_arith(const m2c_lowerer *L)
{
    static const char *const arith[] = { "tosa.add", "tosa.sub", "tosa.mul", NULL };
    const m2c_op *src = L->src;
    size_t i;
    if (!src->out || !src->out->decl.quant || src->out->decl.elem == M2C_I32) return;
    for (i = 0; arith[i]; i++)
        if (!strcmp(src->dname, arith[i]))
            m2c_error_at(src->loc, "%s with an %s !quant.uniform result is not supported (TOSA computes it in i32: "
                         "rescale the operands to i32 first)", src->dname, m2c_elem_name(src->out->decl.elem));
}

/* Find the source op's lowering in the dialect tables and run it. */
static void lower_by_table(m2c_lowerer *L)
{
    const m2c_lowering *const *d; /* the parser's list (parser.c), NULL-terminated */
    const m2c_lowering *e;
    check_unsigned(L);
    check_quantized_arith(L);
    for (d = m2c_foreign_tables; *d; d++)
        for (e = *d; e->name; e++)
            if (!strcmp(e->name, L->src->dname)) {
                L->arg = e->arg;
                if (*d == m2c_torch_lowerings || *d == m2c_torch_scalar_lowerings || *d == m2c_torch_tail_lowerings) {
                    m2c_torch_check_unsigned(L);
                    if (m2c_torch_zero_sized(L)) return;
                }
                {
                    int from = L->n_ops;
                    e->fn(L);
                    if (*d == m2c_onnx_lowerings) m2c_onnx_fold_new(L, from);
                }
                return;
            }
    if (!strncmp(L->src->dname, "onnx.", 5)) m2c_onnx_refuse(L);
    if (!strncmp(L->src->dname, "torch.", 6) || !strncmp(L->src->dname, "torch_c.", 8)) m2c_torch_refuse(L);
    m2c_error_at(L->src->loc, "unsupported op '%s'", L->src->dname);
}

/* A part of a multi-output op that cannot be computed alone
 * (split_outputs.c): an error if something reads it, else dropped. */
static int drop_refused(const m2c_func *f, int at)
{
    const m2c_op *op = f->ops[at];
    int i, k;
    if (!op->refusal) return 0;
    for (i = at + 1; i < f->n_ops; i++)
        for (k = 0; k < f->ops[i]->n_in; k++)
            if (f->ops[i]->in[k] == op->out) m2c_error_at(op->refusal_loc, "%s", op->refusal);
    for (i = 0; i < f->n_results; i++)
        if (m2c_resolve(f->results[i]) == op->out) m2c_error_at(op->refusal_loc, "%s", op->refusal);
    for (i = 0; i < f->n_printed; i++)
        if (m2c_resolve(f->printed[i]) == op->out) m2c_error_at(op->refusal_loc, "%s", op->refusal);
    return 1;
}

/* A returned torch number constant (torch.constant.int/float/bool, or an op
 * folded to one) as the rank-0 tensor the program outputs: i64, f32 (a
 * Python float held in f32), i1. Other values pass unchanged. */
static m2c_value *number_as_rank0(m2c_value *v)
{
    m2c_cbuf *cb;
    m2c_type t;
    int64_t k = 0;
    double d;
    if (v->kind != M2C_V_CONST || !v->shape.scalar || !v->cbuf || !v->cbuf->raw ||
        (v->shape.elem != M2C_I64 && v->shape.elem != M2C_F64 && v->shape.elem != M2C_I1))
        return v;
    d = m2c_load_elem((const unsigned char *)v->cbuf->raw, v->shape.elem, 0, &k);
    memset(&t, 0, sizeof t);
    t.elem = v->shape.elem == M2C_F64 ? M2C_F32 : v->shape.elem;
    cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    cb->count = 1;
    cb->elem = t.elem;
    cb->data = (float *)m2c_alloc(sizeof(float));
    cb->data[0] = m2c_to_f32(v->shape.elem == M2C_F64 ? d : (double)k);
    if (t.elem != M2C_F32) {
        cb->raw = m2c_alloc(8);
        m2c_store_elem((unsigned char *)cb->raw, t.elem, d, k);
    }
    return m2c_new_const(v->name, v->loc, &t, cb);
}

void m2c_lower(m2c_func *f)
{
    m2c_lowerer L;
    int i, k;
    memset(&L, 0, sizeof L);
    L.f = f;
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        for (k = 0; k < op->n_in; k++) op->in[k] = m2c_resolve(op->in[k]);
        if (op->kind != M2C_OPK_FOREIGN) {
            m2c_infer_op(op);
            M2C_PUSH(L.ops, L.n_ops, L.cap_ops, op);
            continue;
        }
        if (drop_refused(f, i)) continue;
        L.src = op;
        L.tmp = 0;
        lower_by_table(&L);
    }
    m2c_free(f->ops);
    f->ops = L.ops;
    f->n_ops = L.n_ops;
    f->cap_ops = L.cap_ops;
    for (i = 0; i < f->n_results; i++) {
        f->results[i] = number_as_rank0(m2c_resolve(f->results[i]));
        if (!m2c_elem_dtype(f->results[i]->shape.elem) || f->results[i]->shape.scalar)
            m2c_error_at(f->result_locs[i], "the function returns a value that is not a tensor of f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, f4E2M1FN, i1, i2, i4, i8, i16, i32 or i64");
        if (m2c_type_count(&f->results[i]->shape) == 0)
            m2c_error_at(f->result_locs[i], "the function returns an empty tensor (a zero-sized dimension), which is not supported");
        f->results[i]->is_result = 1;
    }
}

/* reduce_sum over `axis` as a matmul with a ones vector:
 * x -> (transpose axis last) -> [M, K] x ones[K, 1] -> keepdims shape. */
static void lower_reduce_sum(m2c_lowerer *L, m2c_op *op)
{
    m2c_value *x = op->in[0], *ones, *in[2];
    int axis = op->attr.reduce.axis, r = x->shape.rank, i;
    m2c_type t, o;
    uint64_t K = (uint64_t)x->shape.dims[axis];
    m2c_op *mm;
    if (axis != r - 1) {
        int64_t perm[NPK_MAX_RANK];
        int n = 0;
        for (i = 0; i < r; i++) if (i != axis) perm[n++] = i;
        perm[n] = axis;
        x = lw_transpose(L, x, perm, 0);
    }
    memset(&t, 0, sizeof t);
    t.rank = 2;
    t.dims[0] = (int64_t)(m2c_type_count(&x->shape) / K);
    t.dims[1] = (int64_t)K;
    x = lw_reshape(L, x, &t, 0);
    memset(&o, 0, sizeof o);
    o.rank = 2;
    o.dims[0] = (int64_t)K;
    o.dims[1] = 1;
    ones = lw_const(L, &o, NULL, 1.0f);
    in[0] = x;
    in[1] = ones;
    mm = lw_op(L, M2C_OPK_MATMUL, 2, in);
    x = lw_done(L, mm, NULL, 0);
    lw_reshape(L, x, &op->out->shape, 1);
}

void m2c_finish_lowering(m2c_func *f)
{
    m2c_lowerer L;
    int i, k, j;
    memset(&L, 0, sizeof L);
    L.f = f;
    m2c_recount_uses(f);
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        if (op->dead) continue;
        for (k = 0; k < op->n_in; k++) op->in[k] = m2c_resolve(op->in[k]);
        L.src = op;
        L.tmp = 100;
        switch (op->kind) {
        case M2C_OPK_REDUCE_SUM: {
            m2c_type keep = op->out->shape;
            op->out->decl = keep;
            op->dead = 1;
            lower_reduce_sum(&L, op);
            continue;
        }
        case M2C_OPK_BROADCAST: {
            /* users that broadcast anyway (binary elementwise) read the small input */
            m2c_value *x = op->in[0], *zero;
            int all = 1;
            for (j = i + 1; j < f->n_ops; j++) {
                m2c_op *u = f->ops[j];
                if (u->dead) continue;
                for (k = 0; k < u->n_in; k++) {
                    if (u->in[k] != op->out) continue;
                    if (u->opcode == NPK_OP_BINARY && u->n_in == 2 &&
                        m2c_type_equal(&u->in[1 - k]->shape, &u->out->shape) && u->in[1 - k] != op->out) {
                        u->in[k] = x;
                    } else {
                        all = 0;
                    }
                }
            }
            if (all && !op->out->is_result) { op->dead = 1; continue; }
            zero = lw_const(&L, &op->out->shape, NULL, 0.0f);
            op->dead = 1;
            lw_binary(&L, M2C_OPK_ADD, x, zero, 1);
            continue;
        }
        default:
            break;
        }
        if (!op->opcode) m2c_error_at(op->loc, "internal error: %s was not lowered", m2c_op_name(op));
        M2C_PUSH(L.ops, L.n_ops, L.cap_ops, op);
    }
    m2c_free(f->ops);
    f->ops = L.ops;
    f->n_ops = L.n_ops;
    f->cap_ops = L.cap_ops;
    for (i = 0; i < f->n_results; i++) f->results[i] = m2c_resolve(f->results[i]);
    m2c_recount_uses(f);
}

void m2c_infer_shapes(m2c_func *f)
{
    m2c_step("lowering %d ops", f->n_ops);
    m2c_lower(f);              /* shapes of TCF ops; TOSA/linalg -> TCF */
    m2c_layout(f);             /* cancel transposes, merge reshapes */
    m2c_fold(f);               /* constants (weights' layout changes), dead code */
    m2c_softmax(f);            /* decomposed softmax -> one op */
    m2c_layernorm(f);          /* decomposed LayerNorm normalisation -> one op */
    m2c_finish_lowering(f);    /* reduce_sum -> matmul; errors for what is left */
}
