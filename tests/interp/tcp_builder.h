/* tcp_builder.h - builds small .tcp bundles in memory for tests, following
 * docs/tcp-format.md, so tests can then break them on purpose. */
#ifndef TCP_BUILDER_H
#define TCP_BUILDER_H
#include "npk.h"

#define TB_MAX_TENSORS 32
#define TB_MAX_OPS 16
#define TB_MAX_IO 8
#define TB_MAX_NAMES 1024
#define TB_MAX_WEIGHTS 65536

typedef struct tcp_builder {
    npk_tensor_desc tensors[TB_MAX_TENSORS];
    uint32_t n_tensors;
    npk_op_desc ops[TB_MAX_OPS];
    uint32_t n_ops;
    uint32_t inputs[TB_MAX_IO], n_inputs;
    uint32_t outputs[TB_MAX_IO], n_outputs;
    char names[TB_MAX_NAMES];
    uint32_t names_bytes;
    unsigned char weights[TB_MAX_WEIGHTS];
    uint64_t weights_bytes;
    uint64_t arena_bytes;
    uint32_t name;                /* model name in names, or NPK_NO_NAME */
} tcp_builder;

void tb_init(tcp_builder *b);
/* A constant holding data (may be NULL: zeros), placed 64-aligned in the weights. */
uint32_t tb_const(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, const float *data);
/* An arena tensor at a given byte offset; grows arena_bytes to cover it.
 * Passing b->arena_bytes as the offset gives the next free slot. */
uint32_t tb_arena(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, uint64_t offset);
/* The same with an element type (npk_dtype); data holds its bytes. */
uint32_t tb_const_dt(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, unsigned dtype,
                     const void *data);
uint32_t tb_arena_dt(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims, unsigned dtype,
                     uint64_t offset);
/* The model name the bundle header carries. */
void tb_model_name(tcp_builder *b, const char *name);
/* An op; returns its index so tests can set attributes. */
uint32_t tb_op(tcp_builder *b, npk_opcode code, unsigned n_in, const uint32_t *in, uint32_t out);
/* Gives op its arena scratch (npk_op_scratch_bytes of its attributes and
 * operands, as mlir2c plans it) past the arena's end; call after setting
 * the attributes. */
void tb_op_scratch(tcp_builder *b, uint32_t op);
void tb_input(tcp_builder *b, uint32_t t);
void tb_output(tcp_builder *b, uint32_t t);
/* Serialises into a malloc'd, 64-byte aligned buffer; *size gets its length. */
unsigned char *tb_serialize(const tcp_builder *b, size_t *size);
/* Header field access for tests that corrupt a serialised bundle. */
void tb_put_u32(unsigned char *buf, size_t off, uint32_t v);
void tb_put_u64(unsigned char *buf, size_t off, uint64_t v);
uint64_t tb_get_u64(const unsigned char *buf, size_t off);

#endif
