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

/* Program inputs and outputs bound to caller buffers: arena byte ranges and
 * where they live instead. */
#define NPK__MAX_BOUND 16u
typedef struct npk__bound { uint64_t off, end; unsigned char *base; } npk__bound;
typedef struct npk__binding { npk__bound r[NPK__MAX_BOUND]; unsigned n; } npk__binding;

#ifndef NPK_NO_IO_BINDING
/* Is arena tensor d wholly inside [lo, hi)? Those tensors move to a bound
 * buffer; a tensor that only straddles the range stays in the arena (the
 * plan gave it those bytes at other times, so nothing collides). */
static int npk__inside(const npk_tensor_desc *d, uint64_t lo, uint64_t hi)
{
    return d->storage == NPK_STORAGE_ARENA && d->offset >= lo && d->offset + d->nbytes <= hi;
}

int npk_program_io_bindable(const npk_program *p, int output, uint32_t i)
{
    const npk_tensor_desc *io;
    uint64_t lo, hi;
    uint32_t k;
    if (!p || p->validated != NPK__VALIDATED || i >= (output ? p->n_outputs : p->n_inputs)) return 0;
    io = &p->tensors[output ? p->outputs[i] : p->inputs[i]];
    lo = io->offset;
    hi = io->offset + io->nbytes;
    /* the other side's tensors keep their arena bytes (the caller fills
     * inputs there, reads outputs there) */
    for (k = 0; k < (output ? p->n_inputs : p->n_outputs); k++)
        if (npk__inside(&p->tensors[output ? p->inputs[k] : p->outputs[k]], lo, hi)) return 0;
    /* an input's buffer is only read: nothing may be written in it but views */
    for (k = 0; !output && k < p->n_ops; k++) {
        const npk_op_desc *op = &p->ops[k];
        const npk_tensor_desc *y = &p->tensors[op->out[0]];
        const npk_op_def *def = npk_op_lookup(op->opcode);
        if (!npk__inside(y, lo, hi)) continue;
        if (!(def->flags & NPK_OPF_VIEW) || y->offset != p->tensors[op->in[0]].offset) return 0;
    }
    return 1;
}

/* Where arena tensor d lives for this run. */
static unsigned char *npk__at(const npk__binding *b, unsigned char *arena, const npk_tensor_desc *d)
{
    unsigned k;
    for (k = 0; k < b->n; k++)
        if (npk__inside(d, b->r[k].off, b->r[k].end)) return b->r[k].base + (d->offset - b->r[k].off);
    return arena + d->offset;
}

static npk_status npk__bind(const npk_program *p, const npk_run_options *o, npk__binding *b, npk_error *err)
{
    uint32_t k, n, side;
    b->n = 0;
    for (side = 0; o && side < 2; side++) {
        const void *const *ptrs = side ? (const void *const *)o->outputs : (const void *const *)o->inputs;
        n = side ? p->n_outputs : p->n_inputs;
        for (k = 0; ptrs && k < n; k++) {
            const npk_tensor_desc *d;
            if (!ptrs[k]) continue;
            if ((uintptr_t)ptrs[k] % NPK_ARENA_ALIGN)
                return npk__fail(err, NPK_ERR_ALIGNMENT, "bound %s %u is not 64-byte aligned", side ? "output" : "input", k);
            if (!npk_program_io_bindable(p, (int)side, k))
                return npk__fail(err, NPK_ERR_ARGUMENT, "%s %u cannot live in a caller's buffer: the plan writes it or gives its bytes to the other side",
                                 side ? "output" : "input", k);
            if (b->n == NPK__MAX_BOUND)
                return npk__fail(err, NPK_ERR_ARGUMENT, "at most %u inputs and outputs can be bound", NPK__MAX_BOUND);
            d = &p->tensors[side ? p->outputs[k] : p->inputs[k]];
            b->r[b->n].off = d->offset;
            b->r[b->n].end = d->offset + d->nbytes;
            b->r[b->n].base = (unsigned char *)(uintptr_t)ptrs[k];
            b->n++;
        }
    }
    return NPK_OK;
}

#else /* firmware without io binding: refuse it, never ignore it */
int npk_program_io_bindable(const npk_program *p, int output, uint32_t i)
{
    (void)p; (void)output; (void)i;
    return 0;
}
#define npk__at(b, arena, d) ((arena) + (d)->offset)
static npk_status npk__bind(const npk_program *p, const npk_run_options *o, npk__binding *b, npk_error *err)
{
    (void)p;
    b->n = 0;
    if (o && (o->inputs || o->outputs))
        return npk__fail(err, NPK_ERR_ARGUMENT, "this build has no io binding (NPK_NO_IO_BINDING)");
    return NPK_OK;
}
#endif

static void npk__exec_op(const npk_program *p, const npk_op_desc *op, unsigned char *arena, const npk__binding *b,
                         const npk__par *par)
{
    npk_op_run r;
    unsigned k;
    r.op = op;
    for (k = 0; k < op->n_in; k++) {
        r.td[k] = &p->tensors[op->in[k]];
        r.in[k] = r.td[k]->storage == NPK_STORAGE_ARENA && b->n
                      ? (const float *)(const void *)npk__at(b, arena, r.td[k])
                      : npk_tensor_data(p, arena, op->in[k]);
    }
    r.y = &p->tensors[op->out[0]];
    r.out = (float *)(void *)(b->n ? npk__at(b, arena, r.y) : arena + r.y->offset);
    r.scratch = arena + op->scratch_offset;
    r.par = par;
    /* the only prepared operands today are Winograd filters: a build
     * without that conv (firmware) keeps none of this */
    r.prepared = NPK__KEEP_WINOGRAD ? npk__prepared_for(p, (uint32_t)(op - p->ops)) : NULL;
    npk_op_lookup(op->opcode)->exec(&r); /* validated: the op is known */
}

npk_status npk_run(const npk_program *p, void *arena, size_t arena_bytes,
                   const npk_run_options *opts, npk_error *err)
{
    uint32_t i;
    npk__par par;
    npk__binding bound;
    npk_status s;
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
    if ((s = npk__bind(p, opts, &bound, err)) != NPK_OK) return s;
    for (i = 0; i < p->n_ops; i++) npk__exec_op(p, &p->ops[i], (unsigned char *)arena, &bound, &par);
    return NPK_OK;
}

#endif
