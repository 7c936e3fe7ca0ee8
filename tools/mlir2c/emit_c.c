/* emit_c.c - print the program tables as C99 source: OUT.h declares the
 * program and its sizes, OUT.c defines the weights (floats printed so they
 * read back bit-exactly, or bytes when constants of other types are there), the tensor/op/io tables, the names and the
 * npk_program. The output compiles as C99 -pedantic and as C++ (positional
 * initializers only). */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"

typedef struct sbuf { char *p; size_t n, cap; } sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    int need;
    for (;;) {
        size_t room = b->cap - b->n;
        va_start(ap, fmt);
        need = vsnprintf(b->p ? b->p + b->n : NULL, room, fmt, ap);
        va_end(ap);
        if (need < 0) m2c_fatal(M2C_EXIT_INTERNAL, "internal error: formatting failed");
        if ((size_t)need < room) { b->n += (size_t)need; return; }
        b->cap = (b->cap + (size_t)need + 1) * 2;
        b->p = (char *)m2c_grow(b->p, b->cap);
    }
}

/* Shortest-safe float32 literal: 9 significant digits always round-trip. */
static void print_float(sbuf *b, float f)
{
    char s[48];
    if (f != f) { sb_printf(b, "NAN"); return; }
    if (f == HUGE_VALF) { sb_printf(b, "INFINITY"); return; }
    if (f == -HUGE_VALF) { sb_printf(b, "(-INFINITY)"); return; }
    snprintf(s, sizeof s, "%.9g", (double)f);
    if (!strpbrk(s, ".e")) strcat(s, ".0");
    sb_printf(b, "%sf", s);
}

static void print_i32(sbuf *b, int32_t v)
{
    if (v == INT32_MIN) sb_printf(b, "(-2147483647 - 1)");
    else sb_printf(b, "%ld", (long)v);
}

static void print_u64(sbuf *b, uint64_t v) { sb_printf(b, "%lluu", (unsigned long long)v); }

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* The enum name of an opcode (NPK_OP_<NAME>), from the one op list. */
static const char *opcode_enum_name(unsigned code)
{
    switch (code) {
#define NPK_OP(NAME, ident, mnem, c, min_in, max_in, n_out, flags) case c: return #NAME;
#include "npk_interp/npk_ops.inc"
#undef NPK_OP
    default: return "?";
    }
}

/* The enum name of a unary/binary op's function (RELU, ADD, ...). */
static const char *fn_enum_name(unsigned opcode, int32_t fn)
{
    if (opcode == NPK_OP_UNARY) switch (fn) {
#define NPK_UNARY_FN(NAME, ident, code, params, form) case code: return #NAME;
#include "npk_kernels/npk_unary_fns.inc"
#undef NPK_UNARY_FN
    default: break;
    }
    if (opcode == NPK_OP_BINARY) switch (fn) {
#define NPK_BINARY_FN(NAME, ident, code, form) case code: return #NAME;
#include "npk_kernels/npk_binary_fns.inc"
#undef NPK_BINARY_FN
    default: break;
    }
    return NULL;
}

/* The kernel paths inside ops that the program can reach
 * (npk_kernels/npk_select.h): the Winograd conv for a conv whose filter has
 * that layout (an oihw_winograd filter runs direct without it: firmware
 * does not prepare), matmul's blocked GEMM for a matmul with M > 1 and N > 1 or a
 * 1x1 conv (other convs keep the GEMM whenever conv2d is selected), general
 * pooling for any pool but 2x2 windows with stride 2 and no padding; and
 * each elementwise function the unary/binary ops apply. */
static int pool_is_2x2(int32_t kh, int32_t kw, int32_t sh, int32_t sw)
{
    return kh == 2 && kw == 2 && sh == 2 && sw == 2;
}

static void emit_path_selection(sbuf *h, const m2c_program *p)
{
    int t, winograd = 0, gemm = 0, pool_general = 0, batched = 0, residual = 0;
    for (t = 0; t < p->n_ops; t++) {
        const npk_op_desc *op = &p->ops[t];
        if (op->opcode == NPK_OP_MAXPOOL2D || op->opcode == NPK_OP_AVGPOOL2D) {
            const npk_max_pool2d_attrs *a = &op->attr.max_pool2d;
            if (!pool_is_2x2(a->kh, a->kw, a->stride_h, a->stride_w) || a->pad_top || a->pad_left || a->pad_bottom ||
                a->pad_right || a->ceil_mode)
                pool_general = 1;
        }
        if (op->opcode == NPK_OP_CONV2D && op->attr.conv2d.pool == NPK_CONV2D_POOL_MAX &&
            !pool_is_2x2(op->attr.conv2d.pool_kh, op->attr.conv2d.pool_kw, op->attr.conv2d.pool_stride_h,
                         op->attr.conv2d.pool_stride_w))
            pool_general = 1;
        if (op->opcode == NPK_OP_GLOBAL_AVGPOOL) pool_general = 1;
        if (op->opcode == NPK_OP_CONV2D && op->attr.conv2d.filter == NPK_CONV_FILTER_WINOGRAD_F4X3) winograd = 1;
        if (op->opcode == NPK_OP_CONV2D && op->attr.conv2d.pool >= NPK_CONV2D_ADD_BEFORE_ACT) residual = 1;
        if (op->opcode == NPK_OP_CONV2D && op->attr.conv2d.filter == NPK_CONV_FILTER_OIHW && op->n_in >= 2) {
            const npk_tensor_desc *w = &p->tensors[op->in[1]];
            if (w->rank == 4 && w->dims[2] == 1 && w->dims[3] == 1) gemm = 1; /* 1x1: runs as a matmul */
        }
        if (op->opcode == NPK_OP_MATMUL && op->n_in >= 2) {
            const npk_tensor_desc *x = &p->tensors[op->in[0]], *w = &p->tensors[op->in[1]];
            uint32_t m = x->rank < 2 ? 0 : x->dims[x->rank - 2 + (op->attr.matmul.trans_a != 0)];
            uint32_t n = w->rank < 2 ? 0 : w->dims[w->rank - 1 - (op->attr.matmul.trans_b != 0)];
            if (m > 1 && n > 1) gemm = 1;
            if (x->rank > 2 || w->rank > 2) batched = 1;
        }
    }
    if (winograd) sb_printf(h, "#ifndef NPK_USE_CONV_WINOGRAD\n#define NPK_USE_CONV_WINOGRAD 1\n#endif\n");
    if (residual) sb_printf(h, "#ifndef NPK_USE_CONV_RESIDUAL\n#define NPK_USE_CONV_RESIDUAL 1\n#endif\n");
    if (gemm) sb_printf(h, "#ifndef NPK_USE_MATMUL_GEMM\n#define NPK_USE_MATMUL_GEMM 1\n#endif\n");
    if (batched) sb_printf(h, "#ifndef NPK_USE_MATMUL_BATCHED\n#define NPK_USE_MATMUL_BATCHED 1\n#endif\n");
    if (pool_general) sb_printf(h, "#ifndef NPK_USE_POOL_GENERAL\n#define NPK_USE_POOL_GENERAL 1\n#endif\n");
    for (t = 0; t < p->n_ops; t++) {
        const npk_op_desc *op = &p->ops[t];
        int32_t fn = op->opcode == NPK_OP_UNARY ? op->attr.unary.fn : op->opcode == NPK_OP_BINARY ? op->attr.binary.fn : -1;
        const char *kind = op->opcode == NPK_OP_UNARY ? "UNARY" : "BINARY", *name = fn_enum_name(op->opcode, fn);
        int k, seen = 0;
        if (fn < 0 || !name) continue;
        for (k = 0; k < t && !seen; k++) /* once per function */
            seen = p->ops[k].opcode == op->opcode && p->ops[k].attr.raw[0] == op->attr.raw[0];
        if (!seen) sb_printf(h, "#ifndef NPK_USE_%s_%s\n#define NPK_USE_%s_%s 1\n#endif\n", kind, name, kind, name);
    }
}

/* Every element type other than f32 the program's tensors use, as
 * NPK_USE_DTYPE_<NAME>: a selected build knows only f32 without them. */
static void emit_dtype_selection(sbuf *h, const m2c_program *p)
{
    int used[NPK_DTYPE_END_] = { 0 }, t;
    unsigned dt;
    for (t = 0; t < p->n_tensors; t++)
        if (p->tensors[t].dtype < NPK_DTYPE_END_) used[p->tensors[t].dtype] = 1;
    for (dt = NPK_DTYPE_F32 + 1; dt < NPK_DTYPE_END_; dt++)
        if (used[dt]) {
            char up[16];
            int k;
            for (k = 0; npk_dtype_name(dt)[k] && k < 15; k++) up[k] = (char)toupper((unsigned char)npk_dtype_name(dt)[k]);
            up[k] = 0;
            sb_printf(h, "#ifndef NPK_USE_DTYPE_%s\n#define NPK_USE_DTYPE_%s 1\n#endif\n", up, up);
        }
}

/* The ops the program uses, as NPK_USE_OP_<NAME> macros: a firmware file
 * that defines NPK_OPS_SELECTED and NPK_IMPLEMENTATION and includes this
 * header first links only these ops (a generated op resolver). */
static void emit_op_selection(sbuf *h, const m2c_program *p, const char *up)
{
    int used[NPK_OP_END_] = { 0 }, t;
    unsigned code;
    sb_printf(h, "/* The ops this model uses. Define NPK_OPS_SELECTED in the file that defines\n"
                 " * NPK_IMPLEMENTATION and include this header there before npk.h: that build\n"
                 " * links only these ops' code. */\n#define %s_OPS \"", up);
    for (t = 0; t < p->n_ops; t++)
        if (p->ops[t].opcode < NPK_OP_END_ && !used[p->ops[t].opcode]) {
            used[p->ops[t].opcode] = 1;
            sb_printf(h, "%s%s", t ? " " : "", npk_opcode_name(p->ops[t].opcode));
        }
    sb_printf(h, "\"\n");
    for (code = 0; code < NPK_OP_END_; code++)
        if (used[code])
            sb_printf(h, "#ifndef NPK_USE_OP_%s\n#define NPK_USE_OP_%s 1\n#endif\n", opcode_enum_name(code), opcode_enum_name(code));
    emit_dtype_selection(h, p);
    emit_path_selection(h, p);
}

void m2c_emit_c(m2c_program *p, const char *c_path, const char *h_path, const char *id)
{
    sbuf c = { 0, 0, 0 }, h = { 0, 0, 0 };
    char up[256];
    uint64_t i, nw = p->weights_bytes / 4;
    int t, k;
    const char *paths[2];
    const char *data[2];
    size_t lens[2];
    for (k = 0; id[k] && k < 255; k++) up[k] = (char)toupper((unsigned char)id[k]);
    up[k] = 0;
    m2c_step("writing %s (%llu MB of weights as C)", c_path, (unsigned long long)(p->weights_bytes >> 20));

    sb_printf(&h, "/* %s - generated by mlir2c %s. Do not edit. */\n", base_name(h_path), NPK_VERSION_STRING);
    sb_printf(&h, "#ifndef %s_TCP_H\n#define %s_TCP_H\n", up, up);
    emit_op_selection(&h, p, up);
    sb_printf(&h, "#include \"npk.h\"\n");
    sb_printf(&h, "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");
    sb_printf(&h, "/* Bytes of 64-byte aligned arena npk_run needs for this program. */\n");
    sb_printf(&h, "#define %s_ARENA_BYTES %lluu\n", up, (unsigned long long)p->arena_bytes);
    sb_printf(&h, "#define %s_WEIGHT_BYTES %lluu\n", up, (unsigned long long)p->weights_bytes);
    sb_printf(&h, "#define %s_INPUT_COUNT %du\n#define %s_OUTPUT_COUNT %du\n", up, p->n_inputs, up, p->n_outputs);
    for (k = 0; k < p->n_inputs + p->n_outputs; k++) {
        int out = k >= p->n_inputs;
        const npk_tensor_desc *d = &p->tensors[out ? p->outputs[k - p->n_inputs] : p->inputs[k]];
        sb_printf(&h, "#define %s_%s%d_ELEMS %lluu /* %s */\n", up, out ? "OUTPUT" : "INPUT", out ? k - p->n_inputs : k,
                  (unsigned long long)(d->nbytes / npk_dtype_size(d->dtype)), p->names + d->name);
    }
    if (npk_validate_workspace_bytes((uint32_t)p->n_tensors, (uint32_t)p->n_ops) <= 6u * NPK_VALIDATE_STACK_TENSORS)
        sb_printf(&h, "\n/* Call npk_program_validate(&%s_program, &err) once before npk_run. */\n", id);
    else
        sb_printf(&h, "\n/* Call npk_program_validate_ws(&%s_program, ws, %s_VALIDATE_WS_BYTES, &err) once before npk_run,\n"
                      " * with ws a 4-byte aligned buffer of that size (%d tensors: more than npk_program_validate()\n"
                      " * keeps on the stack; the arena serves before the first run). */\n#define %s_VALIDATE_WS_BYTES %lluu\n",
                  id, up, p->n_tensors, up,
                  (unsigned long long)npk_validate_workspace_bytes((uint32_t)p->n_tensors, (uint32_t)p->n_ops));
    sb_printf(&h, "extern npk_program %s_program;\n\n#ifdef __cplusplus\n}\n#endif\n#endif\n", id);

    sb_printf(&c, "/* %s - generated by mlir2c %s. Do not edit. */\n", base_name(c_path), NPK_VERSION_STRING);
    sb_printf(&c, "#include <math.h>\n#include \"%s\"\n\n", base_name(h_path));
    {
        /* all-f32 weights print as floats; with other element types among
         * the constants they are the bytes the .tcp would hold */
        int bytes = p->weights_bytes % 4 != 0;
        for (t = 0; t < p->n_tensors; t++)
            if (p->tensors[t].storage == NPK_STORAGE_CONST && p->tensors[t].dtype != NPK_DTYPE_F32) bytes = 1;
        if (bytes) {
            sb_printf(&c, "static const unsigned char %s_weights[] NPK_ALIGNED(64) = {", id);
            if (p->weights_bytes == 0) sb_printf(&c, "0");
            for (i = 0; i < p->weights_bytes; i++)
                sb_printf(&c, "%s0x%02x%s", i % 16 == 0 ? "\n    " : "", p->weights[i], i + 1 < p->weights_bytes ? ", " : "");
        } else {
            sb_printf(&c, "static const float %s_weights[] NPK_ALIGNED(64) = {", id);
            if (nw == 0) sb_printf(&c, "0.0f");
            for (i = 0; i < nw; i++) {
                float f;
                memcpy(&f, p->weights + 4 * i, 4);
                if (i % 8 == 0) sb_printf(&c, "\n    ");
                print_float(&c, f);
                if (i + 1 < nw) sb_printf(&c, ", ");
            }
        }
        sb_printf(&c, "\n};\n\n");
    }

    sb_printf(&c, "/* name, storage, dtype, rank, flags, dims, offset, nbytes, reserved */\n");
    sb_printf(&c, "static const npk_tensor_desc %s_tensors[%d] = {\n", id, p->n_tensors);
    for (t = 0; t < p->n_tensors; t++) {
        const npk_tensor_desc *d = &p->tensors[t];
        sb_printf(&c, "    { %luu, %u, %u, %u, 0, {", (unsigned long)d->name, d->storage, d->dtype, d->rank);
        for (k = 0; k < NPK_MAX_RANK; k++) sb_printf(&c, "%s%luu", k ? ", " : "", (unsigned long)d->dims[k]);
        sb_printf(&c, "}, ");
        print_u64(&c, d->offset);
        sb_printf(&c, ", ");
        print_u64(&c, d->nbytes);
        sb_printf(&c, ", {0u, 0u} }%s /* %d: %s */\n", t + 1 < p->n_tensors ? "," : "", t, p->names + d->name);
    }
    sb_printf(&c, "};\n\n");

    sb_printf(&c, "/* opcode, n_in, n_out, flags, in, out, scratch_offset, scratch_bytes, attr */\n");
    sb_printf(&c, "static const npk_op_desc %s_ops[%d] = {\n", id, p->n_ops ? p->n_ops : 1);
    for (t = 0; t < p->n_ops; t++) {
        const npk_op_desc *d = &p->ops[t];
        sb_printf(&c, "    { %u, %u, %u, 0u, {", d->opcode, d->n_in, d->n_out);
        for (k = 0; k < NPK_MAX_OP_INPUTS; k++) sb_printf(&c, "%s%luu", k ? ", " : "", (unsigned long)d->in[k]);
        sb_printf(&c, "}, {");
        for (k = 0; k < NPK_MAX_OP_OUTPUTS; k++) sb_printf(&c, "%s%luu", k ? ", " : "", (unsigned long)d->out[k]);
        sb_printf(&c, "}, ");
        print_u64(&c, d->scratch_offset);
        sb_printf(&c, ", ");
        print_u64(&c, d->scratch_bytes);
        sb_printf(&c, ", { {");
        for (k = 0; k < NPK_MAX_ATTRS; k++) { if (k) sb_printf(&c, ", "); print_i32(&c, d->attr.raw[k]); }
        sb_printf(&c, "} } }%s /* %s */\n", t + 1 < p->n_ops ? "," : "", npk_opcode_name(d->opcode) ? npk_opcode_name(d->opcode) : "?");
    }
    if (!p->n_ops) sb_printf(&c, "    { 0, 0, 0, 0u, {0u}, {0u}, 0u, 0u, { {0} } }\n");
    sb_printf(&c, "};\n\n");

    sb_printf(&c, "/* inputs, then outputs */\nstatic const uint32_t %s_io[%d] = {", id, p->n_inputs + p->n_outputs);
    for (k = 0; k < p->n_inputs + p->n_outputs; k++)
        sb_printf(&c, "%s%luu", k ? ", " : " ", (unsigned long)(k < p->n_inputs ? p->inputs[k] : p->outputs[k - p->n_inputs]));
    sb_printf(&c, " };\n\n");

    sb_printf(&c, "static const char %s_names[] =\n    \"", id);
    for (i = 0; i < p->names_bytes; i++) {
        unsigned char ch = (unsigned char)p->names[i];
        if (ch == 0) sb_printf(&c, i + 1 < p->names_bytes ? "\\000\"\n    \"" : "\\000");
        else if (ch == '"' || ch == '\\') sb_printf(&c, "\\%c", ch);
        else if (ch < 0x20 || ch >= 0x7f || ch == '?') sb_printf(&c, "\\%03o", ch);
        else sb_printf(&c, "%c", ch);
    }
    sb_printf(&c, "\";\n\n");

    if (p->debug_names_bytes) { /* --debug-names: the .tcp's section, as bytes */
        sb_printf(&c, "/* debug names (source names of ops and tensors, docs/tcp-format.md) */\n");
        sb_printf(&c, "static const unsigned char %s_debug_names[] = {", id);
        for (i = 0; i < p->debug_names_bytes; i++)
            sb_printf(&c, "%s0x%02x%s", i % 16 == 0 ? "\n    " : "", p->debug_names[i], i + 1 < p->debug_names_bytes ? ", " : "");
        sb_printf(&c, "\n};\n\n");
    }

    sb_printf(&c, "npk_program %s_program = {\n", id);
    sb_printf(&c, "    %s_tensors, %du,\n    %s_ops, %du,\n", id, p->n_tensors, id, p->n_ops);
    sb_printf(&c, "    %s_io, %du,\n    %s_io + %d, %du,\n", id, p->n_inputs, id, p->n_inputs, p->n_outputs);
    sb_printf(&c, "    %s_names, %lluu,\n", id, (unsigned long long)p->names_bytes);
    sb_printf(&c, "    (const unsigned char *)%s_weights, %lluu,\n", id, (unsigned long long)p->weights_bytes);
    sb_printf(&c, "    %lluu, /* arena bytes */\n    %luu, /* model name */\n    0u, /* validated */\n",
              (unsigned long long)p->arena_bytes, (unsigned long)p->model_name);
    if (p->debug_names_bytes)
        sb_printf(&c, "    %s_debug_names, %lluu, /* debug names */\n", id, (unsigned long long)p->debug_names_bytes);
    else
        sb_printf(&c, "    0, 0u, /* no debug names (mlir2c --debug-names adds them) */\n");
    sb_printf(&c, "    0, 0u /* prepared: npk_program_prepare() */\n};\n");

    paths[0] = h_path; data[0] = h.p; lens[0] = h.n;
    paths[1] = c_path; data[1] = c.p; lens[1] = c.n;
    if (m2c_write_files_atomic(2, paths, data, lens) != 0)
        m2c_fatal(M2C_EXIT_IO, "cannot write '%s' and '%s'", c_path, h_path);
    m2c_step_done();
    m2c_free(c.p);
    m2c_free(h.p);
}
