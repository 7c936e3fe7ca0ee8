/* main.c - mlir2c command line: read MLIR (TCF, TOSA, linalg), run the passes
 * parse -> resolve args -> lower/shapes -> layout -> fold -> softmax -> fuse
 * -> winograd -> plan -> validate, and
 * write a .tcp bundle or C tables. See docs/mlir2c.md. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ir.h"
#include "onnx/onnx_import.h"

static const char usage[] =
    "usage: mlir2c IN.mlir|IN.onnx -o OUT.tcp|OUT.c [options]\n"
    "\n"
    "Translate an MLIR function (TCF, TOSA, linalg on tensors or memrefs, torch) or an ONNX model\n"
    "into a .tcp bundle (OUT.tcp) or C tables (OUT.c and OUT.h) for the npk interpreter.\n"
    "\n"
    "options:\n"
    "  -o FILE             output: FILE.tcp = bundle, FILE.c = C source + FILE.h\n"
    "  --shape NAME=AxBx.. concrete dims for argument NAME (resolves '?' dims)\n"
    "  --const NAME=F.npy  fold argument NAME into a constant read from a .npy file\n"
    "  --func NAME         translate function @NAME (default: the only function, or the\n"
    "                      only public one; with several, --func is required)\n"
    "  --name IDENT        C identifier prefix for C output (default: output file name)\n"
    "  --outputs MODE      what the program outputs: 'returned' (default) = the returned\n"
    "                      values, then the memref arguments the function writes (their\n"
    "                      final contents, in argument order); 'unused' = every op result\n"
    "                      nothing uses, in program order (functions that return nothing);\n"
    "                      'printed' = the values passed to printMemref* calls, in order\n"
    "  --resource-inputs   a dense_resource the file has no blob for (weights elided\n"
    "                      when it was printed) becomes a program input named after\n"
    "                      the resource, after the arguments in the order the file\n"
    "                      defines them (default: an error)\n"
    "  --no-fuse           keep matmul/conv, bias, activation and pooling as separate ops\n"
    "                      (int8: conv/matmul, bias and rescale too, no packed weights)\n"
    "  --no-rnn            keep the exporter's unrolled LSTM/GRU steps (no rnn op)\n"
    "  --no-winograd       do not mark 3x3 convs for Winograd F(4x4,3x3), which\n"
    "                      npk_program_prepare() sets up where the program runs (4x\n"
    "                      fewer multiplies for 4x the filter's bytes in memory; the\n"
    "                      file keeps the OIHW filter either way): the arena then\n"
    "                      holds only the direct conv's scratch (firmware)\n"
    "  --winograd-ahead    store those filters transformed (4x the bytes; runs\n"
    "                      Winograd with no prepare step: firmware with flash to spare)\n"
    "  --winograd-all      Winograd for every eligible 3x3 conv, also those with fewer\n"
    "                      than 16 input or output channels (slower there; for tests)\n"
    "  --debug-names       keep the source's op/tensor names (loc(\"...\"), ONNX node names)\n"
    "                      in the output; default: in a .tcp yes, in C tables no\n"
    "  --no-debug-names    leave them out of a .tcp too\n"
    "  --list-ops          print every op name mlir2c translates, one per line\n"
    "  --help              print this help\n"
    "  --version           print the version\n"
    "\n"
    "exit codes: 0 ok, 1 error in the input (diagnostic printed), 2 usage error,\n"
    "            3 I/O error, 4 internal error (nothing is written)\n";

static int valid_ident(const char *s)
{
    const char *p;
    if (!*s || isdigit((unsigned char)*s)) return 0;
    for (p = s; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_') return 0;
    return 1;
}

/* NAME=VALUE split for --shape/--const */
static void split_opt(const char *opt, const char *arg, char **name, char **value)
{
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg) m2c_fatal(M2C_EXIT_USAGE, "%s expects NAME=VALUE, got '%s'", opt, arg);
    *name = m2c_strndup(arg, (size_t)(eq - arg));
    *value = m2c_strndup(eq + 1, strlen(eq + 1));
}

/* "784x100" -> dims; "" or "scalar" -> rank 0 */
static void parse_dims(const char *name, const char *s, m2c_type *t)
{
    memset(t, 0, sizeof *t);
    if (!*s || !strcmp(s, "scalar")) return;
    for (;;) {
        unsigned long long v = 0;
        const char *start = s;
        while (isdigit((unsigned char)*s)) {
            v = v * 10 + (unsigned)(*s - '0');
            if (v > 0xFFFFFFFFull) m2c_fatal(M2C_EXIT_USAGE, "--shape %s: dimension too large", name);
            s++;
        }
        if (s == start || v == 0) m2c_fatal(M2C_EXIT_USAGE, "--shape %s: dims must be positive integers like 784x100", name);
        if (t->rank == NPK_MAX_RANK) m2c_fatal(M2C_EXIT_USAGE, "--shape %s: more than %d dims", name, NPK_MAX_RANK);
        t->dims[t->rank++] = (int64_t)v;
        if (!*s) return;
        if (*s != 'x') m2c_fatal(M2C_EXIT_USAGE, "--shape %s: dims must be positive integers like 784x100", name);
        s++;
    }
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t n = 0, cap = 0;
    if (!f) m2c_fatal(M2C_EXIT_IO, "cannot open '%s'", path);
    for (;;) {
        size_t got;
        if (cap - n < 65536) {
            cap = cap ? cap * 2 : 1 << 20;
            buf = (char *)m2c_grow(buf, cap + 1);
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    if (ferror(f)) m2c_fatal(M2C_EXIT_IO, "cannot read '%s'", path);
    fclose(f);
    buf[n] = 0;
    *len = n;
    return buf;
}

/* "@a, @b (private)" for the messages below */
static void func_list(const m2c_module *m, char *buf, size_t n)
{
    size_t used = 0;
    int i;
    buf[0] = 0;
    for (i = 0; i < m->n_funcs && used + 1 < n; i++) {
        int k = snprintf(buf + used, n - used, "%s@%s%s", i ? ", " : "", m->funcs[i]->name,
                         m->funcs[i]->is_private ? " (private)" : "");
        if (k < 0) break;
        used += (size_t)k;
    }
    if (used + 1 >= n && n > 4) strcpy(buf + n - 4, "...");
}

/* --func NAME, else the only function, else the only public one. */
static m2c_func *pick_func(const m2c_module *m, const char *func, const char *in)
{
    m2c_func *f = NULL;
    char names[1024];
    int i, n_public = 0;
    func_list(m, names, sizeof names);
    if (func) {
        for (i = 0; i < m->n_funcs; i++)
            if (!strcmp(m->funcs[i]->name, func)) f = m->funcs[i];
        if (!f) m2c_fatal(M2C_EXIT_INPUT, "%s: no function '@%s' (the file defines %s)", in, func, names);
        return f;
    }
    if (m->n_funcs == 1) return m->funcs[0];
    for (i = 0; i < m->n_funcs; i++)
        if (!m->funcs[i]->is_private) { n_public++; if (!f) f = m->funcs[i]; }
    if (n_public != 1)
        m2c_fatal(M2C_EXIT_INPUT, "%s: %s public functions (%s): choose one with --func NAME", in,
                  n_public ? "several" : "no", names);
    return f;
}

static int ends_with(const char *s, const char *suf)
{
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && !strcmp(s + a - b, suf);
}

int main(int argc, char **argv)
{
    const char *in = NULL, *out = NULL, *func = NULL, *name = NULL;
    m2c_shape_opt shapes[64];
    m2c_const_opt consts[64];
    int ns = 0, nc = 0, no_fuse = 0, no_rnn = 0, no_winograd = 0, winograd_all = 0, winograd_ahead = 0, i;
    m2c_outputs_mode outputs = M2C_OUT_RETURNED;
    char *src;
    size_t len;
    m2c_module *m;
    m2c_func *f = NULL;
    m2c_program prog;
    int debug_names = -1;      /* -1: default, in a .tcp only */

    srand((unsigned)time(NULL));
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *val = NULL;
        char opt[32];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); return 0; }
        if (!strcmp(a, "--version")) { printf("mlir2c %s (npk .tcp format %d.%d)\n", NPK_VERSION_STRING, NPK_TCP_VERSION_MAJOR, NPK_TCP_VERSION_MINOR); return 0; }
        if (!strcmp(a, "--list-ops")) { m2c_list_ops(stdout); return 0; }
        if (!strcmp(a, "--no-fuse")) { no_fuse = 1; continue; }
        if (!strcmp(a, "--no-winograd")) { no_winograd = 1; continue; }
        if (!strcmp(a, "--no-rnn")) { no_rnn = 1; continue; }
        if (!strcmp(a, "--resource-inputs")) { m2c_opt_resource_inputs = 1; continue; }
        if (!strcmp(a, "--winograd-all")) { winograd_all = 1; continue; }
        if (!strcmp(a, "--winograd-ahead")) { winograd_ahead = 1; continue; }
        if (!strcmp(a, "--debug-names")) { debug_names = 1; continue; }
        if (!strcmp(a, "--no-debug-names")) { debug_names = 0; continue; }
        if (a[0] == '-' && a[1]) {
            const char *eq = strchr(a, '=');
            if (a[1] == '-' && eq && (size_t)(eq - a) < sizeof opt) {
                memcpy(opt, a, (size_t)(eq - a));
                opt[eq - a] = 0;
                val = eq + 1;
            } else {
                snprintf(opt, sizeof opt, "%s", a);
                if (strcmp(opt, "-o") && strcmp(opt, "--shape") && strcmp(opt, "--const") &&
                    strcmp(opt, "--func") && strcmp(opt, "--name") && strcmp(opt, "--output") &&
                    strcmp(opt, "--outputs"))
                    m2c_fatal(M2C_EXIT_USAGE, "unknown option '%s' (see --help)", a);
                if (i + 1 >= argc) m2c_fatal(M2C_EXIT_USAGE, "option '%s' needs a value", a);
                val = argv[++i];
            }
            if (!strcmp(opt, "-o") || !strcmp(opt, "--output")) out = val;
            else if (!strcmp(opt, "--func")) func = val;
            else if (!strcmp(opt, "--name")) name = val;
            else if (!strcmp(opt, "--outputs")) {
                if (!strcmp(val, "returned")) outputs = M2C_OUT_RETURNED;
                else if (!strcmp(val, "unused")) outputs = M2C_OUT_UNUSED;
                else if (!strcmp(val, "printed")) outputs = M2C_OUT_PRINTED;
                else m2c_fatal(M2C_EXIT_USAGE, "--outputs must be 'returned', 'unused' or 'printed', not '%s'", val);
            }
            else if (!strcmp(opt, "--shape")) {
                char *v;
                if (ns == 64) m2c_fatal(M2C_EXIT_USAGE, "too many --shape options");
                split_opt("--shape", val, &shapes[ns].name, &v);
                parse_dims(shapes[ns].name, v, &shapes[ns].shape);
                shapes[ns].used = 0;
                m2c_free(v);
                ns++;
            } else if (!strcmp(opt, "--const")) {
                if (nc == 64) m2c_fatal(M2C_EXIT_USAGE, "too many --const options");
                split_opt("--const", val, &consts[nc].name, &consts[nc].path);
                nc++;
            } else m2c_fatal(M2C_EXIT_USAGE, "unknown option '%s' (see --help)", a);
            continue;
        }
        if (in) m2c_fatal(M2C_EXIT_USAGE, "more than one input file ('%s' and '%s')", in, a);
        in = a;
    }
    if (!in) m2c_fatal(M2C_EXIT_USAGE, "no input file (see --help)");
    if (!out) m2c_fatal(M2C_EXIT_USAGE, "no output file: give -o OUT.tcp or -o OUT.c");
    if (!ends_with(out, ".tcp") && !ends_with(out, ".c"))
        m2c_fatal(M2C_EXIT_USAGE, "output '%s' must end in .tcp or .c", out);
    if (name && !valid_ident(name)) m2c_fatal(M2C_EXIT_USAGE, "--name '%s' is not a C identifier", name);
    for (i = 0; i < ns; i++) {
        int j;
        for (j = 0; j < i; j++)
            if (!strcmp(shapes[i].name, shapes[j].name)) m2c_fatal(M2C_EXIT_USAGE, "--shape %s given twice", shapes[i].name);
    }
    for (i = 0; i < nc; i++) {
        int j;
        for (j = 0; j < i; j++)
            if (!strcmp(consts[i].name, consts[j].name)) m2c_fatal(M2C_EXIT_USAGE, "--const %s given twice", consts[i].name);
    }

    src = read_file(in, &len);
    /* ONNX by its extension, or by content unless the name says MLIR (a generic-form
     * file starting '"builtin.module"' also parses as a protobuf field) */
    if (ends_with(in, ".onnx") || (!ends_with(in, ".mlir") && ox_looks_like_model((const unsigned char *)src, len))) {
        m = m2c_onnx_load(in, (const unsigned char *)src, len);   /* onnx/import.c */
    } else {
        m2c_diag_init(in, src, len);
        m2c_parse_func = func;
        m = m2c_parse(src, len);
    }
    f = pick_func(m, func, in);
    m2c_inline_calls(m, f);
    if (m2c_opt_resource_inputs) m2c_resource_inputs(f);
    m2c_choose_outputs(f, outputs);

    m2c_resolve_args(f, shapes, ns, consts, nc);
    m2c_infer_shapes(f);       /* lower.c: lower, layout, fold, softmax, finish */
    m2c_fold(f);
    m2c_check_while_loops();   /* unrolled loops: each condition folded to false */
    if (!no_fuse) m2c_fuse(f);
    if (!no_fuse && !no_rnn) m2c_fuse_rnn(f);
    if (!no_fuse) m2c_fuse_int8(f);
    if (!no_winograd) m2c_winograd(f, winograd_all, winograd_ahead);
    m2c_tag_quant_values(f, src, len);
    m2c_tag_quant_types(f);
    memset(&prog, 0, sizeof prog);
    m2c_plan(f, &prog);
    if (debug_names == 1 || (debug_names < 0 && ends_with(out, ".tcp"))) m2c_debug_names(&prog);
    m2c_validate_tables(&prog);

    if (ends_with(out, ".tcp")) {
        m2c_emit_tcp(&prog, out);
    } else {
        size_t n = strlen(out);
        char *h = m2c_strndup(out, n);
        char ident[256];
        h[n - 1] = 'h';
        if (name) snprintf(ident, sizeof ident, "%s", name);
        else {
            const char *b = strrchr(out, '/');
            size_t k, bl;
            b = b ? b + 1 : out;
            bl = strlen(b) - 2;
            if (bl > 200) bl = 200;
            for (k = 0; k < bl; k++) ident[k] = isalnum((unsigned char)b[k]) ? b[k] : '_';
            ident[bl] = 0;
            if (!bl || isdigit((unsigned char)ident[0])) {
                memmove(ident + 1, ident, bl + 1);
                ident[0] = '_';
            }
        }
        m2c_emit_c(&prog, out, h, ident);
        m2c_free(h);
    }
    printf("mlir2c: wrote %s: %d ops, %d tensors, %llu weight bytes, arena %llu bytes (bound %llu bytes)\n", out,
           prog.n_ops, prog.n_tensors, (unsigned long long)prog.weights_bytes, (unsigned long long)prog.arena_bytes,
           (unsigned long long)prog.arena_lower_bound);
    return 0;
}
