/* npk_prepare_impl.h - npk_program_prepare(): the one-time transforms of
 * constant operands that some ops offer (npk_op_def.prepare), written into
 * one caller buffer: a table of n_ops uint64 byte offsets (0: nothing for
 * that op), then each op's bytes, 64-byte aligned. */
#ifndef NPK_PREPARE_IMPL_H
#define NPK_PREPARE_IMPL_H

/* Bytes op i's prepare writes (0: none), or, with dst, writes them. */
static uint64_t npk__prepare_op(const npk_program *p, uint32_t i, void *dst)
{
    const npk_op_desc *op = &p->ops[i];
    const npk_op_def *d = npk_op_lookup(op->opcode);
    const npk_tensor_desc *td[NPK_MAX_OP_INPUTS];
    const void *data[NPK_MAX_OP_INPUTS];
    unsigned k;
    if (!d || !d->prepare) return 0;
    for (k = 0; k < op->n_in; k++) { /* the operands' descriptors, and data where constant */
        td[k] = &p->tensors[op->in[k]];
        data[k] = td[k]->storage == NPK_STORAGE_CONST ? (const void *)(p->weights + td[k]->offset) : NULL;
    }
    return d->prepare(op, td, data, dst);
}

static uint64_t npk__prepare_table_bytes(const npk_program *p)
{
    return npk__round64((uint64_t)p->n_ops * sizeof(uint64_t));
}

uint64_t npk_program_prepared_bytes(const npk_program *p)
{
    uint64_t total = 0;
    uint32_t i;
    if (!p || p->validated != NPK__VALIDATED) return 0;
    for (i = 0; i < p->n_ops; i++) total += npk__round64(npk__prepare_op(p, i, NULL));
    return total ? total + npk__prepare_table_bytes(p) : 0;
}

npk_status npk_program_prepare(npk_program *p, void *mem, size_t bytes, npk_error *err)
{
    uint64_t need, off;
    uint32_t i;
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (!p) return npk__fail(err, NPK_ERR_ARGUMENT, "program is NULL");
    if (p->validated != NPK__VALIDATED)
        return npk__fail(err, NPK_ERR_NOT_VALIDATED, "call npk_program_validate() or npk_program_load() first");
    need = npk_program_prepared_bytes(p);
    p->prepared = NULL;
    p->prepared_bytes = 0;
    if (!need) return NPK_OK; /* nothing to prepare: mem is not used */
    if (!mem) return npk__fail(err, NPK_ERR_ARGUMENT, "prepare memory is NULL (the program needs %U bytes)", need);
    if ((uintptr_t)mem % NPK_ARENA_ALIGN) return npk__fail(err, NPK_ERR_ALIGNMENT, "prepare memory is not 64-byte aligned");
    if ((uint64_t)bytes < need)
        return npk__fail(err, NPK_ERR_ARENA, "prepare memory has %U bytes; the program needs %U", (uint64_t)bytes, need);
    off = npk__prepare_table_bytes(p);
    memset(mem, 0, (size_t)off);
    for (i = 0; i < p->n_ops; i++) { /* an op that prepares nothing writes nothing */
        uint64_t n = npk__prepare_op(p, i, (unsigned char *)mem + off);
        if (!n) continue;
        ((uint64_t *)mem)[i] = off;
        off += npk__round64(n);
    }
    p->prepared = (const unsigned char *)mem;
    p->prepared_bytes = need;
    return NPK_OK;
}

/* What op i's prepare wrote, for npk_run; NULL when nothing. */
static const void *npk__prepared_for(const npk_program *p, uint32_t i)
{
    uint64_t off;
    if (!p->prepared) return NULL;
    off = ((const uint64_t *)(const void *)p->prepared)[i];
    return off ? (const void *)(p->prepared + off) : NULL;
}
#endif
