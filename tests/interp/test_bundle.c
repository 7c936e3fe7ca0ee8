/* test_bundle.c - the loader and validator against a valid bundle and a set of
 * malformed ones, each with the status and message it must produce; then the
 * executor on the valid one against values computed here. */
#define _POSIX_C_SOURCE 200809L
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures, checks;

#define CHECK(cond, ...) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static const float W[12] = { 0.5f, -1.0f, 0.25f, 2.0f, 1.5f, 0.0f, -0.5f, 1.0f, -2.0f, 0.75f, 1.0f, -1.0f };
static const float B[4] = { 0.1f, -0.2f, 0.3f, 0.0f };

/* x[2,3] -> matmul(x, W[3,4]) + b, relu -> softmax(axis 1) -> y[2,4]. Op 0 is
 * the matmul, op 1 the softmax; tensors: 0 x, 1 W, 2 b, 3 h, 4 y. */
static void base_program(tcp_builder *b)
{
    const uint32_t dx[2] = { 2, 3 }, dw[2] = { 3, 4 }, db[1] = { 4 }, dh[2] = { 2, 4 };
    uint32_t x, w, bias, h, y, in[3], op;
    tb_init(b);
    x = tb_arena(b, "x", 2, dx, 0);
    w = tb_const(b, "W", 2, dw, W);
    bias = tb_const(b, "b", 1, db, B);
    h = tb_arena(b, "h", 2, dh, 64);
    y = tb_arena(b, "y", 2, dh, 128);
    in[0] = x; in[1] = w; in[2] = bias;
    op = tb_op(b, NPK_OP_MATMUL, 3, in, h);
    b->ops[op].attr.matmul.bias = NPK_BIAS_COL;
    b->ops[op].attr.matmul.act = NPK_ACT_RELU;
    in[0] = h;
    op = tb_op(b, NPK_OP_SOFTMAX, 1, in, y);
    b->ops[op].attr.softmax.axis = 1;
    tb_input(b, x);
    tb_output(b, y);
}

typedef void (*mutate_fn)(tcp_builder *b);
typedef void (*corrupt_fn)(unsigned char *buf, size_t *size);

typedef struct bad_case {
    const char *what;
    mutate_fn mutate;      /* change the program before serialising, or NULL */
    corrupt_fn corrupt;    /* change the bytes after serialising, or NULL */
    npk_status want;
    const char *message;   /* substring the error message must contain */
} bad_case;

/* ---- program-level mutations ---- */
static void m_rank9(tcp_builder *b) { b->tensors[3].rank = NPK_MAX_RANK + 1; }
static void m_zero_dim(tcp_builder *b) { b->tensors[0].dims[1] = 0; }
static void m_dim_past_rank(tcp_builder *b) { b->tensors[0].dims[4] = 3; }
static void m_count_overflow(tcp_builder *b)
{
    unsigned i;
    b->tensors[3].rank = 6;
    for (i = 0; i < 6; i++) b->tensors[3].dims[i] = 0xFFFFFFFFu;
}
static void m_nbytes(tcp_builder *b) { b->tensors[4].nbytes += 4; }
static void m_const_past_end(tcp_builder *b) { b->tensors[1].offset = 1u << 20; }
static void m_arena_past_end(tcp_builder *b) { b->tensors[4].offset = b->arena_bytes; }
static void m_offset_misaligned(tcp_builder *b) { b->tensors[4].offset = 132; }
static void m_storage(tcp_builder *b) { b->tensors[2].storage = 9; }
static void m_dtype(tcp_builder *b) { b->tensors[2].dtype = 18; }
/* i32 has f32's size, so only the type rule can refuse it. */
static void m_dtype_i32(tcp_builder *b) { b->tensors[2].dtype = NPK_DTYPE_I32; }
static void m_opcode(tcp_builder *b) { b->ops[1].opcode = 999; }
static void m_arity(tcp_builder *b) { b->ops[1].n_in = 2; b->ops[1].in[1] = 1; }
static void m_operand_range(tcp_builder *b) { b->ops[1].in[0] = 77; }
static void m_result_range(tcp_builder *b) { b->ops[1].out[0] = 5; }
static void m_unused_slot(tcp_builder *b) { b->ops[1].in[3] = 2; }
static void m_write_const(tcp_builder *b) { b->tensors[4].storage = NPK_STORAGE_CONST; b->tensors[4].offset = 0; b->outputs[0] = 3; }
static void m_use_before_def(tcp_builder *b)
{
    npk_op_desc t = b->ops[0];
    b->ops[0] = b->ops[1];
    b->ops[1] = t;
}
static void m_in_and_out(tcp_builder *b) { b->ops[1].out[0] = 3; }
static void m_defined_twice(tcp_builder *b)
{
    const uint32_t in[1] = { 3 };
    tb_op(b, NPK_OP_UNARY, 1, in, 4);
}
static void m_output_undefined(tcp_builder *b) { b->n_ops = 1; }
static void m_shape(tcp_builder *b) { b->tensors[4].dims[1] = 5; b->tensors[4].nbytes = 40; }
static void m_inner_dim(tcp_builder *b) { b->tensors[1].dims[0] = 4; b->tensors[1].dims[1] = 3; }
static void m_bias_mode(tcp_builder *b) { b->ops[0].attr.matmul.bias = NPK_BIAS_ROW; }
static void m_bias_missing(tcp_builder *b) { b->ops[0].n_in = 2; b->ops[0].in[2] = 0; }
static void m_act(tcp_builder *b) { b->ops[0].attr.matmul.act = 7; }
static void m_clamp_nan(tcp_builder *b) { b->ops[0].attr.matmul.act = NPK_ACT_CLAMP; b->ops[0].attr.matmul.act_min = NAN; }
static void m_trans(tcp_builder *b) { b->ops[0].attr.matmul.trans_b = 2; }
static void m_axis(tcp_builder *b) { b->ops[1].attr.softmax.axis = 2; }
static void m_axis_negative(tcp_builder *b) { b->ops[1].attr.softmax.axis = -1; }
static void m_attr_unused(tcp_builder *b) { b->ops[1].attr.raw[NPK_softmax_N_ATTRS + 3] = 1; }
static void m_op_flags(tcp_builder *b) { b->ops[1].flags = 1; }
static void m_transpose_perm(tcp_builder *b)
{
    npk_op_init(&b->ops[1], NPK_OP_TRANSPOSE); b->ops[1].n_in = b->ops[1].n_out = 1; b->ops[1].in[0] = 3; b->ops[1].out[0] = 4;
    b->ops[1].attr.transpose.perm0 = 1; b->ops[1].attr.transpose.perm1 = 1;
}
static void m_reshape_count(tcp_builder *b)
{
    b->ops[1].opcode = NPK_OP_RESHAPE; memset(&b->ops[1].attr, 0, sizeof b->ops[1].attr);
    b->tensors[4].dims[1] = 3; b->tensors[4].nbytes = 24;
}
static void m_broadcast(tcp_builder *b)
{
    b->ops[1].opcode = NPK_OP_BINARY; b->ops[1].n_in = 2; b->ops[1].in[1] = 0;
    memset(&b->ops[1].attr, 0, sizeof b->ops[1].attr); b->ops[1].attr.binary.fn = NPK_BIN_ADD;
}
static void m_overlap_live(tcp_builder *b) { b->tensors[3].offset = 0; }
/* In place over h would be fine if h died at the softmax; as an output it lives on. */
static void m_overlap_output(tcp_builder *b) { b->tensors[4].offset = 64; tb_output(b, 3); }
static void m_scratch_outside(tcp_builder *b) { b->ops[1].scratch_offset = 0; b->ops[1].scratch_bytes = 1u << 20; }
static void m_scratch_overlap(tcp_builder *b) { b->ops[1].scratch_offset = 64; b->ops[1].scratch_bytes = 64; }
static void m_input_twice(tcp_builder *b) { tb_input(b, 0); }
static void m_input_const(tcp_builder *b) { b->inputs[0] = 1; }
static void m_output_range(tcp_builder *b) { b->outputs[0] = 40; }
static void m_name_range(tcp_builder *b) { b->tensors[0].name = 5000; }
static void m_reserved(tcp_builder *b) { b->tensors[0].reserved[1] = 1; }
static void m_conv_stride0(tcp_builder *b);
static void m_conv_groups(tcp_builder *b);
static void m_conv_kernel(tcp_builder *b);
static void m_pool_kernel(tcp_builder *b);
static void m_conv_layout(tcp_builder *b);
static void m_winograd_stride(tcp_builder *b);
static void m_winograd_dims(tcp_builder *b);

/* ---- byte-level corruptions of the serialised bundle ---- */
static void c_magic(unsigned char *buf, size_t *size) { (void)size; buf[3] = 'X'; }
static void c_version_major(unsigned char *buf, size_t *size) { (void)size; buf[8] = NPK_TCP_VERSION_MAJOR + 1; }
/* a bundle of the format before the op registry */
static void c_version_old(unsigned char *buf, size_t *size) { (void)size; buf[8] = 1; buf[10] = 1; }
static void c_version_minor(unsigned char *buf, size_t *size) { (void)size; buf[10] = NPK_TCP_VERSION_MINOR + 1; }
static void c_header_bytes(unsigned char *buf, size_t *size) { (void)size; tb_put_u32(buf, 12, 64); }
static void c_file_bytes(unsigned char *buf, size_t *size) { tb_put_u64(buf, 16, *size + 64); }
static void c_truncate_tail(unsigned char *buf, size_t *size) { *size -= 1; tb_put_u64(buf, 16, *size); }
static void c_zero_tensors(unsigned char *buf, size_t *size) { (void)size; tb_put_u32(buf, 24, 0); }
static void c_many_tensors(unsigned char *buf, size_t *size) { (void)size; tb_put_u32(buf, 24, 0x80000000u); } /* past NPK_MAX_TENSORS */
static void c_no_outputs(unsigned char *buf, size_t *size) { (void)size; tb_put_u32(buf, 36, 0); }
static void c_tensors_past_end(unsigned char *buf, size_t *size) { tb_put_u64(buf, 40, *size - 8); }
static void c_tensors_overflow(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 40, UINT64_MAX - 15); }
static void c_tensors_in_header(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 40, 0); }
static void c_tensors_misaligned(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 40, 132); }
static void c_ops_past_end(unsigned char *buf, size_t *size) { tb_put_u64(buf, 48, *size); }
static void c_io_misaligned(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 56, tb_get_u64(buf, 56) + 2); }
static void c_names_huge(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 72, UINT64_MAX); }
static void c_names_unterminated(unsigned char *buf, size_t *size)
{
    (void)size;
    buf[tb_get_u64(buf, 64) + tb_get_u64(buf, 72) - 1] = 'z';
}
static void c_weights_misaligned(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 80, tb_get_u64(buf, 80) - 8); }
static void c_weights_past_end(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 88, tb_get_u64(buf, 88) + 64); }
static void c_arena_unaligned(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 96, tb_get_u64(buf, 96) + 4); }
static void c_arena_small(unsigned char *buf, size_t *size) { (void)size; tb_put_u64(buf, 96, 128); }
static void c_header_reserved(unsigned char *buf, size_t *size) { (void)size; buf[120] = 1; }
static void c_model_name(unsigned char *buf, size_t *size) { (void)size; tb_put_u32(buf, 104, 99999); }

static const bad_case cases[] = {
    { "bad magic", NULL, c_magic, NPK_ERR_MAGIC, "magic" },
    { "major version 3", NULL, c_version_major, NPK_ERR_VERSION, "bundle format 3.2; this build reads .tcp 2.0 to 2.5" },
    { "format 1.1", NULL, c_version_old, NPK_ERR_VERSION, "bundle format 1.1; this build reads .tcp 2.0 to 2.5 (translate the model again with this mlir2c)" },
    { "newer minor version", NULL, c_version_minor, NPK_ERR_VERSION, "bundle format 2.6" },
    { "header_bytes", NULL, c_header_bytes, NPK_ERR_VERSION, "header_bytes (offset 12)" },
    { "file_bytes lies", NULL, c_file_bytes, NPK_ERR_TRUNCATED, "file_bytes (offset 16)" },
    { "weights cut short", NULL, c_truncate_tail, NPK_ERR_TRUNCATED, "weights (offset 80)" },
    { "zero tensors", NULL, c_zero_tensors, NPK_ERR_BOUNDS, "0 tensors" },
    { "huge tensor count", NULL, c_many_tensors, NPK_ERR_BOUNDS, "counts out of range" },
    { "no outputs", NULL, c_no_outputs, NPK_ERR_BOUNDS, "0 outputs" },
    { "tensor table past end", NULL, c_tensors_past_end, NPK_ERR_TRUNCATED, "tensor table (offset 40)" },
    { "tensor table offset overflows", NULL, c_tensors_overflow, NPK_ERR_OVERFLOW, "tensor table (offset 40)" },
    { "tensor table inside header", NULL, c_tensors_in_header, NPK_ERR_TRUNCATED, "tensor table" },
    { "tensor table misaligned", NULL, c_tensors_misaligned, NPK_ERR_ALIGNMENT, "tensor table" },
    { "op table past end", NULL, c_ops_past_end, NPK_ERR_TRUNCATED, "op table (offset 48)" },
    { "io table misaligned", NULL, c_io_misaligned, NPK_ERR_ALIGNMENT, "io table" },
    { "names size overflows", NULL, c_names_huge, NPK_ERR_OVERFLOW, "names" },
    { "names not terminated", NULL, c_names_unterminated, NPK_ERR_BOUNDS, "NUL" },
    { "weights misaligned", NULL, c_weights_misaligned, NPK_ERR_ALIGNMENT, "weights (offset 80)" },
    { "weights past end", NULL, c_weights_past_end, NPK_ERR_TRUNCATED, "weights (offset 80)" },
    { "arena size not multiple of 64", NULL, c_arena_unaligned, NPK_ERR_ALIGNMENT, "arena size" },
    { "arena too small for tensors", NULL, c_arena_small, NPK_ERR_BOUNDS, "outside the arena" },
    { "header reserved bytes", NULL, c_header_reserved, NPK_ERR_VERSION, "reserved" },
    { "model name offset", NULL, c_model_name, NPK_ERR_BOUNDS, "model name offset" },
    { "rank above maximum", m_rank9, NULL, NPK_ERR_BOUNDS, "tensor 3 'h': rank 9 exceeds the maximum 8" },
    { "zero dim", m_zero_dim, NULL, NPK_ERR_SHAPE, "tensor 0 'x': dim 1 is zero" },
    { "dim past rank", m_dim_past_rank, NULL, NPK_ERR_SHAPE, "dim 4 past rank" },
    { "element count overflows", m_count_overflow, NULL, NPK_ERR_OVERFLOW, "tensor 3 'h'" },
    { "nbytes mismatch", m_nbytes, NULL, NPK_ERR_SHAPE, "tensor 4 'y': nbytes" },
    { "constant past weights", m_const_past_end, NULL, NPK_ERR_BOUNDS, "weights section" },
    { "arena tensor past arena", m_arena_past_end, NULL, NPK_ERR_BOUNDS, "tensor 4 'y'" },
    { "tensor offset misaligned", m_offset_misaligned, NULL, NPK_ERR_ALIGNMENT, "offset 132" },
    { "unknown storage", m_storage, NULL, NPK_ERR_BOUNDS, "unknown storage 9" },
    { "unknown dtype", m_dtype, NULL, NPK_ERR_BOUNDS, "unknown dtype 18" },
    { "i32 operand of an f32 op", m_dtype_i32, NULL, NPK_ERR_SHAPE, "is i32; " },
    { "tensor reserved", m_reserved, NULL, NPK_ERR_BOUNDS, "reserved" },
    { "tensor name offset", m_name_range, NULL, NPK_ERR_BOUNDS, "name offset 5000" },
    { "unknown opcode", m_opcode, NULL, NPK_ERR_OPCODE, "op 1: unknown opcode 999" },
    { "wrong arity", m_arity, NULL, NPK_ERR_ARITY, "op 1 (softmax): 2 operands" },
    { "operand index out of range", m_operand_range, NULL, NPK_ERR_BOUNDS, "operand 0 is tensor 77" },
    { "result index out of range", m_result_range, NULL, NPK_ERR_BOUNDS, "result 0 is tensor 5" },
    { "unused operand slot", m_unused_slot, NULL, NPK_ERR_BOUNDS, "unused operand slot 3" },
    { "op flags", m_op_flags, NULL, NPK_ERR_ATTRIBUTE, "flags" },
    { "write to a constant", m_write_const, NULL, NPK_ERR_ORDER, "constants are read-only" },
    { "use before definition", m_use_before_def, NULL, NPK_ERR_ORDER, "used before it is defined" },
    { "operand and result at once", m_in_and_out, NULL, NPK_ERR_ORDER, "both operand and result" },
    { "result defined twice", m_defined_twice, NULL, NPK_ERR_ORDER, "op 2 (unary): result tensor 4 'y' is already defined" },
    { "output never defined", m_output_undefined, NULL, NPK_ERR_ORDER, "program output 0 is tensor 4 'y'" },
    { "declared shape differs", m_shape, NULL, NPK_ERR_SHAPE, "op 1 (softmax): result tensor 4 'y' is 2x5" },
    { "matmul inner dims", m_inner_dim, NULL, NPK_ERR_SHAPE, "inner dimensions" },
    { "bias mode vs shape", m_bias_mode, NULL, NPK_ERR_SHAPE, "does not match bias=row" },
    { "bias mode without bias", m_bias_missing, NULL, NPK_ERR_ARITY, "bias=col with 2 operands" },
    { "unknown activation", m_act, NULL, NPK_ERR_ATTRIBUTE, "attribute act = 7 is outside [0, 2]" },
    { "clamp bound NaN", m_clamp_nan, NULL, NPK_ERR_ATTRIBUTE, "attribute act_min is NaN" },
    { "trans flag 2", m_trans, NULL, NPK_ERR_ATTRIBUTE, "attribute trans_b = 2 is outside [0, 1]" },
    { "softmax axis too big", m_axis, NULL, NPK_ERR_ATTRIBUTE, "axis 2 is out of range for rank 2" },
    { "softmax axis negative", m_axis_negative, NULL, NPK_ERR_ATTRIBUTE, "attribute axis = -1 is outside [0, 7]" },
    { "unused attribute set", m_attr_unused, NULL, NPK_ERR_ATTRIBUTE, "attribute slot 5 is unused and must be 0" },
    { "transpose not a permutation", m_transpose_perm, NULL, NPK_ERR_ATTRIBUTE, "perm is not a permutation" },
    { "reshape count mismatch", m_reshape_count, NULL, NPK_ERR_SHAPE, "hold different element counts" },
    { "operands do not broadcast", m_broadcast, NULL, NPK_ERR_SHAPE, "do not broadcast" },
    { "arena overlap while live", m_overlap_live, NULL, NPK_ERR_ARENA, "tensors 0 'x' and 3 'h'" },
    { "result over its live operand", m_overlap_output, NULL, NPK_ERR_ARENA, "tensors 3 'h' and 4 'y'" },
    { "scratch outside arena", m_scratch_outside, NULL, NPK_ERR_BOUNDS, "scratch" },
    { "scratch over live tensor", m_scratch_overlap, NULL, NPK_ERR_ARENA, "scratch overlaps live tensor 3 'h'" },
    { "input listed twice", m_input_twice, NULL, NPK_ERR_BOUNDS, "listed twice" },
    { "input is a constant", m_input_const, NULL, NPK_ERR_BOUNDS, "not an arena tensor" },
    { "output index out of range", m_output_range, NULL, NPK_ERR_BOUNDS, "program output 0 is tensor 40" },
    { "conv zero stride", m_conv_stride0, NULL, NPK_ERR_ATTRIBUTE, "attribute stride_w = 0 is outside [1, 2147483647]" },
    { "conv groups not dividing channels", m_conv_groups, NULL, NPK_ERR_ATTRIBUTE, "groups = 3 must divide" },
    { "conv kernel larger than padded input", m_conv_kernel, NULL, NPK_ERR_SHAPE, "kernel is larger" },
    { "conv unknown filter layout", m_conv_layout, NULL, NPK_ERR_ATTRIBUTE, "attribute filter = 3 is outside [0, 2]" },
    { "winograd filter with stride 2", m_winograd_stride, NULL, NPK_ERR_ATTRIBUTE, "needs stride 1" },
    { "winograd filter of the wrong shape", m_winograd_dims, NULL, NPK_ERR_SHAPE, "must be [6, 6, Cin, Cout]" },
    { "pool kernel larger than padded input", m_pool_kernel, NULL, NPK_ERR_SHAPE, "kernel 5x5 is larger than the padded input 1x2x4x4" },
};

/* x[1,2,4,4] -conv w[4,2,3,3] stride 1-> y[1,4,2,2]: a valid conv program to break. */
/* x[1,2,4,4] -> conv2d (filter dims dw, filter layout) -> y[1,4,2,2] */
static void conv_program_with(tcp_builder *b, const uint32_t dw[4], int32_t layout)
{
    const uint32_t dx[4] = { 1, 2, 4, 4 }, dy[4] = { 1, 4, 2, 2 };
    uint32_t in[2], op;
    tb_init(b);
    in[0] = tb_arena(b, "x", 4, dx, 0);
    in[1] = tb_const(b, "w", 4, dw, NULL);
    op = tb_op(b, NPK_OP_CONV2D, 2, in, tb_arena(b, "y", 4, dy, 256));
    b->ops[op].attr.conv2d.filter = layout;
    b->ops[op].scratch_offset = 512;
    b->ops[op].scratch_bytes = 1u << 16;
    b->arena_bytes = 512 + (1u << 16);
    tb_input(b, in[0]);
    tb_output(b, 2);
}
static void conv_program(tcp_builder *b)
{
    const uint32_t dw[4] = { 4, 2, 3, 3 };
    conv_program_with(b, dw, NPK_CONV_FILTER_OIHW);
}
static void m_conv_stride0(tcp_builder *b) { conv_program(b); b->ops[0].attr.conv2d.stride_w = 0; }
static void m_conv_groups(tcp_builder *b) { conv_program(b); b->ops[0].attr.conv2d.groups = 3; }
static void m_conv_kernel(tcp_builder *b)
{
    conv_program(b);
    b->tensors[0].dims[2] = 2; b->tensors[0].nbytes = 4 * 2 * 2 * 4;
}
static void m_conv_layout(tcp_builder *b) { conv_program(b); b->ops[0].attr.conv2d.filter = 3; }
/* conv_program with a Winograd filter [6, 6, cin, 4] (the input has 2 channels) */
static void winograd_program(tcp_builder *b, uint32_t cin)
{
    const uint32_t dw[4] = { 6, 6, cin, 4 };
    conv_program_with(b, dw, NPK_CONV_FILTER_WINOGRAD_F4X3);
}
static void m_winograd_stride(tcp_builder *b) { winograd_program(b, 2); b->ops[0].attr.conv2d.stride_w = 2; }
static void m_winograd_dims(tcp_builder *b) { winograd_program(b, 3); }
static void m_pool_kernel(tcp_builder *b)
{
    conv_program(b);
    npk_op_init(&b->ops[0], NPK_OP_MAXPOOL2D); b->ops[0].n_in = b->ops[0].n_out = 1; b->ops[0].out[0] = 2;
    b->ops[0].attr.max_pool2d.kh = b->ops[0].attr.max_pool2d.kw = 5;
    b->ops[0].scratch_offset = 0; b->ops[0].scratch_bytes = 0;
}

/* x[1,2,8] -> unary -> a, unary -> c1; concat(a, c1) axis 1 -> y[1,4,8], with
 * a and c1 planned at their blocks of y (offsets 128, 192 of y at 128): the
 * concat copies nothing (mlir2c's concat_in_place). Valid as built. */
static void concat_slot_program(tcp_builder *b)
{
    const uint32_t dx[3] = { 1, 2, 8 }, dy[3] = { 1, 4, 8 };
    uint32_t x, in[2], op;
    tb_init(b);
    x = tb_arena(b, "x", 3, dx, 0);
    in[0] = x;
    tb_op(b, NPK_OP_UNARY, 1, in, tb_arena(b, "a", 3, dx, 128));
    tb_op(b, NPK_OP_UNARY, 1, in, tb_arena(b, "c1", 3, dx, 192));
    in[0] = 1; in[1] = 2;
    op = tb_op(b, NPK_OP_CONCAT, 2, in, tb_arena(b, "y", 3, dy, 128));
    b->ops[op].attr.concat.axis = 1;
    b->arena_bytes = 256;
    tb_input(b, x);
    tb_output(b, 3);
}
/* the operands in each other's block */
static void m_concat_slots_swapped(tcp_builder *b) { concat_slot_program(b); b->tensors[1].offset = 192; b->tensors[2].offset = 128; }
/* joined along axis 2: each operand's rows interleave in y, no block is one operand's */
static void m_concat_slots_rows(tcp_builder *b)
{
    concat_slot_program(b);
    b->ops[2].attr.concat.axis = 2;
    b->tensors[3].dims[1] = 2; b->tensors[3].dims[2] = 16;
}
static const bad_case concat_cases[] = {
    { "concat operands in each other's block", m_concat_slots_swapped, NULL, NPK_ERR_ARENA, "tensors 1 'a' and 3 'y'" },
    { "concat operand blocks not contiguous", m_concat_slots_rows, NULL, NPK_ERR_ARENA, "tensors 1 'a' and 3 'y'" },
};

static void run_concat_slots(void)
{
    tcp_builder b;
    npk_program p;
    npk_error err;
    size_t size, i;
    unsigned char *buf;
    npk_status s;
    concat_slot_program(&b);
    buf = tb_serialize(&b, &size);
    memset(&err, 0, sizeof err);
    s = npk_program_load(&p, buf, size, &err);
    CHECK(s == NPK_OK, "concat with its operands in their blocks: %s: %s", npk_status_str(s), err.message);
    free(buf);
    for (i = 0; i < sizeof concat_cases / sizeof concat_cases[0]; i++) {
        const bad_case *c = &concat_cases[i];
        c->mutate(&b);
        buf = tb_serialize(&b, &size);
        memset(&err, 0, sizeof err);
        s = npk_program_load(&p, buf, size, &err);
        CHECK(s == c->want && strstr(err.message, c->message) != NULL, "%s: got %s: %s", c->what, npk_status_str(s),
              err.message);
        printf("rejected %-40s %s: %s\n", c->what, npk_status_str(s), err.message);
        free(buf);
    }
}

static void run_bad_cases(void)
{
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const bad_case *c = &cases[i];
        tcp_builder b;
        npk_program p;
        npk_error err;
        size_t size;
        unsigned char *buf;
        npk_status s;
        base_program(&b);
        if (c->mutate) c->mutate(&b);
        buf = tb_serialize(&b, &size);
        if (c->corrupt) c->corrupt(buf, &size);
        memset(&err, 0, sizeof err);
        memset(&p, 0xff, sizeof p); /* garbage the loader must clear (and no maybe-uninitialized) */
        s = npk_program_load(&p, buf, size, &err);
        CHECK(s == c->want, "%s: got status %d (%s: %s), want %d (%s)", c->what, (int)s, npk_status_str(s),
              err.message, (int)c->want, npk_status_str(c->want));
        CHECK(strstr(err.message, c->message) != NULL, "%s: message \"%s\" lacks \"%s\"", c->what, err.message, c->message);
        CHECK(p.validated == 0 && p.tensors == NULL, "%s: a rejected program must be left empty", c->what);
        printf("rejected %-40s %s: %s\n", c->what, npk_status_str(s), err.message);
        free(buf);
    }
}

/* Every truncation of a valid bundle, with file_bytes left as is or patched to
 * match, must be rejected without reading outside the buffer (ASan watches). */
static void run_truncations(void)
{
    tcp_builder b;
    size_t size, cut;
    unsigned char *buf;
    base_program(&b);
    buf = tb_serialize(&b, &size);
    for (cut = 0; cut < size; cut++) {
        npk_program p;
        npk_error err;
        unsigned char *copy = NULL;
        void *mem = NULL;
        int patch;
        for (patch = 0; patch < 2; patch++) {
            CHECK(posix_memalign(&mem, 64, size) == 0, "alloc");
            copy = (unsigned char *)mem;
            memcpy(copy, buf, cut);
            if (patch && cut >= 24) tb_put_u64(copy, 16, cut);
            CHECK(npk_program_load(&p, copy, cut, &err) != NPK_OK, "truncated to %zu bytes (patch %d) was accepted", cut, patch);
            free(copy);
        }
    }
    free(buf);
}

/* Random byte flips must never crash; whatever loads must also run. */
static void run_flips(void)
{
    tcp_builder b;
    size_t size, n;
    unsigned char *buf;
    unsigned seed = 12345;
    int accepted = 0;
    base_program(&b);
    buf = tb_serialize(&b, &size);
    for (n = 0; n < 20000; n++) {
        npk_program p;
        npk_error err;
        void *mem = NULL, *arena = NULL;
        unsigned char *copy;
        int k;
        CHECK(posix_memalign(&mem, 64, size) == 0, "alloc");
        copy = (unsigned char *)mem;
        memcpy(copy, buf, size);
        for (k = 0; k < 3; k++) {
            seed = seed * 1103515245u + 12345u;
            copy[(seed >> 8) % size] ^= (unsigned char)(1u << ((seed >> 4) & 7));
        }
        if (npk_program_load(&p, copy, size, &err) == NPK_OK && p.arena_bytes < (1u << 20)) {
            accepted++;
            CHECK(posix_memalign(&arena, 64, p.arena_bytes ? (size_t)p.arena_bytes : 64) == 0, "alloc");
            memset(arena, 0, (size_t)p.arena_bytes);
            CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, NULL, &err) == NPK_OK, "run after load: %s", err.message);
            free(arena);
        }
        free(copy);
    }
    printf("byte flips: %d of 20000 mutated bundles still valid, all ran\n", accepted);
    free(buf);
}

static void run_valid(void)
{
    const float x[6] = { 1.0f, 2.0f, -1.0f, 0.5f, -0.25f, 3.0f };
    tcp_builder b;
    npk_program p;
    npk_error err;
    size_t size;
    unsigned char *buf;
    void *arena = NULL;
    float *out;
    int r, c, k;
    base_program(&b);
    buf = tb_serialize(&b, &size);
    CHECK(npk_program_load(&p, buf, size, &err) == NPK_OK, "valid bundle rejected: %s", err.message);
    CHECK(p.n_ops == 2 && p.n_inputs == 1 && p.n_outputs == 1, "counts");
    CHECK(strcmp(npk_tensor_name(&p, 3), "h") == 0, "tensor names");
    CHECK(posix_memalign(&arena, 64, (size_t)p.arena_bytes) == 0, "alloc");
    CHECK(npk_run(&p, arena, (size_t)p.arena_bytes - 64, NULL, &err) == NPK_ERR_ARENA, "small arena accepted");
    CHECK(npk_run(&p, (unsigned char *)arena + 4, (size_t)p.arena_bytes, NULL, &err) == NPK_ERR_ALIGNMENT, "misaligned arena accepted");
    memcpy(npk_input_data(&p, arena, 0), x, sizeof x);
    CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, NULL, &err) == NPK_OK, "run: %s", err.message);
    out = npk_output_data(&p, arena, 0);
    for (r = 0; r < 2; r++) {
        double h[4], mx = 0, sum = 0;
        for (c = 0; c < 4; c++) {
            double acc = B[c];
            for (k = 0; k < 3; k++) acc += (double)x[r * 3 + k] * W[k * 4 + c];
            h[c] = acc > 0 ? acc : 0;
            if (h[c] > mx) mx = h[c];
        }
        for (c = 0; c < 4; c++) sum += exp(h[c] - mx);
        for (c = 0; c < 4; c++) {
            double want = exp(h[c] - mx) / sum;
            CHECK(fabs(out[r * 4 + c] - want) < 1e-6, "y[%d][%d] = %g, want %g", r, c, out[r * 4 + c], want);
        }
    }
    p.validated = 0;
    CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, NULL, &err) == NPK_ERR_NOT_VALIDATED, "unvalidated program ran");
    free(arena);
    free(buf);
    /* The valid conv program must load too, so the conv cases above test one thing each. */
    conv_program(&b);
    buf = tb_serialize(&b, &size);
    CHECK(npk_program_load(&p, buf, size, &err) == NPK_OK, "valid conv bundle rejected: %s", err.message);
    free(buf);
    CHECK(npk_program_load(&p, NULL, 0, &err) == NPK_ERR_ARGUMENT, "NULL data accepted");
}

int main(void)
{
    run_valid();
    run_bad_cases();
    run_concat_slots();
    run_truncations();
    run_flips();
    printf("%d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
