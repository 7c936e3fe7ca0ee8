/* buffers.c - MLIR on memrefs (destination-passing style) as values.
 * A memref names a buffer; every write (a linalg op with outs(%m : memref),
 * memref.copy) replaces the buffer's contents by a new SSA value, and every
 * read takes the contents at that point of the program. So
 *   linalg.matmul ins(%A, %B : ...) outs(%C : memref<..>)
 * becomes %C' = matmul(A, B, C), and later uses of %C read %C'. Buffers are
 * the memref arguments and memref.alloc/alloca results; memref.cast names
 * the same buffer. A function's memref arguments are inputs; those it
 * writes are outputs (outputs.c). What cannot be a value (views with
 * offsets, loads/stores, unranked memrefs) is refused where it is written. */
#include <string.h>
#include "lower.h"

static m2c_value *owner_of(m2c_value *v) { return v->buf ? v->buf : v; }

void m2c_buf_new(m2c_value *v, m2c_value *owner)
{
    v->buf = owner ? owner_of(owner) : v;
    if (!owner) v->cur = v->kind == M2C_V_ARG ? v : NULL;
}

void m2c_buf_set(m2c_value *owner, m2c_value *contents) { owner_of(owner)->cur = contents; }

m2c_value *m2c_buf_read(m2c_value *v, const char *at)
{
    m2c_value *o;
    if (!v->buf) return v;
    o = owner_of(v);
    if (o->buf_freed) m2c_error_at(at, "'%s' is read after its memref.dealloc", v->name);
    if (!o->cur)
        m2c_error_at(at, "'%s' is read before anything is written to it (memref.alloc gives uninitialised memory)",
                     v->name);
    return o->cur;
}

/* The linalg ops whose result does not depend on the outs operand's contents. */
static int ignores_outs(const m2c_op *op)
{
    static const char *const names[] = {
        "fill", "copy", "transpose", "broadcast", "map", "elementwise", "add", "sub", "mul", "div",
        "div_unsigned", "max", "min", "powf", "exp", "log", "abs", "ceil", "floor", "negf", "reciprocal",
        "round", "sqrt", "rsqrt", "square", "tanh", "erf", "select", NULL
    };
    int i, k;
    if (strncmp(op->dname, "linalg.", 7)) return 0;
    for (i = 0; names[i]; i++)
        if (!strcmp(op->dname + 7, names[i])) return 1;
    if (!strcmp(op->dname, "linalg.generic") && op->body) {
        /* block arguments past the ins are the outs: does the body use them? */
        const m2c_body *b = op->body;
        for (i = 0; i < b->n_ops; i++)
            for (k = 0; k < b->ops[i].n_in; k++) {
                const m2c_sval *v = &b->vals[b->ops[i].in[k]];
                if (v->kind == M2C_S_ARG && v->arg >= op->n_ins) return 0;
            }
        return !(b->vals[b->yield].kind == M2C_S_ARG && b->vals[b->yield].arg >= op->n_ins);
    }
    return 0;
}

static m2c_value *need_buffer(m2c_op *op, int k)
{
    if (!op->in[k]->buf) m2c_error_at(op->in_loc[k], "%s: operand '%s' is not a memref", op->dname, op->in[k]->name);
    return owner_of(op->in[k]);
}

int m2c_buf_op(m2c_op *op, int has_result, m2c_value **target)
{
    const char *n = op->kind == M2C_OPK_FOREIGN ? op->dname : "";
    int k, out = -1;
    *target = NULL;
    if (!strcmp(n, "memref.alloc") || !strcmp(n, "memref.alloca")) return M2C_BUF_ALLOC;
    /* the generic forms ("memref.copy"() ...) may have any operand count */
    if (!strcmp(n, "memref.cast")) {
        m2c_need_arity(op, 1, 1);
        *target = need_buffer(op, 0);
        return M2C_BUF_ALIAS;
    }
    if (!strcmp(n, "memref.dealloc")) {
        m2c_need_arity(op, 1, 1);
        need_buffer(op, 0)->buf_freed = 1;
        return M2C_BUF_NONE;
    }
    if (!strcmp(n, "memref.copy")) {
        m2c_value *src, *dst;
        m2c_need_arity(op, 2, 2);
        src = m2c_buf_read(op->in[0], op->in_loc[0]), dst = need_buffer(op, 1);
        if (!m2c_type_equal(&src->decl, &dst->decl) && m2c_type_static(&src->decl) && m2c_type_static(&dst->decl))
            m2c_error_at(op->loc, "memref.copy: the source and target shapes differ");
        if (dst->buf_freed) m2c_error_at(op->in_loc[1], "'%s' is written after its memref.dealloc", op->in[1]->name);
        dst->cur = src;
        return M2C_BUF_NONE;
    }
    if (!has_result) {
        /* destination-passing style: the op writes its (one) outs operand */
        int scan = !strcmp(n, "tm_tensor.scan");   /* writes outs(output, accumulator): the output here */
        if ((strncmp(n, "linalg.", 7) && strcmp(n, "tm_tensor.scatter") && !scan) || op->n_in != op->n_ins + 1 + scan)
            m2c_error_at(op->loc, "%s without a result is not supported (only linalg ops and tm_tensor.scatter writing one memref)",
                         n[0] ? n : m2c_op_name(op));
        out = op->n_ins;
        *target = need_buffer(op, out);
        if ((*target)->buf_freed) m2c_error_at(op->in_loc[out], "'%s' is written after its memref.dealloc", op->in[out]->name);
    }
    for (k = 0; k < op->n_in; k++) {
        if (!op->in[k]->buf) continue;
        if (out >= 0 && k == out + 1 && !strcmp(n, "tm_tensor.scan")) {
            /* the accumulator: a buffer of the function would be written too */
            m2c_value *acc = owner_of(op->in[k]);
            m2c_attr *inc = m2c_find_attr(op, "inclusive");
            if (acc->kind == M2C_V_ARG)
                m2c_error_at(op->in_loc[k], "tm_tensor.scan on memrefs writing an argument's accumulator is not supported");
            if (inc && inc->kind == M2C_ATTR_BOOL && inc->i && !acc->cur) {
                op->in[k] = acc;    /* an inclusive scan does not read it */
                continue;
            }
        }
        if (k == out && !owner_of(op->in[k])->cur) {
            /* an allocation nothing wrote yet: fine when the op does not read it */
            if (!ignores_outs(op))
                m2c_error_at(op->in_loc[k], "%s reads its output '%s', which nothing has written yet (memref.alloc "
                             "gives uninitialised memory)", op->dname, op->in[k]->name);
            op->in[k] = owner_of(op->in[k]);    /* the allocation: lowered as zeros, not read */
            continue;
        }
        op->in[k] = m2c_buf_read(op->in[k], op->in_loc[k]);
    }
    return out >= 0 ? M2C_BUF_WRITE : M2C_BUF_OP;
}

/* memref.alloc/alloca: contents undefined (m2c_buf_op refuses reading them
 * before a write); as the outs of an op that ignores them, zeros. The sizes
 * of `?` dims (operands, in order) must be compile-time constants. */
static void lower_alloc(m2c_lowerer *L)
{
    m2c_type t = L->src->out->decl;
    int d, k = 0;
    t.memref = 0;
    for (d = 0; d < t.rank; d++) {
        int64_t size;
        if (t.dims[d] != M2C_DYN) continue;
        if (k == L->src->n_in) m2c_error_at(L->src->loc, "%s: %d sizes for more `?` dims", L->src->dname, L->src->n_in);
        if (m2c_resolve(L->src->in[k])->kind == M2C_V_ARG)
            m2c_error_at(L->src->in_loc[k], "%s: size '%%%s' is a scalar function argument; fix it with --const %s=VALUE",
                         L->src->dname, L->src->in[k]->name, L->src->in[k]->name);
        if (m2c_resolve(L->src->in[k])->kind != M2C_V_CONST || lw_const_ints(L, k, &size, 1) != 1)
            m2c_error_at(L->src->in_loc[k], "%s: size '%s' is not a compile-time constant (dynamic sizes are not supported)",
                         L->src->dname, L->src->in[k]->name);
        if (size < 1 || size > 0xFFFFFFFFll)
            m2c_error_at(L->src->in_loc[k], "%s: size %lld is not supported", L->src->dname, (long long)size);
        t.dims[d] = size;
        k++;
    }
    if (k != L->src->n_in) m2c_error_at(L->src->loc, "%s: %d sizes for %d `?` dims", L->src->dname, L->src->n_in, k);
    if (t.elem != M2C_F32 && !m2c_elem_dtype(t.elem)) m2c_error_at(L->src->loc, "%s: %s buffers are not supported", L->src->dname, m2c_elem_name(t.elem));
    lw_alias(L, t.elem == M2C_F32 ? lw_const(L, &t, NULL, 0.0f) : m2c_zero_const(L, &t));
}

static void lower_consumed(m2c_lowerer *L)
{
    m2c_error_at(L->src->loc, "internal error: %s should have been read by the parser", L->src->dname);
}

const m2c_lowering m2c_memref_lowerings[] = {
    { "memref.alloc", lower_alloc, 0 },
    { "memref.alloca", lower_alloc, 0 },
    /* read by the parser (m2c_buf_op): no op is left to lower */
    { "memref.cast", lower_consumed, 0 },
    { "memref.copy", lower_consumed, 0 },
    { "memref.dealloc", lower_consumed, 0 },
    { NULL, NULL, 0 }
};
