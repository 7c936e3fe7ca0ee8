/* run_tcp.c - run a .tcp produced by mlir2c on the inputs written in the
 * source .mlir and check the outputs written there:
 *     // INPUT 0: 1 2 3 4        values for program input 0 (else random)
 *     // EXPECT 0: 5 6 7 8       expected values of output 0 (hand-computed)
 *     // TOL: 1e-5               relative tolerance (default 1e-5)
 * or, with --compare A.tcp B.tcp, run two translations of one function (for
 * example fused and --no-fuse) on the same random inputs and require the
 * same outputs. */
#include <string.h>
#include "tcp_harness.h"
#include "npk_interp/npk_cast_impl.h"

#define MAXV 4096

/* Values are written and read as floats; tensors of other element types
 * get them converted (integers rounded to nearest even and saturated, i1 as
 * x != 0, f16/bf16 rounded to nearest even). The INPUT values of typed
 * tests are exact in their type, so this only matters for random inputs.
 * The conversion is the cast op's own (npk_cast_impl.h). */
static void put_values(const npk_program *p, void *arena, uint32_t i, const float *v, size_t n)
{
    npk__cast_elems(NPK_DTYPE_F32, v, npk_tensor_dtype(p, p->inputs[i]), npk_input_ptr(p, arena, i), n);
}

static float get_value(const npk_program *p, const void *arena, uint32_t i, size_t k)
{
    unsigned dt = npk_tensor_dtype(p, p->outputs[i]);
    float f;
    npk__cast_elems(dt, (const unsigned char *)npk_tensor_ptr(p, arena, p->outputs[i]) + k * npk_dtype_size(dt),
                    NPK_DTYPE_F32, &f, 1);
    return f;
}

static void fill_random(const npk_program *p, void *arena, uint32_t i, uint32_t seed)
{
    static float v[1 << 16];
    size_t n = npk_tensor_elems(p, p->inputs[i]), k;
    for (k = 0; k < n; k += sizeof v / sizeof v[0]) {
        size_t m = n - k < sizeof v / sizeof v[0] ? n - k : sizeof v / sizeof v[0];
        if (npk_tensor_dtype(p, p->inputs[i]) == NPK_DTYPE_F32) {
            m2c_fill_random(npk_input_data(p, arena, i), n, seed);
            return;
        }
        m2c_fill_random(v, m, seed + (uint32_t)k);
        if (npk_tensor_dtype(p, p->inputs[i]) >= NPK_DTYPE_I8) /* integers: spread over a few units */
            for (size_t j = 0; j < m; j++) v[j] *= 50.0f;
        put_values(p, arena, i, v, m);
    }
}

static int parse_values(const char *s, float *v, int max)
{
    int n = 0;
    char *end;
    while (n < max) {
        double d;
        while (*s == ' ' || *s == '\t' || *s == ',') s++;
        if (!*s || *s == '\n') break;
        if (!strncmp(s, "nan", 3)) { d = NAN; end = (char *)s + 3; }
        else if (!strncmp(s, "-inf", 4)) { d = -INFINITY; end = (char *)s + 4; }
        else if (!strncmp(s, "inf", 3)) { d = INFINITY; end = (char *)s + 3; }
        else d = strtod(s, &end);
        if (end == s) { fprintf(stderr, "FAIL: bad number in '%s'\n", s); exit(1); }
        v[n++] = (float)d;
        s = end;
    }
    return n;
}

static int compare_mode(const char *a, const char *b)
{
    m2c_loaded x, y;
    uint32_t i, n_out;
    size_t k;
    int bad = 0;
    m2c_load_tcp(a, &x);
    m2c_load_tcp(b, &y);
    if (x.prog.n_inputs != y.prog.n_inputs || x.prog.n_outputs != y.prog.n_outputs) {
        fprintf(stderr, "FAIL: %s and %s have different interfaces\n", a, b);
        return 1;
    }
    for (i = 0; i < x.prog.n_inputs; i++) {
        size_t n = npk_tensor_elems(&x.prog, x.prog.inputs[i]);
        if (n != npk_tensor_elems(&y.prog, y.prog.inputs[i])) { fprintf(stderr, "FAIL: input %u sizes differ\n", i); return 1; }
        fill_random(&x.prog, x.arena, i, 7u + i);
        fill_random(&y.prog, y.arena, i, 7u + i);
    }
    m2c_run(&x.prog, x.arena);
    m2c_run(&y.prog, y.arena);
    for (i = 0; i < x.prog.n_outputs; i++) {
        size_t n = npk_tensor_elems(&x.prog, x.prog.outputs[i]);
        if (n != npk_tensor_elems(&y.prog, y.prog.outputs[i]) ||
            npk_tensor_dtype(&x.prog, x.prog.outputs[i]) != npk_tensor_dtype(&y.prog, y.prog.outputs[i])) {
            fprintf(stderr, "FAIL: output %u sizes or types differ\n", i);
            return 1;
        }
        for (k = 0; k < n; k++) {
            float p = get_value(&x.prog, x.arena, i, k), q = get_value(&y.prog, y.arena, i, k);
            if (!m2c_close(p, q, 1e-4f)) {
                if (bad++ < 5) fprintf(stderr, "FAIL: output %u[%zu]: %.9g vs %.9g\n", i, k, p, q);
            }
        }
    }
    n_out = x.prog.n_outputs;
    m2c_unload(&x);
    m2c_unload(&y);
    if (bad) return 1;
    printf("ok: %s and %s agree (%u outputs)\n", a, b, n_out);
    return 0;
}

int main(int argc, char **argv)
{
    m2c_loaded l;
    FILE *f;
    char line[65536];
    static float vals[MAXV];
    float tol = 1e-5f;  /* relative */
    int checked = 0, bad = 0;
    uint32_t i;
    if (argc == 4 && !strcmp(argv[1], "--compare")) return compare_mode(argv[2], argv[3]);
    if (argc != 3) { fprintf(stderr, "usage: run_tcp FILE.tcp SPEC.mlir | --compare A.tcp B.tcp\n"); return 2; }
    m2c_load_tcp(argv[1], &l);
    for (i = 0; i < l.prog.n_inputs; i++) fill_random(&l.prog, l.arena, i, 1u + i);
    f = fopen(argv[2], "r");
    if (!f) { fprintf(stderr, "FAIL: cannot open %s\n", argv[2]); return 1; }
    while (fgets(line, sizeof line, f)) {   /* inputs first */
        unsigned idx;
        int off = 0, n;
        if (sscanf(line, " // INPUT %u:%n", &idx, &off) == 1 && off) {
            if (idx >= l.prog.n_inputs) { fprintf(stderr, "FAIL: no input %u\n", idx); return 1; }
            n = parse_values(line + off, vals, MAXV);
            if ((size_t)n != npk_tensor_elems(&l.prog, l.prog.inputs[idx])) {
                fprintf(stderr, "FAIL: INPUT %u has %d values, the program wants %zu\n", idx, n, npk_tensor_elems(&l.prog, l.prog.inputs[idx]));
                return 1;
            }
            put_values(&l.prog, l.arena, idx, vals, (size_t)n);
        }
        if (sscanf(line, " // TOL: %f", &tol) == 1) continue;
        if (sscanf(line, " // OPS: %u", &idx) == 1 && idx != l.prog.n_ops) {
            fprintf(stderr, "FAIL: the program has %u ops, expected %u (fusion/folding)\n", l.prog.n_ops, idx);
            return 1;
        }
    }
    m2c_run(&l.prog, l.arena);
    rewind(f);
    while (fgets(line, sizeof line, f)) {
        unsigned idx;
        int off = 0, n, k;
        if (sscanf(line, " // EXPECT %u:%n", &idx, &off) == 1 && off) {
            if (idx >= l.prog.n_outputs) { fprintf(stderr, "FAIL: no output %u\n", idx); return 1; }
            n = parse_values(line + off, vals, MAXV);
            if ((size_t)n != npk_tensor_elems(&l.prog, l.prog.outputs[idx])) {
                fprintf(stderr, "FAIL: EXPECT %u has %d values, output has %zu\n", idx, n, npk_tensor_elems(&l.prog, l.prog.outputs[idx]));
                return 1;
            }
            for (k = 0; k < n; k++) {
                float out = get_value(&l.prog, l.arena, idx, (size_t)k);
                if (!m2c_close(out, vals[k], tol) && bad++ < 8)
                    fprintf(stderr, "FAIL: output %u[%d] = %.9g, expected %.9g\n", idx, k, out, vals[k]);
            }
            checked++;
        }
    }
    fclose(f);
    m2c_unload(&l);
    if (!checked) { fprintf(stderr, "FAIL: %s has no // EXPECT lines\n", argv[2]); return 1; }
    if (bad) return 1;
    printf("ok: %s (%d outputs checked)\n", argv[2], checked);
    return 0;
}
