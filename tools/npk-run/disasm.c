/* disasm.c - npk-run --print: a readable listing of a loaded program. */
#include "npk_arena.h"
#include "npk_run_tool.h"

static const char *storage_name(uint8_t s)
{
    return s == NPK_STORAGE_CONST ? "const" : s == NPK_STORAGE_ARENA ? "arena" : "?";
}

static void print_operand(FILE *f, const npk_program *p, uint32_t t)
{
    char dims[160];
    const char *name = npk_tensor_name(p, t);
    fprintf(f, "%%%u%s%s%s %s", (unsigned)t, *name ? "(" : "", name, *name ? ")" : "",
            npkr_tensor_dims_str(&p->tensors[t], dims, sizeof dims));
    /* f32 is the common case: only other element types are named */
    if (p->tensors[t].dtype != NPK_DTYPE_F32) fprintf(f, " %s", npk_dtype_name(p->tensors[t].dtype));
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
    if (npk_program_prepared_bytes(p)) /* npk_program_prepare: beside the arena and the weights */
        fprintf(f, "prepared: %llu bytes (Winograd and packed conv filters made at load; --no-prepare: none)\n",
                (unsigned long long)npk_program_prepared_bytes(p));
    npkr_summary(f, p);
    fprintf(f, "tensors: %u\n", (unsigned)p->n_tensors);
    for (i = 0; i < p->n_tensors; i++) {
        const npk_tensor_desc *t = &p->tensors[i];
        const char *name = npk_tensor_name(p, i), *src = npk_tensor_debug_name(p, i);
        fprintf(f, "  %%%-4u %-20s %-5s %-20s %-4s offset %-10llu bytes %llu", (unsigned)i, *name ? name : "-",
                storage_name(t->storage), npkr_tensor_dims_str(t, dims, sizeof dims), npk_dtype_name(t->dtype),
                (unsigned long long)t->offset, (unsigned long long)t->nbytes);
        if (*src) fprintf(f, "  '%s'", src); /* its source name (debug names) */
        fputc('\n', f);
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
        const char *mn = npk_opcode_name(op->opcode), *src = npk_op_debug_name(p, i);
        fprintf(f, "  #%-3u %s ", (unsigned)i, mn ? mn : "?");
        if (*src) fprintf(f, "'%s' ", src); /* the source op's name (debug names) */
        for (k = 0; k < op->n_in; k++) {
            if (k) fprintf(f, ", ");
            print_operand(f, p, op->in[k]);
        }
        fprintf(f, " -> ");
        for (k = 0; k < op->n_out; k++) {
            if (k) fprintf(f, ", ");
            print_operand(f, p, op->out[k]);
        }
        {
            char attrs[512];
            if (npk_op_format_attrs(op, attrs, sizeof attrs)) fprintf(f, " %s", attrs);
        }
        if (op->scratch_bytes)
            fprintf(f, " scratch=%llu@%llu", (unsigned long long)op->scratch_bytes,
                    (unsigned long long)op->scratch_offset);
        fputc('\n', f);
    }
}
