/* test_debug_names.c - the optional debug-names section (.tcp 2.3): a bundle
 * without one still loads (as 2.2); one with names loads and reads them back;
 * each damaged field (offsets, the final NUL, indices, order, kind, count,
 * the header fields) is refused with a message naming it. */
#define _POSIX_C_SOURCE 200809L
#include "npk.h"
#include "tcp_builder.h"
#include "tcp_write.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures, checks;

#define CHECK(cond, ...) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

/* x[2,3] -> relu -> h -> tanh -> y: 2 ops, 3 tensors. */
static void base_program(tcp_builder *b)
{
    const uint32_t d[2] = { 2, 3 };
    uint32_t x, h, y;
    tb_init(b);
    x = tb_arena(b, "x", 2, d, 0);
    h = tb_arena(b, "h", 2, d, 64);
    y = tb_arena(b, "y", 2, d, 128);
    b->ops[tb_op(b, NPK_OP_UNARY, 1, &x, h)].attr.unary.fn = NPK_UN_RELU;
    b->ops[tb_op(b, NPK_OP_UNARY, 1, &h, y)].attr.unary.fn = NPK_UN_TANH;
    tb_input(b, x);
    tb_output(b, y);
}

/* The section: op 0 "layer1.relu", op 1 "head", tensor 1 "layer1.relu". */
static const char STRINGS[] = "layer1.relu\0head";
static size_t good_section(unsigned char *s)
{
    const uint32_t words[2 + 3 * 3] = { 3, 0, 1, 0, 0, 1, 1, 12, 2, 1, 0 };
    memcpy(s, words, sizeof words);
    memcpy(s + sizeof words, STRINGS, sizeof STRINGS);
    return sizeof words + sizeof STRINGS;
}

static void put32(unsigned char *s, size_t off, uint32_t v) { memcpy(s + off, &v, 4); }

/* Damage to the section's bytes (entry e's fields at 8 + 12 e: kind, index, name). */
typedef void (*damage_fn)(unsigned char *s, size_t *n);
static void d_none(unsigned char *s, size_t *n) { (void)s; (void)n; }
static void d_name_offset(unsigned char *s, size_t *n) { (void)n; put32(s, 8 + 12 + 8, 999); }
static void d_unterminated(unsigned char *s, size_t *n) { s[*n - 1] = 'x'; }
static void d_op_index(unsigned char *s, size_t *n) { (void)n; put32(s, 8 + 12 + 4, 5); }
static void d_tensor_index(unsigned char *s, size_t *n) { (void)n; put32(s, 8 + 24 + 4, 3); }
static void d_unsorted(unsigned char *s, size_t *n) { (void)n; put32(s, 8 + 12 + 4, 0); }
static void d_kind(unsigned char *s, size_t *n) { (void)n; put32(s, 8 + 24, 7); }
static void d_count(unsigned char *s, size_t *n) { (void)n; put32(s, 0, 5); }
static void d_reserved(unsigned char *s, size_t *n) { (void)n; put32(s, 4, 1); }
static void d_short(unsigned char *s, size_t *n) { (void)s; *n = 4; }

/* Serialises the base program with the (damaged) section; corrupt_header
 * then changes header bytes. Returns the load status, err filled. */
static npk_status load_with(damage_fn damage, int header_case, npk_program *p, npk_error *err, unsigned char **keep)
{
    tcp_builder b;
    npk_program view;
    unsigned char sec[256];
    size_t n, total;
    void *mem = NULL;
    base_program(&b);
    n = good_section(sec);
    damage(sec, &n);
    memset(&view, 0, sizeof view);
    view.tensors = b.tensors; view.n_tensors = b.n_tensors;
    view.ops = b.ops; view.n_ops = b.n_ops;
    view.inputs = b.inputs; view.n_inputs = b.n_inputs;
    view.outputs = b.outputs; view.n_outputs = b.n_outputs;
    view.names = b.names; view.names_bytes = b.names_bytes;
    view.arena_bytes = b.arena_bytes;
    view.name = b.name;
    view.debug_names = sec; view.debug_names_bytes = n;
    total = npk_tcp_bytes(&view);
    if (posix_memalign(&mem, 64, total)) abort();
    npk_tcp_write(&view, (unsigned char *)mem);
    if (header_case == 1) tb_put_u64(mem, 112, total);            /* section past the end */
    if (header_case == 2) tb_put_u64(mem, 112, tb_get_u64(mem, 112) + 2); /* misaligned */
    if (header_case == 3) ((unsigned char *)mem)[10] = 2;          /* a 2.2 bundle with the fields set */
    if (header_case == 4) tb_put_u64(mem, 120, 0);                 /* offset without bytes */
    *keep = (unsigned char *)mem;
    return npk_program_load(p, mem, total, err);
}

typedef struct bad_case { const char *what; damage_fn damage; int header; npk_status want; const char *msg; } bad_case;

static const bad_case bad[] = {
    { "name offset past the strings", d_name_offset, 0, NPK_ERR_BOUNDS, "debug names: entry 1 (op 1): name offset 999 is outside the strings (17 bytes)" },
    { "unterminated string", d_unterminated, 0, NPK_ERR_BOUNDS, "debug names: the last string is not NUL-terminated" },
    { "op index out of range", d_op_index, 0, NPK_ERR_BOUNDS, "debug names: entry 1: op index 5 is out of range (the program has 2 ops)" },
    { "tensor index out of range", d_tensor_index, 0, NPK_ERR_BOUNDS, "debug names: entry 2: tensor index 3 is out of range (the program has 3 tensors)" },
    { "entries out of order", d_unsorted, 0, NPK_ERR_BOUNDS, "debug names: entry 1: op 0 comes after op 0" },
    { "unknown kind", d_kind, 0, NPK_ERR_BOUNDS, "debug names: entry 2: kind 7 is neither 1 (op) nor 2 (tensor)" },
    { "count past the section", d_count, 0, NPK_ERR_BOUNDS, "debug names: count 5 (section offset 0) needs 69 bytes of entries and strings; the section has 61" },
    { "reserved word", d_reserved, 0, NPK_ERR_BOUNDS, "debug names: reserved word (section offset 4) must be zero" },
    { "section shorter than its header", d_short, 0, NPK_ERR_BOUNDS, "debug names: the section has 4 bytes; its header alone needs 8" },
    { "section past the end of the file", d_none, 1, NPK_ERR_TRUNCATED, "debug names (offset 112)" },
    { "section misaligned", d_none, 2, NPK_ERR_ALIGNMENT, "debug names (offset 112): offset" },
    { "debug fields in a 2.2 bundle", d_none, 3, NPK_ERR_VERSION, "header flags/reserved fields (offsets 108..127) must be zero" },
    { "offset without bytes", d_none, 4, NPK_ERR_BOUNDS, "debug_names_offset (offset 112)" },
};

int main(void)
{
    npk_program p;
    npk_error err;
    unsigned char *buf;
    size_t i, size;
    tcp_builder b;

    /* No debug names: a 2.2 bundle that loads, every name "". */
    base_program(&b);
    buf = tb_serialize(&b, &size);
    CHECK(buf && buf[10] == 2 && tb_get_u64(buf, 112) == 0 && tb_get_u64(buf, 120) == 0, "no section: version 2.2, zero fields");
    CHECK(npk_program_load(&p, buf, size, &err) == NPK_OK, "no section: %s", err.message);
    CHECK(!strcmp(npk_op_debug_name(&p, 0), "") && !strcmp(npk_tensor_debug_name(&p, 1), ""), "no section: names are empty");
    free(buf);

    /* With names: 2.3, read back by op and tensor. */
    CHECK(load_with(d_none, 0, &p, &err, &buf) == NPK_OK, "good section: %s", err.message);
    CHECK(buf[10] == 3, "good section: version 2.%u, expected 2.3", buf[10]);
    CHECK(!strcmp(npk_op_debug_name(&p, 0), "layer1.relu"), "op 0: '%s'", npk_op_debug_name(&p, 0));
    CHECK(!strcmp(npk_op_debug_name(&p, 1), "head"), "op 1: '%s'", npk_op_debug_name(&p, 1));
    CHECK(!strcmp(npk_tensor_debug_name(&p, 1), "layer1.relu"), "tensor 1: '%s'", npk_tensor_debug_name(&p, 1));
    CHECK(!strcmp(npk_tensor_debug_name(&p, 0), "") && !strcmp(npk_op_debug_name(&p, 2), ""), "unnamed: empty");
    {   /* it still runs */
        static float arena[64] NPK_ALIGNED(64);
        CHECK(npk_run(&p, arena, sizeof arena, NULL, &err) == NPK_OK, "run: %s", err.message);
    }
    free(buf);

    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        npk_status s = load_with(bad[i].damage, bad[i].header, &p, &err, &buf);
        CHECK(s == bad[i].want, "%s: status %s (%s), expected %s", bad[i].what, npk_status_str(s), err.message,
              npk_status_str(bad[i].want));
        CHECK(strstr(err.message, bad[i].msg) != NULL, "%s: message '%s' lacks '%s'", bad[i].what, err.message, bad[i].msg);
        CHECK(!strcmp(npk_op_debug_name(&p, 0), ""), "%s: a refused program has no names", bad[i].what);
        free(buf);
    }
    printf("test_debug_names: %d checks, %d failures\n", checks, failures);
    return failures != 0;
}
