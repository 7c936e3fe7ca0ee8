/* tcp_builder.c - see tcp_builder.h. */
#define _POSIX_C_SOURCE 200809L
#include "tcp_builder.h"
#include "tcp_write.h"
#include <stdlib.h>
#include <string.h>

static uint64_t round_up(uint64_t n, uint64_t a) { return (n + a - 1) / a * a; }

static uint32_t add_name(tcp_builder *b, const char *name)
{
    size_t len;
    uint32_t off = b->names_bytes;
    if (!name) return NPK_NO_NAME;
    len = strlen(name) + 1;
    NPK_ASSERT(b->names_bytes + len <= TB_MAX_NAMES);
    memcpy(b->names + b->names_bytes, name, len);
    b->names_bytes += (uint32_t)len;
    return off;
}

void tb_init(tcp_builder *b)
{
    memset(b, 0, sizeof *b);
    b->name = NPK_NO_NAME;
}

void tb_model_name(tcp_builder *b, const char *name) { b->name = add_name(b, name); }

static uint32_t add_tensor(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, uint8_t storage,
                           unsigned dtype)
{
    npk_tensor_desc *d = &b->tensors[b->n_tensors];
    uint64_t count = 1;
    unsigned i;
    NPK_ASSERT(b->n_tensors < TB_MAX_TENSORS && rank <= NPK_MAX_RANK);
    memset(d, 0, sizeof *d);
    d->name = add_name(b, name);
    d->storage = storage;
    d->dtype = (uint8_t)dtype;
    d->rank = (uint8_t)rank;
    for (i = 0; i < rank; i++) { d->dims[i] = dims[i]; count *= dims[i]; }
    d->nbytes = npk_dtype_size(dtype) * count;
    return b->n_tensors++;
}

uint32_t tb_const(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, const float *data)
{
    return tb_const_dt(b, name, rank, dims, NPK_DTYPE_F32, data);
}

uint32_t tb_const_dt(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, unsigned dtype,
                     const void *data)
{
    uint32_t t = add_tensor(b, name, rank, dims, NPK_STORAGE_CONST, dtype);
    npk_tensor_desc *d = &b->tensors[t];
    d->offset = round_up(b->weights_bytes, 64);
    NPK_ASSERT(d->offset + d->nbytes <= TB_MAX_WEIGHTS);
    memset(b->weights + b->weights_bytes, 0, (size_t)(d->offset + d->nbytes - b->weights_bytes));
    if (data) memcpy(b->weights + d->offset, data, (size_t)d->nbytes);
    b->weights_bytes = d->offset + d->nbytes;
    return t;
}

uint32_t tb_arena(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, uint64_t offset)
{
    return tb_arena_dt(b, name, rank, dims, NPK_DTYPE_F32, offset);
}

uint32_t tb_arena_dt(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, unsigned dtype,
                     uint64_t offset)
{
    uint32_t t = add_tensor(b, name, rank, dims, NPK_STORAGE_ARENA, dtype);
    npk_tensor_desc *d = &b->tensors[t];
    d->offset = offset;
    if (round_up(offset + d->nbytes, 64) > b->arena_bytes) b->arena_bytes = round_up(offset + d->nbytes, 64);
    return t;
}

uint32_t tb_op(tcp_builder *b, npk_opcode code, unsigned n_in, const uint32_t *in, uint32_t out)
{
    npk_op_desc *op = &b->ops[b->n_ops];
    unsigned i;
    NPK_ASSERT(b->n_ops < TB_MAX_OPS && n_in <= NPK_MAX_OP_INPUTS);
    npk_op_init(op, code); /* attributes at their schema defaults */
    op->n_in = (uint8_t)n_in;
    op->n_out = 1;
    for (i = 0; i < n_in; i++) op->in[i] = in[i];
    op->out[0] = out;
    return b->n_ops++;
}

void tb_op_scratch(tcp_builder *b, uint32_t op)
{
    uint64_t bytes = npk_op_scratch_bytes(&b->ops[op], b->tensors);
    b->ops[op].scratch_offset = bytes ? b->arena_bytes : 0;
    b->ops[op].scratch_bytes = bytes;
    b->arena_bytes = round_up(b->arena_bytes + bytes, 64);
}

void tb_input(tcp_builder *b, uint32_t t) { NPK_ASSERT(b->n_inputs < TB_MAX_IO); b->inputs[b->n_inputs++] = t; }
void tb_output(tcp_builder *b, uint32_t t) { NPK_ASSERT(b->n_outputs < TB_MAX_IO); b->outputs[b->n_outputs++] = t; }

void tb_put_u32(unsigned char *buf, size_t off, uint32_t v) { memcpy(buf + off, &v, 4); }
void tb_put_u64(unsigned char *buf, size_t off, uint64_t v) { memcpy(buf + off, &v, 8); }
uint64_t tb_get_u64(const unsigned char *buf, size_t off) { uint64_t v; memcpy(&v, buf + off, 8); return v; }

unsigned char *tb_serialize(const tcp_builder *b, size_t *size)
{
    npk_program view;
    void *mem = NULL;
    size_t total;
    memset(&view, 0, sizeof view);
    view.tensors = b->tensors; view.n_tensors = b->n_tensors;
    view.ops = b->ops; view.n_ops = b->n_ops;
    view.inputs = b->inputs; view.n_inputs = b->n_inputs;
    view.outputs = b->outputs; view.n_outputs = b->n_outputs;
    view.names = b->names; view.names_bytes = b->names_bytes;
    view.weights = b->weights; view.weights_bytes = b->weights_bytes;
    view.arena_bytes = b->arena_bytes;
    view.name = b->name;
    total = npk_tcp_bytes(&view);
    if (posix_memalign(&mem, 64, total ? total : 64)) return NULL;
    npk_tcp_write(&view, (unsigned char *)mem);
    *size = total;
    return (unsigned char *)mem;
}
