/* disasm.c - npk-run --print: a readable listing of a loaded program. */
#include "npk_arena.h"
#include "npk_run_tool.h"

static float attr_f32(int32_t bits)
{
    float f;
    uint32_t u = (uint32_t)bits;
    memcpy(&f, &u, sizeof f);
    return f;
}

static const char *storage_name(uint8_t s)
{
    return s == NPK_STORAGE_CONST ? "const" : s == NPK_STORAGE_ARENA ? "arena" : "?";
}

static void print_act(FILE *f, int32_t act, int32_t lo, int32_t hi)
{
    if (act == NPK_ACT_RELU) fprintf(f, " act=relu");
    else if (act == NPK_ACT_CLAMP) fprintf(f, " act=clamp(%g, %g)", attr_f32(lo), attr_f32(hi));
    else if (act != NPK_ACT_NONE) fprintf(f, " act=%d", (int)act);
}

/* Decodes the attributes of op per docs/tcp-format.md. */
static void print_attrs(FILE *f, const npk_program *p, const npk_op_desc *op)
{
    static const char *const bias_names[] = {"none", "row", "col", "full"};
    const int32_t *a = op->attr;
    int i;
    switch (op->opcode) {
    case NPK_OP_MATMUL:
        if (a[0]) fprintf(f, " trans_a=%d", (int)a[0]);
        if (a[1]) fprintf(f, " trans_b=%d", (int)a[1]);
        if (a[2]) fprintf(f, " bias=%s", a[2] >= 0 && a[2] <= 3 ? bias_names[a[2]] : "?");
        print_act(f, a[3], a[4], a[5]);
        break;
    case NPK_OP_CLAMP:
        fprintf(f, " min=%g max=%g", attr_f32(a[0]), attr_f32(a[1]));
        break;
    case NPK_OP_SOFTMAX:
    case NPK_OP_LOG_SOFTMAX:
        fprintf(f, " axis=%d", (int)a[0]);
        break;
    case NPK_OP_TRANSPOSE:
        fprintf(f, " perm=(");
        for (i = 0; i < (int)p->tensors[op->in[0]].rank; i++) fprintf(f, "%s%d", i ? "," : "", (int)a[i]);
        fprintf(f, ")");
        break;
    case NPK_OP_CONV2D:
        fprintf(f, " strides=%d,%d dilation=%d,%d pads=%d,%d,%d,%d groups=%d", (int)a[0], (int)a[1], (int)a[2],
                (int)a[3], (int)a[4], (int)a[5], (int)a[6], (int)a[7], (int)a[8]);
        print_act(f, a[9], a[10], a[11]);
        if (a[12] == 1)
            fprintf(f, " pool=max kernel=%dx%d stride=%d,%d", (int)a[13], (int)a[14], (int)a[15], (int)a[16]);
        if (a[17] == NPK_CONV_FILTER_WINOGRAD_F4X3) fprintf(f, " filter=winograd4x4");
        break;
    case NPK_OP_MAXPOOL2D:
    case NPK_OP_AVGPOOL2D:
        fprintf(f, " kernel=%dx%d strides=%d,%d pads=%d,%d,%d,%d", (int)a[0], (int)a[1], (int)a[2], (int)a[3],
                (int)a[4], (int)a[5], (int)a[6], (int)a[7]);
        if (a[8]) fprintf(f, " ceil_mode=1");
        if (op->opcode == NPK_OP_AVGPOOL2D && a[9]) fprintf(f, " count_include_pad=1");
        break;
    default:
        break;
    }
}

static void print_operand(FILE *f, const npk_program *p, uint32_t t)
{
    char dims[160];
    const char *name = npk_tensor_name(p, t);
    fprintf(f, "%%%u%s%s%s %s", (unsigned)t, *name ? "(" : "", name, *name ? ")" : "",
            npkr_tensor_dims_str(&p->tensors[t], dims, sizeof dims));
}

void npkr_disasm(FILE *f, const npk_program *p, const void *file)
{
    const npk_tcp_header *h = (const npk_tcp_header *)file;
    uint32_t i, k;
    char dims[160];
    fprintf(f, "model: %s\n", p->name != NPK_NO_NAME && p->name < p->names_bytes ? p->names + p->name : "(unnamed)");
    if (h) fprintf(f, "format: .tcp %u.%u\n", (unsigned)h->version_major, (unsigned)h->version_minor);
    /* the bound: live bytes + kernel scratch at the worst op (npk_arena.h) */
    fprintf(f, "arena: %llu bytes (bound %llu bytes)\nweights: %llu bytes\n", (unsigned long long)p->arena_bytes,
            (unsigned long long)npk_arena_bound(p), (unsigned long long)p->weights_bytes);
    fprintf(f, "tensors: %u\n", (unsigned)p->n_tensors);
    for (i = 0; i < p->n_tensors; i++) {
        const npk_tensor_desc *t = &p->tensors[i];
        const char *name = npk_tensor_name(p, i);
        fprintf(f, "  %%%-4u %-20s %-5s %-20s offset %-10llu bytes %llu\n", (unsigned)i, *name ? name : "-",
                storage_name(t->storage), npkr_tensor_dims_str(t, dims, sizeof dims), (unsigned long long)t->offset,
                (unsigned long long)t->nbytes);
    }
    fprintf(f, "inputs:");
    for (i = 0; i < p->n_inputs; i++) {
        fputc(' ', f);
        print_operand(f, p, p->inputs[i]);
    }
    fprintf(f, "\noutputs:");
    for (i = 0; i < p->n_outputs; i++) {
        fputc(' ', f);
        print_operand(f, p, p->outputs[i]);
    }
    fprintf(f, "\nops: %u\n", (unsigned)p->n_ops);
    for (i = 0; i < p->n_ops; i++) {
        const npk_op_desc *op = &p->ops[i];
        const char *mn = npk_opcode_name(op->opcode);
        fprintf(f, "  #%-3u %s ", (unsigned)i, mn ? mn : "?");
        for (k = 0; k < op->n_in; k++) {
            if (k) fprintf(f, ", ");
            print_operand(f, p, op->in[k]);
        }
        fprintf(f, " -> ");
        for (k = 0; k < op->n_out; k++) {
            if (k) fprintf(f, ", ");
            print_operand(f, p, op->out[k]);
        }
        print_attrs(f, p, op);
        if (op->scratch_bytes)
            fprintf(f, " scratch=%llu@%llu", (unsigned long long)op->scratch_bytes,
                    (unsigned long long)op->scratch_offset);
        fputc('\n', f);
    }
}
