/* fuzz_bundle.c - fuzz target: .tcp load + validate + run.
 * The fuzz data is a bundle followed by input bytes: the header's file_bytes
 * field (offset 16) says where the bundle ends when it fits; otherwise the
 * whole data is the bundle (and must be rejected). Accepted programs whose
 * arena and work are modest are run, with their inputs filled from the bytes
 * after the bundle (repeated; any bit pattern, so NaN and inf too), and
 * every output element is read back. */
#define _POSIX_C_SOURCE 200809L
#define NPK_IMPLEMENTATION
#include "npk.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_MAX_ARENA (64u << 20)
#define FUZZ_MAX_WORK  (1u << 24) /* multiply-adds per run, to keep each input fast */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Not assert(): Release builds define NDEBUG and the replay must still check. */
#define CHECK(x) do { if (!(x)) { fprintf(stderr, "fuzz_bundle: check failed: %s\n", #x); abort(); } } while (0)

/* Rough multiply-add count of one validated op, for skipping huge runs. */
static double op_work(const npk_program *p, const npk_op_desc *op)
{
    const npk_tensor_desc *x = &p->tensors[op->in[0]];
    double out = (double)npk_tensor_elems(p, op->out[0]), in = (double)npk_tensor_elems(p, op->in[0]);
    switch (op->opcode) {
    case NPK_OP_MATMUL: return out * (op->attr.matmul.trans_a ? x->dims[0] : x->dims[1]);
    case NPK_OP_CONV2D: {
        const npk_conv2d_attrs *a = &op->attr.conv2d;
        const npk_tensor_desc *w = &p->tensors[op->in[1]];
        /* >= the conv result before pooling (a Winograd filter is [6, 6, Cin, Cout]) */
        double taps = a->filter ? 9.0 * w->dims[2] : (double)w->dims[1] * w->dims[2] * w->dims[3];
        double c_out = a->filter ? w->dims[3] : w->dims[0];
        double conv_out = (double)x->dims[0] * c_out * (x->dims[2] + (double)a->pad_top + a->pad_bottom) *
                          (x->dims[3] + (double)a->pad_left + a->pad_right);
        return conv_out * taps + out * ((double)a->pool_kh * a->pool_kw + 1);
    }
    case NPK_OP_MAXPOOL2D: case NPK_OP_AVGPOOL2D:
        return out * ((double)op->attr.max_pool2d.kh * op->attr.max_pool2d.kw + 1);
    default: return out + in;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t bundle = size, i, k;
    uint64_t file_bytes;
    unsigned char *buf;
    npk_program prog;
    npk_error err;
    double work = 0;
    if (size >= 24) {
        memcpy(&file_bytes, data + 16, 8);
        if (file_bytes >= NPK_TCP_HEADER_BYTES && file_bytes <= size) bundle = (size_t)file_bytes;
    }
    /* the loader wants 8-byte alignment; an exact-size copy lets ASan see overreads */
    buf = (unsigned char *)malloc(bundle ? bundle : 1);
    if (!buf) return 0;
    memcpy(buf, data, bundle);
    memset(&err, 0, sizeof err);
    if (npk_program_load(&prog, buf, bundle, &err) != NPK_OK) {
        CHECK(err.status != NPK_OK && err.message[0] && strlen(err.message) < sizeof err.message);
        free(buf);
        return 0;
    }
    for (i = 0; i < prog.n_tensors; i++) CHECK(strlen(npk_tensor_name(&prog, (uint32_t)i)) < prog.names_bytes + 1);
    for (i = 0; i < prog.n_ops; i++) work += op_work(&prog, &prog.ops[i]);
    if (prog.arena_bytes <= FUZZ_MAX_ARENA && work <= FUZZ_MAX_WORK) {
        size_t arena_bytes = prog.arena_bytes ? (size_t)prog.arena_bytes : 64;
        unsigned char *arena = NULL;
        const uint8_t *fill = data + bundle;
        size_t fill_n = size - bundle, pos = 0;
        if (posix_memalign((void **)&arena, NPK_ARENA_ALIGN, arena_bytes) == 0) {
            memset(arena, 0xA5, arena_bytes);
            for (k = 0; k < prog.n_inputs; k++) {
                unsigned char *dst = (unsigned char *)npk_input_data(&prog, arena, k);
                size_t n = (size_t)prog.tensors[prog.inputs[k]].nbytes; /* any element type */
                for (i = 0; i < n; i++) dst[i] = fill_n ? fill[pos++ % fill_n] : 0;
            }
            if (npk_run(&prog, arena, (size_t)prog.arena_bytes, NULL, &err) == NPK_OK) {
                volatile unsigned sink = 0;
                for (k = 0; k < prog.n_outputs; k++) { /* read every output byte (any element type) */
                    const unsigned char *o = (const unsigned char *)npk_output_data(&prog, arena, k);
                    size_t n = (size_t)prog.tensors[prog.outputs[k]].nbytes;
                    for (i = 0; i < n; i++) sink += o[i];
                }
                (void)sink;
            }
            free(arena);
        }
    }
    free(buf);
    return 0;
}
