/* test_bind.c - program inputs and outputs in the caller's buffers
 * (npk_run_options.inputs / outputs): for every model given on the command
 * line, the bound run's outputs must equal the arena run's bit for bit, the
 * caller's input buffer must be untouched; and a plan that writes or shares
 * an input's bytes must be refused, never run.
 *   test_bind MODEL.tcp... */
#define _POSIX_C_SOURCE 200809L
#include "npk.h"
#include "tcp_builder.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int checks, failures;
#define CHECK(cond, ...) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: ", __FILE__, __LINE__); fprintf(stderr, __VA_ARGS__); \
    fputc('\n', stderr); } } while (0)

static void *aligned(size_t n)
{
    void *p = NULL;
    return posix_memalign(&p, 64, n ? n : 64) ? NULL : p;
}

static unsigned char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf;
    long n;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = (unsigned char *)aligned((size_t)n);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) { free(buf); buf = NULL; }
    fclose(f);
    *size = (size_t)n;
    return buf;
}

static void check_model(const char *path)
{
    size_t size, n_in, n_out, k;
    unsigned char *file = read_file(path, &size), *arena = NULL;
    npk_program p;
    npk_error err;
    npk_run_options o;
    float *in = NULL, *in_copy = NULL, *out = NULL, *want = NULL;
    const float *ins[1];
    float *outs[1];
    if (!file || npk_program_load(&p, file, size, &err) != NPK_OK) { CHECK(0, "%s: does not load", path); free(file); return; }
    CHECK(npk_program_io_bindable(&p, 0, 0), "%s: input 0 should be bindable", path);
    CHECK(npk_program_io_bindable(&p, 1, 0), "%s: output 0 should be bindable", path);
    n_in = npk_tensor_elems(&p, p.inputs[0]);
    n_out = npk_tensor_elems(&p, p.outputs[0]);
    arena = (unsigned char *)aligned((size_t)p.arena_bytes);
    in = (float *)aligned(n_in * 4); in_copy = (float *)malloc(n_in * 4);
    out = (float *)aligned(n_out * 4); want = (float *)malloc(n_out * 4);
    for (k = 0; k < n_in; k++) in[k] = (float)((k * 37u) % 101u) / 101.0f;
    memcpy(in_copy, in, n_in * 4);
    /* the arena way */
    memcpy(npk_input_data(&p, arena, 0), in, n_in * 4);
    CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, NULL, &err) == NPK_OK, "%s: %s", path, err.message);
    memcpy(want, npk_output_data(&p, arena, 0), n_out * 4);
    /* bound: the arena is scribbled over first, so nothing can come from it */
    memset(arena, 0x7f, (size_t)p.arena_bytes);
    memset(out, 0, n_out * 4);
    memset(&o, 0, sizeof o);
    ins[0] = in; outs[0] = out;
    o.inputs = ins; o.outputs = outs;
    CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_OK, "%s bound: %s", path, err.message);
    CHECK(memcmp(out, want, n_out * 4) == 0, "%s: bound output differs from the arena run", path);
    CHECK(memcmp(in, in_copy, n_in * 4) == 0, "%s: the bound input was written", path);
    /* a misaligned buffer is refused */
    ins[0] = in + 1;
    CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_ERR_ALIGNMENT, "%s: misaligned input accepted", path);
    printf("%-40s input %zu floats, output %zu floats: bound run equal\n", path, n_in, n_out);
    free(file); free(arena); free(in); free(in_copy); free(out); free(want);
}

/* x -> relu computed in place over x (x dies there) -> y: x's bytes are
 * written, so x cannot be the caller's (read-only) buffer; y shares them with
 * input x, so y cannot be bound either. */
static void check_refused(void)
{
    const uint32_t d[1] = { 16 };
    tcp_builder b;
    npk_program p;
    npk_error err;
    npk_run_options o;
    unsigned char *buf, *arena;
    size_t size;
    uint32_t x, y;
    float *in = (float *)aligned(64), *out = (float *)aligned(64);
    const float *ins[1];
    float *outs[1];
    tb_init(&b);
    x = tb_arena(&b, "x", 1, d, 0);
    y = tb_arena(&b, "y", 1, d, 0);
    tb_op(&b, NPK_OP_UNARY, 1, &x, y); /* relu */
    tb_input(&b, x);
    tb_output(&b, y);
    buf = tb_serialize(&b, &size);
    CHECK(buf && npk_program_load(&p, buf, size, &err) == NPK_OK, "in-place program: %s", err.message);
    CHECK(!npk_program_io_bindable(&p, 0, 0), "an input written in place must not be bindable");
    CHECK(!npk_program_io_bindable(&p, 1, 0), "an output over an input's bytes must not be bindable");
    arena = (unsigned char *)aligned((size_t)p.arena_bytes);
    memset(&o, 0, sizeof o);
    ins[0] = in; outs[0] = out;
    o.inputs = ins;
    CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_ERR_ARGUMENT &&
          strstr(err.message, "input 0 cannot live in a caller's buffer") != NULL, "bound input: %s", err.message);
    o.inputs = NULL; o.outputs = outs;
    CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_ERR_ARGUMENT &&
          strstr(err.message, "output 0 cannot live in a caller's buffer") != NULL, "bound output: %s", err.message);
    printf("in-place program: bound input and output refused (%s)\n", err.message);
    free(buf); free(arena); free(in); free(out);
}

int main(int argc, char **argv)
{
    int i;
    for (i = 1; i < argc; i++) check_model(argv[i]);
    check_refused();
    printf("bind: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
