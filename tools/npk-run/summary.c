/* summary.c - npk-run --print's model summary after the model, format,
 * arena and weights lines (disasm.c): parameters, MACs (docs/npk-run.md
 * states the counting rules), each input and output with its source name. */
#include <stdlib.h>

#include "npk_run_tool.h"

static uint64_t elems(const npk_tensor_desc *t)
{
    uint64_t n = 1;
    unsigned i;
    for (i = 0; i < t->rank; i++) n *= t->dims[i];
    return n;
}

/* Multiply-accumulates of one op from its shapes: the convolutions (one per
 * output element and filter tap of its group) and matrix products (one per
 * output element and step of K), float, integer and quantized; every other
 * op counts 0. */
uint64_t npkr_op_macs(const npk_program *p, const npk_op_desc *op)
{
    const npk_tensor_desc *y = &p->tensors[op->out[0]], *x = &p->tensors[op->in[0]];
    const npk_tensor_desc *w = op->n_in > 1 ? &p->tensors[op->in[1]] : NULL;
    switch (op->opcode) {
    case NPK_OP_MATMUL: /* [..., M, K] x [..., K, N]; trans_a: x is [..., K, M] */
        return x->rank < 2 ? 0 : elems(y) * x->dims[x->rank - (op->attr.matmul.trans_a ? 2u : 1u)];
    case NPK_OP_IMATMUL:
        return x->rank < 1 ? 0 : elems(y) * x->dims[x->rank - 1];
    case NPK_OP_CONV2D: {
        /* the direct conv's count, also for a Winograd filter (which does fewer multiplies) */
        npk_conv2d_params cp;
        npk_conv2d_params_from(&op->attr.conv2d, x->dims, w->dims, &cp);
        return (uint64_t)cp.n * npk_conv2d_out_h(&cp) * npk_conv2d_out_w(&cp) * cp.c_out *
               (cp.c_in / cp.groups) * cp.kh * cp.kw;
    }
    case NPK_OP_CONV3D: case NPK_OP_ICONV3D: case NPK_OP_ICONV2D: /* w [O, ..., C / groups] */
        return w->dims[0] ? elems(y) * (elems(w) / w->dims[0]) : 0;
    case NPK_OP_TRANSPOSE_CONV2D: case NPK_OP_ITRANSPOSE_CONV2D: /* each input value meets O x KH x KW taps */
        return w->dims[3] ? elems(x) * (elems(w) / w->dims[3]) : 0;
    case NPK_OP_QCONV2D:
        return elems(y) * (uint64_t)op->attr.qconv2d.kh * (uint64_t)op->attr.qconv2d.kw * x->dims[x->rank - 1];
    case NPK_OP_QDWCONV2D: /* w [KH, KW, C] */
        return elems(y) * w->dims[0] * w->dims[1];
    default:
        return 0;
    }
}

static void print_io(FILE *f, const npk_program *p, const char *what, uint32_t i, uint32_t t)
{
    char dims[160];
    const char *name = npk_tensor_name(p, t), *src = npk_tensor_debug_name(p, t);
    fprintf(f, "%s %u: %s %s %s", what, (unsigned)i, *name ? name : "-", npk_dtype_name(p->tensors[t].dtype),
            npkr_tensor_dims_str(&p->tensors[t], dims, sizeof dims));
    if (*src) fprintf(f, " '%s'", src);
    fputc('\n', f);
}

void npkr_summary(FILE *f, const npk_program *p)
{
    uint64_t params = 0, macs = 0;
    uint32_t i, j;
    for (i = 0; i < p->n_tensors; i++) {
        const npk_tensor_desc *t = &p->tensors[i];
        int seen = 0;
        if (t->storage != NPK_STORAGE_CONST) continue;
        for (j = 0; j < i && !seen; j++) /* constants over the same bytes count once */
            seen = p->tensors[j].storage == NPK_STORAGE_CONST && p->tensors[j].offset == t->offset &&
                   p->tensors[j].nbytes == t->nbytes;
        if (!seen) params += elems(t);
    }
    for (i = 0; i < p->n_ops; i++) macs += npkr_op_macs(p, &p->ops[i]);
    fprintf(f, "parameters: %llu (elements of the constant tensors)\n", (unsigned long long)params);
    fprintf(f, "MACs: %llu (conv and matmul ops, one run)\n", (unsigned long long)macs);
    for (i = 0; i < p->n_inputs; i++) print_io(f, p, "input", i, p->inputs[i]);
    for (i = 0; i < p->n_outputs; i++) print_io(f, p, "output", i, p->outputs[i]);
}

int npkr_has_debug_names(const npk_program *p)
{
    uint32_t i;
    for (i = 0; i < p->n_ops; i++)
        if (*npk_op_debug_name(p, i)) return 1;
    return 0;
}
