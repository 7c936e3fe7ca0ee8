/* resident.c - may --bench copy the inputs into the arena once instead of on
 * every run? Only if no op ever writes the bytes an input occupies: no op
 * result and no op scratch range overlaps the input's arena extent. The check
 * reads the program tables (tensors, ops) and nothing else. One write is
 * allowed: a view op (reshape) whose result occupies exactly its operand's
 * bytes (the planner's in-place reshape) leaves every byte as it was. */
#include "npk_run_tool.h"

static int overlaps(uint64_t a, uint64_t an, uint64_t b, uint64_t bn)
{
    return an && bn && a < b + bn && b < a + an;
}

static int same_bytes(const npk_tensor_desc *a, const npk_tensor_desc *b)
{
    return a->storage == b->storage && a->offset == b->offset && a->nbytes == b->nbytes;
}

int npkr_input_never_written(const npk_program *p, uint32_t i)
{
    const npk_tensor_desc *in = &p->tensors[p->inputs[i]];
    uint32_t k, o;
    if (in->storage != NPK_STORAGE_ARENA) return 1;
    for (k = 0; k < p->n_ops; k++) {
        const npk_op_desc *op = &p->ops[k];
        const npk_op_def *def = npk_op_lookup(op->opcode);
        if (def && (def->flags & NPK_OPF_VIEW) && same_bytes(&p->tensors[op->in[0]], &p->tensors[op->out[0]]))
            continue;
        if (overlaps(in->offset, in->nbytes, op->scratch_offset, op->scratch_bytes)) return 0;
        for (o = 0; o < op->n_out; o++) {
            const npk_tensor_desc *y = &p->tensors[op->out[o]];
            if (y->storage == NPK_STORAGE_ARENA && overlaps(in->offset, in->nbytes, y->offset, y->nbytes))
                return 0;
        }
    }
    return 1;
}

int npkr_inputs_copy_once(const npkr_job *job)
{
    uint32_t i;
    if (job->samples > job->batch) return 0; /* each run holds other samples */
    for (i = 0; i < job->prog->n_inputs; i++)
        if (!npkr_input_never_written(job->prog, i)) return 0;
    return 1;
}
