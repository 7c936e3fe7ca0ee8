/* eval.c - run one lowered op on constant operands through the interpreter
 * itself (a one-op program: validated, then npk_run), so constant folding
 * computes exactly what the op computes at run time. mlir2c compiles npk
 * with NPK_FORCE_SCALAR (npk_impl.c), so folded constants do not depend on
 * the machine that translates. The internal broadcast kind runs as a binary
 * add of zero. */
#include <string.h>
#include "ir.h"

void m2c_eval_op(const m2c_op *op, const float *const *in, float *out)
{
    npk_tensor_desc t[NPK_MAX_OP_INPUTS + 2];
    npk_op_desc d = m2c_op_desc(op);
    uint32_t inputs[NPK_MAX_OP_INPUTS + 1], output;
    npk_program p;
    npk_error err;
    uint64_t off = 0;
    unsigned char *block, *arena;
    int k, n_in = op->n_in;
    float *zeros = NULL;
    const float *src[NPK_MAX_OP_INPUTS + 1];
    for (k = 0; k < n_in; k++) {
        m2c_tensor_desc(&op->in[k]->shape, &t[k]);
        src[k] = in[k];
    }
    if (op->kind == M2C_OPK_BROADCAST) {
        /* x + zeros of the result's shape: the binary op broadcasts x to it
         * (adding a scalar zero would keep x's shape) */
        npk_op_init(&d, NPK_OP_BINARY);
        d.attr.binary.fn = NPK_BIN_ADD;
        d.n_in = 2;
        d.n_out = 1;
        m2c_tensor_desc(&op->out->shape, &t[1]);
        zeros = (float *)m2c_alloc((size_t)t[1].nbytes + 4u);
        memset(zeros, 0, (size_t)t[1].nbytes + 4u);
        src[1] = zeros;
        n_in = 2;
    } else if (!op->opcode) {
        m2c_fatal(M2C_EXIT_INTERNAL, "internal error: cannot evaluate %s", m2c_op_name(op));
    }
    m2c_tensor_desc(&op->out->shape, &t[n_in]);
    for (k = 0; k <= n_in; k++) {
        t[k].name = NPK_NO_NAME;
        t[k].offset = off;
        off += (t[k].nbytes + 63u) & ~(uint64_t)63u;
    }
    for (k = 0; k < n_in; k++) { d.in[k] = (uint32_t)k; inputs[k] = (uint32_t)k; }
    d.out[0] = output = (uint32_t)n_in;
    memset(&p, 0, sizeof p);
    d.scratch_offset = off;
    d.scratch_bytes = npk_op_scratch_bytes(&d, t);
    off += d.scratch_bytes;
    p.tensors = t; p.n_tensors = (uint32_t)n_in + 1;
    p.ops = &d; p.n_ops = 1;
    p.inputs = inputs; p.n_inputs = (uint32_t)n_in;
    p.outputs = &output; p.n_outputs = 1;
    p.arena_bytes = off;
    p.name = NPK_NO_NAME;
    if (!d.scratch_bytes) d.scratch_offset = 0;
    if (npk_program_validate(&p, &err) != NPK_OK)
        m2c_fatal(M2C_EXIT_INTERNAL, "internal error: folding %s: %s", m2c_op_name(op), err.message);
    block = (unsigned char *)m2c_alloc((size_t)off + 64u);
    arena = block + (64u - (uintptr_t)block % 64u) % 64u;
    for (k = 0; k < n_in; k++) memcpy(arena + t[k].offset, src[k], (size_t)t[k].nbytes);
    if (npk_run(&p, arena, (size_t)off, NULL, &err) != NPK_OK)
        m2c_fatal(M2C_EXIT_INTERNAL, "internal error: folding %s: %s", m2c_op_name(op), err.message);
    memcpy(out, arena + t[n_in].offset, (size_t)t[n_in].nbytes);
    m2c_free(block);
    m2c_free(zeros);
}
