/* tcp_write.c - serialise program tables as a .tcp bundle: header, tensors,
 * ops, io, names, debug names (if any), weights. A bundle without debug names
 * is marked 2.2, so readers of 2.2 still read it; one with them 2.3. */
#include <string.h>
#include "tcp_write.h"

static uint64_t align_up(uint64_t x, uint64_t a) { return (x + a - 1) / a * a; }

typedef struct tcp_layout { uint64_t tensors, ops, io, names, debug, weights, total; } tcp_layout;

static tcp_layout layout_of(const npk_program *p)
{
    tcp_layout l;
    l.tensors = NPK_TCP_HEADER_BYTES;
    l.ops = l.tensors + (uint64_t)p->n_tensors * sizeof(npk_tensor_desc);
    l.io = l.ops + (uint64_t)p->n_ops * sizeof(npk_op_desc);
    l.names = l.io + 4u * ((uint64_t)p->n_inputs + p->n_outputs);
    l.debug = p->debug_names_bytes ? align_up(l.names + p->names_bytes, 4) : 0;
    l.weights = align_up(p->debug_names_bytes ? l.debug + p->debug_names_bytes : l.names + p->names_bytes,
                         NPK_WEIGHT_ALIGN);
    l.total = l.weights + p->weights_bytes;
    return l;
}

size_t npk_tcp_bytes(const npk_program *p) { return (size_t)layout_of(p).total; }

/* The oldest 2.x minor that reads p, so older readers keep reading what
 * they can: 2.5 for unary hardsigmoid/hardswish/silu, 2.4 for an
 * oihw_winograd conv filter, 2.3 for debug names. */
static unsigned minor_needed(const npk_program *p)
{
    unsigned m = p->debug_names_bytes ? NPK_TCP_VERSION_MINOR_DEBUG_NAMES : NPK_TCP_VERSION_MINOR_DEBUG_NAMES - 1;
    uint32_t i;
    for (i = 0; i < p->n_ops; i++) {
        const npk_op_desc *o = &p->ops[i];
        if (o->opcode == NPK_OP_UNARY && o->attr.unary.fn >= NPK_UN_HARDSIGMOID)
            return NPK_TCP_VERSION_MINOR_UNARY_ACT;
        if (o->opcode == NPK_OP_CONV2D && o->attr.conv2d.filter == NPK_CONV2D_FILTER_OIHW_WINOGRAD)
            m = NPK_TCP_VERSION_MINOR_OIHW_WINOGRAD;
    }
    return m;
}

void npk_tcp_write(const npk_program *p, unsigned char *buf)
{
    tcp_layout l = layout_of(p);
    npk_tcp_header h;
    memset(buf, 0, (size_t)l.total);
    memset(&h, 0, sizeof h);
    memcpy(h.magic, NPK_TCP_MAGIC, 8);
    h.version_major = NPK_TCP_VERSION_MAJOR;
    h.version_minor = (uint16_t)minor_needed(p);
    h.header_bytes = NPK_TCP_HEADER_BYTES;
    h.file_bytes = l.total;
    h.n_tensors = p->n_tensors; h.n_ops = p->n_ops; h.n_inputs = p->n_inputs; h.n_outputs = p->n_outputs;
    h.tensors_offset = l.tensors; h.ops_offset = l.ops; h.io_offset = l.io;
    h.names_offset = l.names; h.names_bytes = p->names_bytes;
    h.weights_offset = l.weights; h.weights_bytes = p->weights_bytes;
    h.arena_bytes = p->arena_bytes;
    h.name = p->name;
    h.debug_names_offset = l.debug;
    h.debug_names_bytes = p->debug_names_bytes;
    memcpy(buf, &h, sizeof h);
    if (p->n_tensors) memcpy(buf + l.tensors, p->tensors, p->n_tensors * sizeof(npk_tensor_desc));
    if (p->n_ops) memcpy(buf + l.ops, p->ops, p->n_ops * sizeof(npk_op_desc));
    if (p->n_inputs) memcpy(buf + l.io, p->inputs, 4u * p->n_inputs);
    if (p->n_outputs) memcpy(buf + l.io + 4u * p->n_inputs, p->outputs, 4u * p->n_outputs);
    if (p->names_bytes) memcpy(buf + l.names, p->names, (size_t)p->names_bytes);
    if (p->debug_names_bytes) memcpy(buf + l.debug, p->debug_names, (size_t)p->debug_names_bytes);
    if (p->weights_bytes) memcpy(buf + l.weights, p->weights, (size_t)p->weights_bytes);
}
