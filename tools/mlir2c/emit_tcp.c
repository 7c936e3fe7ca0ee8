/* emit_tcp.c - serialize the program tables as a .tcp bundle
 * (docs/tcp-format.md): header, tensors, ops, io, names, weights. The
 * bytes are loaded back with npk_program_load() before anything is
 * written; the file is then written atomically. */
#include <stdlib.h>
#include <string.h>
#include "ir.h"

#define ALIGN(x, a) (((x) + ((a) - 1)) & ~(uint64_t)((a) - 1))

typedef char m2c_check_tensor_size[sizeof(npk_tensor_desc) == 64 ? 1 : -1];
typedef char m2c_check_op_size[sizeof(npk_op_desc) == 128 ? 1 : -1];
typedef char m2c_check_header_size[sizeof(npk_tcp_header) == 128 ? 1 : -1];

void m2c_emit_tcp(m2c_program *p, const char *path)
{
    npk_tcp_header h;
    uint64_t off;
    unsigned char *raw, *buf;
    npk_program loaded;
    npk_error err;
    uint32_t one = 1;
    int i;
    if (*(unsigned char *)&one != 1) m2c_fatal(M2C_EXIT_INTERNAL, ".tcp output needs a little-endian host");
    memset(&h, 0, sizeof h);
    memcpy(h.magic, NPK_TCP_MAGIC, 8);
    h.version_major = NPK_TCP_VERSION_MAJOR;
    /* 1.1 only when a 1.1 feature is used, so 1.0 readers load the rest */
    h.version_minor = 0;
    for (i = 0; i < p->n_ops; i++)
        if (p->ops[i].opcode == NPK_OP_CONV2D && p->ops[i].attr[17] != 0) h.version_minor = 1;
    h.header_bytes = NPK_TCP_HEADER_BYTES;
    h.n_tensors = (uint32_t)p->n_tensors;
    h.n_ops = (uint32_t)p->n_ops;
    h.n_inputs = (uint32_t)p->n_inputs;
    h.n_outputs = (uint32_t)p->n_outputs;
    off = NPK_TCP_HEADER_BYTES;
    h.tensors_offset = off; off += (uint64_t)p->n_tensors * sizeof(npk_tensor_desc);
    h.ops_offset = off; off += (uint64_t)p->n_ops * sizeof(npk_op_desc);
    h.io_offset = off; off += (uint64_t)(p->n_inputs + p->n_outputs) * 4;
    h.names_offset = off; h.names_bytes = p->names_bytes; off += p->names_bytes;
    off = ALIGN(off, NPK_WEIGHT_ALIGN);
    h.weights_offset = off; h.weights_bytes = p->weights_bytes; off += p->weights_bytes;
    h.file_bytes = off;
    h.arena_bytes = p->arena_bytes;
    h.name = p->model_name;

    raw = (unsigned char *)m2c_alloc((size_t)off + 64);
    buf = raw + ((64 - ((uintptr_t)raw & 63)) & 63);
    memcpy(buf, &h, sizeof h);
    memcpy(buf + h.tensors_offset, p->tensors, (size_t)p->n_tensors * sizeof(npk_tensor_desc));
    if (p->n_ops) memcpy(buf + h.ops_offset, p->ops, (size_t)p->n_ops * sizeof(npk_op_desc));
    memcpy(buf + h.io_offset, p->inputs, (size_t)p->n_inputs * 4);
    memcpy(buf + h.io_offset + (size_t)p->n_inputs * 4, p->outputs, (size_t)p->n_outputs * 4);
    memcpy(buf + h.names_offset, p->names, p->names_bytes);
    if (p->weights_bytes) memcpy(buf + h.weights_offset, p->weights, (size_t)p->weights_bytes);

    memset(&err, 0, sizeof err);
    if (npk_program_load(&loaded, buf, (size_t)off, &err) != NPK_OK)
        m2c_fatal(M2C_EXIT_INTERNAL, "internal error: the .tcp bundle does not load (%s: %s); nothing written",
                  npk_status_str(err.status), err.message);
    if (m2c_write_atomic(path, buf, (size_t)off) != 0)
        m2c_fatal(M2C_EXIT_IO, "cannot write '%s'", path);
    m2c_free(raw);
}
