/* debug_names.c - the .tcp's optional debug-names section (docs/tcp-format.md,
 * "Debug names"): for every program op the source's name of the op it came
 * from, and for every tensor the source name of what made it, where the
 * source has one and it differs from the tensor's own name.
 *
 * An op's name is m2c_op.debug_name (set by a front end, e.g. the ONNX node
 * name, and copied by the lowerings to every op they make from it), else the
 * MLIR location around the op's position (loc("layer1.0.conv1"), #locN,
 * fused[...], callsite(...)). So the TCP ops one source op lowers to share its
 * name, and a fused op keeps the name of its main op (fuse.c). A result
 * tensor takes its op's name; a constant or argument the name of the
 * location it was defined at. */
#include <string.h>
#include "ir.h"

typedef struct dn_builder {
    unsigned char *entries; size_t n_entries, cap_entries;
    char *strings; size_t n_strings, cap_strings;
} dn_builder;

/* Offset of s in the string area, added once. */
static uint32_t dn_string(dn_builder *b, const char *s)
{
    size_t n = strlen(s) + 1, at = 0;
    while (at < b->n_strings) {
        if (!strcmp(b->strings + at, s)) return (uint32_t)at;
        at += strlen(b->strings + at) + 1;
    }
    while (b->n_strings + n > b->cap_strings) {
        b->cap_strings = b->cap_strings ? 2 * b->cap_strings : 256;
        b->strings = (char *)m2c_grow(b->strings, b->cap_strings);
    }
    memcpy(b->strings + b->n_strings, s, n);
    b->n_strings += n;
    return (uint32_t)at;
}

static void put_u32(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }

static void dn_entry(dn_builder *b, uint32_t kind, uint32_t index, const char *name)
{
    unsigned char *e;
    if (!name || !*name) return;
    if (b->n_strings + strlen(name) + 1 > UINT32_MAX)
        m2c_fatal(M2C_EXIT_INPUT, "the source names exceed the debug names section's 4 GiB");
    if ((b->n_entries + 1) * NPK_DEBUG_ENTRY_BYTES > b->cap_entries) {
        b->cap_entries = b->cap_entries ? 2 * b->cap_entries : 64 * NPK_DEBUG_ENTRY_BYTES;
        b->entries = (unsigned char *)m2c_grow(b->entries, b->cap_entries);
    }
    e = b->entries + b->n_entries++ * NPK_DEBUG_ENTRY_BYTES;
    put_u32(e, kind);
    put_u32(e + 4, index);
    put_u32(e + 8, dn_string(b, name));
}

static const char *op_name(const m2c_op *op)
{
    return op->debug_name ? op->debug_name : m2c_diag_loc_name(op->loc);
}

void m2c_debug_names(m2c_program *p)
{
    dn_builder b;
    const char **tname = (const char **)m2c_alloc((size_t)p->n_tensors * sizeof *tname + 1);
    int i;
    size_t head;
    memset(&b, 0, sizeof b);
    for (i = 0; i < p->n_ops; i++) {
        const char *n = op_name(p->op_src[i]);
        dn_entry(&b, NPK_DEBUG_OP, (uint32_t)i, n);
        if (n && !tname[p->ops[i].out[0]]) tname[p->ops[i].out[0]] = n;
    }
    for (i = 0; i < p->n_tensors; i++) {
        const m2c_value *v = p->tensor_src[i];
        const char *n = tname[i] ? tname[i] : v->kind != M2C_V_OP ? m2c_diag_loc_name(v->loc) : NULL;
        if (n && strcmp(n, p->names + p->tensors[i].name)) dn_entry(&b, NPK_DEBUG_TENSOR, (uint32_t)i, n);
    }
    m2c_free(tname);
    p->debug_names = NULL;
    p->debug_names_bytes = 0;
    if (!b.n_entries) return;
    head = NPK_DEBUG_HEADER_BYTES + b.n_entries * NPK_DEBUG_ENTRY_BYTES;
    p->debug_names_bytes = head + b.n_strings;
    p->debug_names = (unsigned char *)m2c_alloc(p->debug_names_bytes);
    put_u32(p->debug_names, (uint32_t)b.n_entries);
    memcpy(p->debug_names + NPK_DEBUG_HEADER_BYTES, b.entries, b.n_entries * NPK_DEBUG_ENTRY_BYTES);
    memcpy(p->debug_names + head, b.strings, b.n_strings);
    m2c_free(b.entries);
    m2c_free(b.strings);
}
