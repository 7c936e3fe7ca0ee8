/* npk_exec_impl.h - npk_run(): executes a validated program op by op on the
 * caller's arena. Trusts everything the validator checked; allocates nothing.
 * With a parallel-for hook in the run options, big ops are cut into
 * independent tasks writing disjoint parts of the output; each part is
 * computed exactly as the serial call computes it (npk_matmul_f32_part,
 * npk_conv2d_f32_part, row/plane/chunk slices of the others), so results are
 * bit-identical to a serial run in any task order. */
#ifndef NPK_EXEC_IMPL_H
#define NPK_EXEC_IMPL_H

const float *npk_tensor_data(const npk_program *p, const void *arena, uint32_t t)
{
    const npk_tensor_desc *d;
    if (!p || t >= p->n_tensors) return NULL;
    d = &p->tensors[t];
    if (d->storage == NPK_STORAGE_CONST) return (const float *)(const void *)(p->weights + d->offset);
    return arena ? (const float *)(const void *)((const unsigned char *)arena + d->offset) : NULL;
}

float *npk_input_data(const npk_program *p, void *arena, uint32_t i)
{
    if (!p || !arena || i >= p->n_inputs) return NULL;
    return (float *)(void *)((unsigned char *)arena + p->tensors[p->inputs[i]].offset);
}

float *npk_output_data(const npk_program *p, void *arena, uint32_t i)
{
    if (!p || !arena || i >= p->n_outputs) return NULL;
    return (float *)(void *)((unsigned char *)arena + p->tensors[p->outputs[i]].offset);
}

size_t npk_tensor_elems(const npk_program *p, uint32_t t)
{
    if (!p || t >= p->n_tensors) return 0;
    return npk__elems(&p->tensors[t]);
}

static void npk__exec_op(const npk_program *p, const npk_op_desc *op, unsigned char *arena, const npk__par *par)
{
    npk_op_run r;
    unsigned k;
    r.op = op;
    for (k = 0; k < op->n_in; k++) {
        r.td[k] = &p->tensors[op->in[k]];
        r.in[k] = npk_tensor_data(p, arena, op->in[k]);
    }
    r.y = &p->tensors[op->out[0]];
    r.out = (float *)(void *)(arena + r.y->offset);
    r.scratch = arena + op->scratch_offset;
    r.par = par;
    npk_op_lookup(op->opcode)->exec(&r); /* validated: the op is known */
}

npk_status npk_run(const npk_program *p, void *arena, size_t arena_bytes,
                   const npk_run_options *opts, npk_error *err)
{
    uint32_t i;
    npk__par par;
    par.fn = opts ? opts->parallel_for : NULL;
    par.user = opts ? opts->parallel_user : NULL;
    par.threads = opts ? opts->threads : 0;
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (!p) return npk__fail(err, NPK_ERR_ARGUMENT, "program is NULL");
    if (p->validated != NPK__VALIDATED)
        return npk__fail(err, NPK_ERR_NOT_VALIDATED, "call npk_program_validate() or npk_program_load() first");
    if (p->arena_bytes && !arena) return npk__fail(err, NPK_ERR_ARGUMENT, "arena is NULL");
    if ((uintptr_t)arena % NPK_ARENA_ALIGN)
        return npk__fail(err, NPK_ERR_ALIGNMENT, "arena is not 64-byte aligned");
    if ((uint64_t)arena_bytes < p->arena_bytes)
        return npk__fail(err, NPK_ERR_ARENA, "arena has %U bytes; the program needs %U", (uint64_t)arena_bytes, p->arena_bytes);
    for (i = 0; i < p->n_ops; i++) npk__exec_op(p, &p->ops[i], (unsigned char *)arena, &par);
    return NPK_OK;
}

#endif
