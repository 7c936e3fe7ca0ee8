/* tcp_builder.c - see tcp_builder.h. */
#define _POSIX_C_SOURCE 200809L
#include "tcp_builder.h"
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

static uint32_t add_tensor(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, uint8_t storage)
{
    npk_tensor_desc *d = &b->tensors[b->n_tensors];
    uint64_t count = 1;
    unsigned i;
    NPK_ASSERT(b->n_tensors < TB_MAX_TENSORS && rank <= NPK_MAX_RANK);
    memset(d, 0, sizeof *d);
    d->name = add_name(b, name);
    d->storage = storage;
    d->dtype = NPK_DTYPE_F32;
    d->rank = (uint8_t)rank;
    for (i = 0; i < rank; i++) { d->dims[i] = dims[i]; count *= dims[i]; }
    d->nbytes = 4 * count;
    return b->n_tensors++;
}

uint32_t tb_const(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, const float *data)
{
    uint32_t t = add_tensor(b, name, rank, dims, NPK_STORAGE_CONST);
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
    uint32_t t = add_tensor(b, name, rank, dims, NPK_STORAGE_ARENA);
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
    memset(op, 0, sizeof *op);
    op->opcode = (uint16_t)code;
    op->n_in = (uint8_t)n_in;
    op->n_out = 1;
    for (i = 0; i < n_in; i++) op->in[i] = in[i];
    op->out[0] = out;
    return b->n_ops++;
}

void tb_input(tcp_builder *b, uint32_t t) { NPK_ASSERT(b->n_inputs < TB_MAX_IO); b->inputs[b->n_inputs++] = t; }
void tb_output(tcp_builder *b, uint32_t t) { NPK_ASSERT(b->n_outputs < TB_MAX_IO); b->outputs[b->n_outputs++] = t; }

void tb_put_u32(unsigned char *buf, size_t off, uint32_t v) { memcpy(buf + off, &v, 4); }
void tb_put_u64(unsigned char *buf, size_t off, uint64_t v) { memcpy(buf + off, &v, 8); }
uint64_t tb_get_u64(const unsigned char *buf, size_t off) { uint64_t v; memcpy(&v, buf + off, 8); return v; }

unsigned char *tb_serialize(const tcp_builder *b, size_t *size)
{
    npk_tcp_header h;
    uint64_t tensors_off = NPK_TCP_HEADER_BYTES;
    uint64_t ops_off = tensors_off + (uint64_t)b->n_tensors * sizeof(npk_tensor_desc);
    uint64_t io_off = ops_off + (uint64_t)b->n_ops * sizeof(npk_op_desc);
    uint64_t names_off = io_off + 4u * ((uint64_t)b->n_inputs + b->n_outputs);
    uint64_t weights_off = round_up(names_off + b->names_bytes, NPK_WEIGHT_ALIGN);
    uint64_t total = weights_off + b->weights_bytes;
    void *mem = NULL;
    unsigned char *buf;
    if (posix_memalign(&mem, 64, (size_t)total ? (size_t)total : 64)) return NULL;
    buf = (unsigned char *)mem;
    memset(buf, 0, (size_t)total);
    memset(&h, 0, sizeof h);
    memcpy(h.magic, NPK_TCP_MAGIC, 8);
    h.version_major = NPK_TCP_VERSION_MAJOR;
    h.version_minor = 0; /* as mlir2c: 1.0 unless a 1.1 feature is used */
    h.header_bytes = NPK_TCP_HEADER_BYTES;
    h.file_bytes = total;
    h.n_tensors = b->n_tensors; h.n_ops = b->n_ops; h.n_inputs = b->n_inputs; h.n_outputs = b->n_outputs;
    h.tensors_offset = tensors_off; h.ops_offset = ops_off; h.io_offset = io_off;
    h.names_offset = names_off; h.names_bytes = b->names_bytes;
    h.weights_offset = weights_off; h.weights_bytes = b->weights_bytes;
    h.arena_bytes = b->arena_bytes;
    h.name = b->name;
    memcpy(buf, &h, sizeof h);
    memcpy(buf + tensors_off, b->tensors, b->n_tensors * sizeof(npk_tensor_desc));
    memcpy(buf + ops_off, b->ops, b->n_ops * sizeof(npk_op_desc));
    memcpy(buf + io_off, b->inputs, 4u * b->n_inputs);
    memcpy(buf + io_off + 4u * b->n_inputs, b->outputs, 4u * b->n_outputs);
    memcpy(buf + names_off, b->names, b->names_bytes);
    memcpy(buf + weights_off, b->weights, (size_t)b->weights_bytes);
    *size = (size_t)total;
    return buf;
}
