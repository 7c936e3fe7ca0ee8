/* syntax_check.c - the mlir2c parser on the spellings mlir-opt prints:
 * every float literal form to the exact f32 bits, constants of every element
 * type (dense list, splat, hex, dense_resource) with the raw bytes the .tcp
 * stores, aliases, the generic and debug-info forms parsing to the same IR
 * as the custom form, several functions, and malformed input refused with
 * an error (exit hook), never a crash. Links the mlir2c sources. */
#include <math.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"

static int g_fail;
static jmp_buf g_jmp;
static void on_exit_hook(int code) { longjmp(g_jmp, code + 1); }

#define CHECK(c, ...) do { if (!(c)) { g_fail = 1; fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static m2c_module *parse(const char *src)
{
    m2c_diag_init("test.mlir", src, strlen(src));
    return m2c_parse(src, strlen(src));
}

/* 0 if it parsed, else the exit code of the diagnostic */
static int parse_fails(const char *src)
{
    int r;
    m2c_exit_hook = on_exit_hook;
    r = setjmp(g_jmp);
    if (r == 0) { parse(src); m2c_exit_hook = NULL; return 0; }
    m2c_exit_hook = NULL;
    return r - 1;
}

static uint32_t bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* The constant defined by the function's first op (constants are values, not ops: take the first operand). */
static m2c_cbuf *first_const(m2c_module *m)
{
    m2c_func *f = m->funcs[0];
    int i, k;
    for (i = 0; i < f->n_ops; i++)
        for (k = 0; k < f->ops[i]->n_in; k++)
            if (f->ops[i]->in[k]->kind == M2C_V_CONST) return f->ops[i]->in[k]->cbuf;
    return NULL;
}

static void float_literals(void)
{
    static const char src[] =
        "func.func @f(%x: tensor<11xf32>) -> tensor<11xf32> {\n"
        "  %c = arith.constant dense<[3.40282347E+38, -3.40282347E+38, 1.000000e+00, 0x7F800000, 0xFF800000,\n"
        "      inf, -inf, 0x7FC00000, 1.401298e-45, -0.0, 5.000000e-01]> : tensor<11xf32>\n"
        "  %0 = tosa.add %x, %c : (tensor<11xf32>, tensor<11xf32>) -> tensor<11xf32>\n"
        "  return %0 : tensor<11xf32>\n}\n";
    static const uint32_t want[] = { 0x7F7FFFFFu, 0xFF7FFFFFu, 0x3F800000u, 0x7F800000u, 0xFF800000u,
                                     0x7F800000u, 0xFF800000u, 0x7FC00000u, 0x00000001u, 0x80000000u, 0x3F000000u };
    m2c_cbuf *cb = first_const(parse(src));
    int i;
    CHECK(cb && cb->count == 11, "float list: no constant of 11 elements");
    for (i = 0; cb && i < 11; i++)
        CHECK(bits(cb->data[i]) == want[i], "float literal %d: bits 0x%08x, want 0x%08x", i, bits(cb->data[i]), want[i]);
    CHECK(cb && cb->elem == M2C_F32 && cb->raw == NULL, "f32 constants keep no raw copy");
    {
        /* newer mlir-opt: +inf, -inf, +qnan, -nan(0x1) */
        static const char src2[] =
            "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
            "  %c = arith.constant dense<[+inf, -inf, +qnan, -nan(0x1)]> : tensor<4xf32>\n"
            "  %0 = tosa.add %x, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
            "  return %0 : tensor<4xf32>\n}\n";
        cb = first_const(parse(src2));
        CHECK(cb && bits(cb->data[0]) == 0x7F800000u && bits(cb->data[1]) == 0xFF800000u, "+inf, -inf");
        CHECK(cb && isnan(cb->data[2]) && !signbit(cb->data[2]) && isnan(cb->data[3]) && signbit(cb->data[3]), "+qnan, -nan(0x1)");
    }
}

/* Scalar and attribute forms: arith.constant 0xFF800000 : f32, max_fp = 3.40282347E+38 : f32 */
static void scalar_literals(void)
{
    static const char src[] =
        "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %m = arith.constant 0xFF800000 : f32\n"
        "  %e = tensor.empty() : tensor<4xf32>\n"
        "  %f = linalg.fill ins(%m : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>\n"
        "  %0 = tosa.clamp %x {max_fp = 3.40282347E+38 : f32, min_fp = 0xFF800000 : f32, max_int = 1 : i64, min_int = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>\n"
        "  %1 = tosa.add %0, %f : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
        "  return %1 : tensor<4xf32>\n}\n";
    m2c_module *m = parse(src);
    m2c_func *f = m->funcs[0];
    m2c_op *fill = f->ops[1], *clamp = f->ops[2];
    m2c_attr *hi = m2c_find_attr(clamp, "max_fp"), *lo = m2c_find_attr(clamp, "min_fp");
    CHECK(fill->in[0]->kind == M2C_V_CONST && bits(fill->in[0]->cbuf->data[0]) == 0xFF800000u, "arith.constant 0xFF800000 : f32 is -inf");
    CHECK(hi && hi->kind == M2C_ATTR_FLOAT && bits((float)hi->f) == 0x7F7FFFFFu, "max_fp = 3.40282347E+38 : f32 is FLT_MAX");
    CHECK(lo && lo->kind == M2C_ATTR_FLOAT && isinf(lo->f) && lo->f < 0, "min_fp = 0xFF800000 : f32 is -inf");
}

typedef struct typed_case { const char *lit; const char *type; int elem; int n; const char *raw; int rawlen; float first, last; } typed_case;

/* dense constants of every element type: elem, raw bytes (little-endian), floats */
static void typed_constants(void)
{
    static const typed_case cases[] = {
        { "dense<[true, false, true]>", "3xi1", M2C_I1, 3, "\x01\x00\x01", 3, 1, 1 },
        { "dense<[-1, 127]>", "2xi8", M2C_I8, 2, "\xff\x7f", 2, -1, 127 },
        { "dense<[255, 1]>", "2xui8", M2C_I8, 2, "\xff\x01", 2, 255, 1 },
        { "dense<[-2, 258]>", "2xi16", M2C_I16, 2, "\xfe\xff\x02\x01", 4, -2, 258 },
        { "dense<[1, -1]>", "2xi32", M2C_I32, 2, "\x01\x00\x00\x00\xff\xff\xff\xff", 8, 1, -1 },
        { "dense<[2, 3]>", "2xi64", M2C_I64, 2, "\x02\x00\x00\x00\x00\x00\x00\x00\x03\x00\x00\x00\x00\x00\x00\x00", 16, 2, 3 },
        { "dense<[1, 784]>", "2xindex", M2C_INDEX, 2, "\x01\x00\x00\x00\x00\x00\x00\x00\x10\x03\x00\x00\x00\x00\x00\x00", 16, 1, 784 },
        { "dense<[1.0, -2.0]>", "2xf16", M2C_F16, 2, "\x00\x3c\x00\xc0", 4, 1, -2 },
        { "dense<[1.0, 0x7C00]>", "2xf16", M2C_F16, 2, "\x00\x3c\x00\x7c", 4, 1, HUGE_VALF },
        { "dense<[1.0, -2.0]>", "2xbf16", M2C_BF16, 2, "\x80\x3f\x00\xc0", 4, 1, -2 },
        { "dense<[0.5, 2.0]>", "2xf64", M2C_F64, 2, "\x00\x00\x00\x00\x00\x00\xe0\x3f\x00\x00\x00\x00\x00\x00\x00\x40", 16, 0.5f, 2 },
        { "dense<7>", "3xi32", M2C_I32, 3, "\x07\x00\x00\x00\x07\x00\x00\x00\x07\x00\x00\x00", 12, 7, 7 },
        { "dense<1.5>", "2xf16", M2C_F16, 2, "\x00\x3e\x00\x3e", 4, 1.5f, 1.5f },
        { "dense<\"0xFF0102\">", "3xi8", M2C_I8, 3, "\xff\x01\x02", 3, -1, 2 },
        { "dense<\"0xFF0102\">", "3xui8", M2C_I8, 3, "\xff\x01\x02", 3, 255, 2 },
        { "dense<\"0x003C00C0\">", "2xf16", M2C_F16, 2, "\x00\x3c\x00\xc0", 4, 1, -2 },
        { "dense<\"0x0100000000000000\">", "2xi64", M2C_I64, 2, "\x01\0\0\0\0\0\0\0\x01\0\0\0\0\0\0\0", 16, 1, 1 },
        { "dense_resource<blob_i32>", "2xi32", M2C_I32, 2, "\x05\x00\x00\x00\xfb\xff\xff\xff", 8, 5, -5 },
        { "dense_resource<blob_f16>", "2xf16", M2C_F16, 2, "\x00\x3c\x00\xc0", 4, 1, -2 },
    };
    size_t c;
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const typed_case *t = &cases[c];
        char src3[2048];
        m2c_cbuf *cb;
        {
            /* a function whose only op reads the constant (the parser takes any type for a dialect op) */
            snprintf(src3, sizeof src3,
                     "func.func @f() -> tensor<2xf32> {\n"
                     "  %%c = arith.constant %s : tensor<%s>\n"
                     "  %%0 = tosa.identity %%c : (tensor<%s>) -> tensor<2xf32>\n"
                     "  return %%0 : tensor<2xf32>\n}\n"
                     "{-#\n  dialect_resources: {\n    builtin: {\n"
                     "      blob_i32: \"0x0400000005000000FBFFFFFF\",\n      blob_f16: \"0x02000000003C00C0\"\n    }\n  }\n#-}\n",
                     t->lit, t->type, t->type);
            cb = NULL;
            if (parse_fails(src3)) { CHECK(0, "case %d (%s : %s) does not parse", (int)c, t->lit, t->type); continue; }
            cb = first_const(parse(src3));
        }
        CHECK(cb != NULL, "case %d: no constant", (int)c);
        if (!cb) continue;
        CHECK(cb->elem == t->elem, "case %d (%s : %s): elem %d, want %d", (int)c, t->lit, t->type, cb->elem, t->elem);
        CHECK(cb->count == (uint64_t)t->n, "case %d: count %llu, want %d", (int)c, (unsigned long long)cb->count, t->n);
        CHECK(cb->raw && !memcmp(cb->raw, t->raw, (size_t)t->rawlen), "case %d (%s : %s): raw bytes differ", (int)c, t->lit, t->type);
        CHECK(cb->data[0] == t->first && cb->data[t->n - 1] == t->last, "case %d (%s : %s): data %g..%g, want %g..%g",
              (int)c, t->lit, t->type, cb->data[0], cb->data[t->n - 1], t->first, t->last);
    }
}

/* The same function in custom, generic and debug-info form (as mlir-opt 22
 * prints it) parses to the same ops, operands and attributes. */
static void same_ir(const char *what, const char *a, const char *b)
{
    m2c_module *ma = parse(a), *mb;
    m2c_func *fa = ma->funcs[0], *fb;
    int i, k;
    mb = parse(b);
    fb = mb->funcs[0];
    CHECK(!strcmp(fa->name, fb->name), "%s: name %s vs %s", what, fa->name, fb->name);
    CHECK(fa->n_args == fb->n_args && fa->n_ops == fb->n_ops && fa->n_results == fb->n_results,
          "%s: %d/%d/%d args/ops/results vs %d/%d/%d", what, fa->n_args, fa->n_ops, fa->n_results, fb->n_args, fb->n_ops, fb->n_results);
    for (i = 0; i < fa->n_ops && i < fb->n_ops; i++) {
        m2c_op *x = fa->ops[i], *y = fb->ops[i];
        CHECK(x->kind == y->kind && !strcmp(m2c_op_name(x), m2c_op_name(y)), "%s: op %d %s vs %s", what, i, m2c_op_name(x), m2c_op_name(y));
        CHECK(x->n_in == y->n_in && x->n_ins == y->n_ins, "%s: op %d operands %d/%d vs %d/%d", what, i, x->n_in, x->n_ins, y->n_in, y->n_ins);
        CHECK(m2c_type_equal(&x->out->decl, &y->out->decl), "%s: op %d result type", what, i);
        CHECK(x->n_maps == y->n_maps && x->n_iter == y->n_iter && !x->body == !y->body, "%s: op %d maps/iterators/body", what, i);
        CHECK(x->n_list[0] == y->n_list[0] && x->n_list[1] == y->n_list[1], "%s: op %d lists", what, i);
        for (k = 0; k < x->n_attrs; k++) {
            m2c_attr *ya = m2c_find_attr(y, x->attrs[k].name);
            CHECK(ya && ya->kind == x->attrs[k].kind && ya->f == x->attrs[k].f && ya->n == x->attrs[k].n,
                  "%s: op %d attribute %s differs", what, i, x->attrs[k].name);
        }
    }
}

static void generic_and_debug_forms(void)
{
    static const char custom[] =
        "#map = affine_map<(d0, d1) -> (d0, d1)>\n"
        "module {\n"
        "  func.func @g(%arg0: tensor<2x2xf32>) -> tensor<3x3xf32> {\n"
        "    %cst = arith.constant 0.000000e+00 : f32\n"
        "    %padded = tensor.pad %arg0 low[0, 0] high[1, 1] {\n"
        "    ^bb0(%a: index, %b: index):\n"
        "      tensor.yield %cst : f32\n"
        "    } : tensor<2x2xf32> to tensor<3x3xf32>\n"
        "    %0 = tensor.empty() : tensor<3x3xf32>\n"
        "    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\", \"parallel\"]} ins(%padded : tensor<3x3xf32>) outs(%0 : tensor<3x3xf32>) {\n"
        "    ^bb0(%in: f32, %out: f32):\n"
        "      %2 = arith.maximumf %in, %cst : f32\n"
        "      linalg.yield %2 : f32\n"
        "    } -> tensor<3x3xf32>\n"
        "    return %1 : tensor<3x3xf32>\n"
        "  }\n"
        "}\n";
    static const char generic[] =
        "#map = affine_map<(d0, d1) -> (d0, d1)>\n"
        "\"builtin.module\"() ({\n"
        "  \"func.func\"() <{function_type = (tensor<2x2xf32>) -> tensor<3x3xf32>, sym_name = \"g\"}> ({\n"
        "  ^bb0(%arg0: tensor<2x2xf32>):\n"
        "    %0 = \"arith.constant\"() <{value = 0.000000e+00 : f32}> : () -> f32\n"
        "    %1 = \"tensor.pad\"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 0, 0>}> ({\n"
        "    ^bb0(%arg3: index, %arg4: index):\n"
        "      \"tensor.yield\"(%0) : (f32) -> ()\n"
        "    }) : (tensor<2x2xf32>) -> tensor<3x3xf32>\n"
        "    %2 = \"tensor.empty\"() : () -> tensor<3x3xf32>\n"
        "    %3 = \"linalg.generic\"(%1, %2) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({\n"
        "    ^bb0(%arg1: f32, %arg2: f32):\n"
        "      %4 = \"arith.maximumf\"(%arg1, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n"
        "      \"linalg.yield\"(%4) : (f32) -> ()\n"
        "    }) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>\n"
        "    \"func.return\"(%3) : (tensor<3x3xf32>) -> ()\n"
        "  }) : () -> ()\n"
        "}) : () -> ()\n";
    /* LLVM 15's generic form: attributes after the region, old segment-size spelling */
    static const char generic15[] =
        "#map = affine_map<(d0, d1) -> (d0, d1)>\n"
        "\"builtin.module\"() ({\n"
        "  \"func.func\"() ({\n"
        "  ^bb0(%arg0: tensor<2x2xf32>):\n"
        "    %0 = \"arith.constant\"() {value = 0.000000e+00 : f32} : () -> f32\n"
        "    %1 = \"tensor.pad\"(%arg0) ({\n"
        "    ^bb0(%arg3: index, %arg4: index):\n"
        "      \"tensor.yield\"(%0) : (f32) -> ()\n"
        "    }) {operand_segment_sizes = array<i32: 1, 0, 0>, static_high = [1, 1], static_low = [0, 0]} : (tensor<2x2xf32>) -> tensor<3x3xf32>\n"
        "    %2 = \"linalg.init_tensor\"() {static_sizes = [3, 3]} : () -> tensor<3x3xf32>\n"
        "    %3 = \"linalg.generic\"(%1, %2) ({\n"
        "    ^bb0(%arg1: f32, %arg2: f32):\n"
        "      %4 = \"arith.maxf\"(%arg1, %0) : (f32, f32) -> f32\n"
        "      \"linalg.yield\"(%4) : (f32) -> ()\n"
        "    }) {indexing_maps = [#map, #map], iterator_types = [\"parallel\", \"parallel\"], operand_segment_sizes = dense<1> : vector<2xi32>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>\n"
        "    \"func.return\"(%3) : (tensor<3x3xf32>) -> ()\n"
        "  }) {function_type = (tensor<2x2xf32>) -> tensor<3x3xf32>, sym_name = \"g\"} : () -> ()\n"
        "}) : () -> ()\n";
    static const char debug[] =
        "#loc = loc(\"m.py\":1:1)\n"
        "#map = affine_map<(d0, d1) -> (d0, d1)>\n"
        "module {\n"
        "  func.func @g(%arg0: tensor<2x2xf32> loc(\"m.py\":1:1)) -> tensor<3x3xf32> {\n"
        "    %cst = arith.constant 0.000000e+00 : f32 loc(#loc2)\n"
        "    %padded = tensor.pad %arg0 low[0, 0] high[1, 1] {\n"
        "    ^bb0(%a: index loc(unknown), %b: index loc(unknown)):\n"
        "      tensor.yield %cst : f32 loc(#loc3)\n"
        "    } : tensor<2x2xf32> to tensor<3x3xf32> loc(#loc3)\n"
        "    %0 = tensor.empty() : tensor<3x3xf32> loc(fused[\"m.py\":4:1, \"n.py\":5:2])\n"
        "    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\", \"parallel\"]} ins(%padded : tensor<3x3xf32>) outs(%0 : tensor<3x3xf32>) {\n"
        "    ^bb0(%in: f32 loc(\"m.py\":6:1), %out: f32 loc(\"m.py\":6:2)):\n"
        "      %2 = arith.maximumf %in, %cst : f32 loc(callsite(\"relu\"(\"m.py\":7:1) at #loc))\n"
        "      linalg.yield %2 : f32 loc(#loc)\n"
        "    } -> tensor<3x3xf32> loc(#loc4)\n"
        "    return %1 : tensor<3x3xf32> loc(#loc)\n"
        "  } loc(#loc)\n"
        "} loc(#loc)\n"
        "#loc2 = loc(\"m.py\":2:1)\n"
        "#loc3 = loc(\"pad\"(\"m.py\":3:1))\n"
        "#loc4 = loc(fused<#linalg.whatever<1>>[#loc2, #loc3])\n";
    same_ir("generic", custom, generic);
    same_ir("generic (LLVM 15)", custom, generic15);
    same_ir("debug-info", custom, debug);
}

static void aliases_and_functions(void)
{
    static const char src[] =
        "!t = tensor<2xf32>\n"
        "#two = dense<2.000000e+00> : tensor<2xf32>\n"
        "module {\n"
        "  func.func private @decl(tensor<2xf32>) -> tensor<2xf32>\n"
        "  func.func @a(%x: !t) -> !t {\n"
        "    %c = \"tosa.const\"() <{values = #two}> : () -> !t\n"
        "    %0 = tosa.add %x, %c : (!t, !t) -> !t\n"
        "    return %0 : !t\n"
        "  }\n"
        "  func.func @b(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
        "    return %x : tensor<2xf32>\n"
        "  }\n"
        "}\n";
    m2c_module *m = parse(src);
    m2c_cbuf *cb;
    CHECK(m->n_funcs == 2 && !strcmp(m->funcs[0]->name, "a") && !strcmp(m->funcs[1]->name, "b"),
          "two functions @a, @b (the declaration is skipped): got %d", m->n_funcs);
    CHECK(m->funcs[0]->args[0]->decl.rank == 1 && m->funcs[0]->args[0]->decl.dims[0] == 2, "!t alias as an argument type");
    cb = first_const(m);
    CHECK(cb && cb->count == 2 && cb->data[1] == 2.0f, "#two alias as a constant value");
}

static void malformed(void)
{
    static const char *const bad[] = {
        "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %x : tensor<2xf32> loc(\"a\":1:2\n}\n",
        "\"builtin.module\"() ({\n  \"func.func\"() <{sym_name = \"f\"}> ({\n  ^bb0(%a: tensor<2xf32>):\n    \"func.return\"(%a) : (tensor<2xf32>) -> ()\n  }) : () -> ()\n}) : () -> ()\n",
        "\"builtin.module\"() ({\n",
        "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %c = arith.constant dense<3.5E+38> : tensor<2xf32>\n  return %x : tensor<2xf32>\n}\n",
        "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %c = arith.constant dense<\"0x0102\"> : tensor<2xi32>\n  return %x : tensor<2xf32>\n}\n",
        "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %c = arith.constant dense<[1.5, 2]> : tensor<2xi32>\n  return %x : tensor<2xf32>\n}\n",
        "!t = tensor<2xf32\nfunc.func @f(%x: !t) -> !t {\n  return %x : !t\n}\n",
        "#a = #a\nfunc.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = tosa.clamp %x {max_fp = #a} : (tensor<2xf32>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n",
        "module {\n  module {\n  }\n}\n",
    };
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK(parse_fails(bad[i]) == M2C_EXIT_INPUT, "malformed input %d was not refused with exit code 1", (int)i);
}

int main(void)
{
    float_literals();
    scalar_literals();
    typed_constants();
    generic_and_debug_forms();
    aliases_and_functions();
    malformed();
    if (!g_fail) printf("ok: mlir2c syntax\n");
    return g_fail;
}
