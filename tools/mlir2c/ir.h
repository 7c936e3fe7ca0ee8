/* ir.h - the translator's one data model: a function as a list of ops over
 * SSA values, each carrying the source position it came from. After
 * shapes.c every op also holds its TCP opcode and attributes, so the later
 * passes (fold, fuse, plan, emit) work on TCP ops directly. */
#ifndef M2C_IR_H
#define M2C_IR_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "npk.h"

/* ---- util.c: all memory is released at exit ---- */
void *m2c_alloc(size_t n);                 /* zeroed; exits on failure */
void *m2c_grow(void *p, size_t n);         /* realloc; exits on failure */
char *m2c_strndup(const char *s, size_t n);
void m2c_free(void *p);                    /* memory from the two above */
/* Append one element to a dynamic array (p, count, capacity). */
#define M2C_PUSH(arr, n, cap, v) do { \
    if ((n) == (cap)) { (cap) = (cap) ? 2 * (cap) : 8; \
        (arr) = m2c_grow((arr), (size_t)(cap) * sizeof *(arr)); } \
    (arr)[(n)++] = (v); } while (0)

/* ---- progress.c: a step still running after 2 s is named on stderr (a
 * terminal, or MLIR2C_PROGRESS=SECONDS); the memory one constant may take ---- */
void m2c_step(const char *fmt, ...);
void m2c_step_done(void);
uint64_t m2c_memory_limit(void);
extern uint64_t m2c_opt_memory_limit;   /* 0: MLIR2C_MEMORY_LIMIT, else half the physical memory */

/* ---- diag.c: chibicc-style diagnostics; all errors stop the translation ---- */
enum { M2C_EXIT_OK = 0, M2C_EXIT_INPUT = 1, M2C_EXIT_USAGE = 2, M2C_EXIT_IO = 3, M2C_EXIT_INTERNAL = 4 };
#if defined(__GNUC__) || defined(__clang__)
#define M2C_NORETURN __attribute__((noreturn))
#else
#define M2C_NORETURN
#endif
void m2c_diag_init(const char *filename, const char *src, size_t len);
/* "file:line:col: error: msg", the source line and a caret under loc. */
M2C_NORETURN void m2c_error_at(const char *loc, const char *fmt, ...);
/* Source locations from the file (loc(...), #locN = loc(...)): an error in
 * [from, to] adds notes naming where loc says the op came from. */
void m2c_diag_src_range(const char *from, const char *to, const char *loc);
void m2c_diag_loc_alias(const char *name, size_t len, const char *value);
/* "mlir2c: error: msg" and exit with the given code. */
M2C_NORETURN void m2c_fatal(int code, const char *fmt, ...);
/* Fuzz/test hook: replaces exit() after a diagnostic; must not return. */
extern void (*m2c_exit_hook)(int code);

/* ---- types ---- */
#define M2C_DYN (-1)                        /* a `?` dimension */
/* Element types. Tensors of f32, f16, bf16, f64, the 8/4-bit floats, i1,
 * i2, i4 and i8..i64 carry data through the program (floats other than f32
 * stored in their format, computed in f32: lowerer.c casts around ops that
 * take f32 only; i4/i2 one byte per element); index, `!tosa.shape<N>` and
 * scalars exist so TOSA/linalg files parse (permutations, shapes, ...). */
typedef enum m2c_elem {
    M2C_F32 = 0, M2C_I1, M2C_I8, M2C_I16, M2C_I32, M2C_I64, M2C_INDEX, M2C_F16, M2C_BF16, M2C_F64,
    M2C_F8E4M3FN, M2C_F8E5M2, M2C_F8E4M3FNUZ, M2C_F8E5M2FNUZ, M2C_F8E8M0FNU, M2C_F4E2M1FN, M2C_I4, M2C_I2,
    M2C_SHAPE, /* !tosa.shape<N>: rank 1, dims[0] = N */
    /* torch dialect values that are not numbers (scalar = 1): torch.constant.none/str/device
     * and torch.prim.ListConstruct (lower_torch.c reads them at compile time) */
    M2C_TNONE, M2C_TSTR, M2C_TDEVICE, M2C_TLIST
} m2c_elem;
/* A `!quant.uniform` element type's parameters (quant_types.c): real =
 * scale * (q - zp), per tensor (axis -1, n 1) or per slice of one axis. */
typedef struct m2c_quant {
    int axis, n;
    double *scale;
    int64_t *zp;
    int64_t qmin, qmax;        /* the storage range (i8<-127:127>) */
    int expressed;             /* m2c_elem of the float type it stands for */
    struct m2c_value *scale_t, *zp_t; /* per axis, known at run time (torch's
                                * _make_per_channel_quantized_tensor): scale, zp NULL */
} m2c_quant;
typedef struct m2c_type {
    int rank;
    int64_t dims[NPK_MAX_RANK];
    int elem;                  /* m2c_elem; 0 = f32 so zeroed types are f32 */
    int scalar;                /* a bare scalar type (f32, index), not tensor<f32> */
    int memref;                /* memref<...>: a buffer (buffers.c); m2c_type_equal ignores it */
    int unranked;              /* tensor<*x..>/memref<*x..>: only as what a print call takes */
    int uns;                   /* written ui<N>: held as i<N>; only tosa.rescale reads it (not
                                * part of type equality) */
    const m2c_quant *quant;    /* written !quant.uniform<...>: elem is its storage type
                                * (not part of type equality) */
    int torch_q;               /* written !torch.qint8/quint8/qint32 (lower_torch_quant.c) */
} m2c_type;
const char *m2c_elem_name(int elem);
/* Float element types (f32, f16, bf16, f64, the 8/4-bit floats); those
 * stored other than as f32 (computed in f32); the integer ones (i1..i64,
 * i4, i2, index). */
int m2c_elem_is_float(int elem);
int m2c_elem_is_narrow_float(int elem);
int m2c_elem_is_int(int elem);
/* The .tcp element type of a tensor element type (npk_dtype), 0 for those
 * no tensor holds (index, f64, !tosa.shape); and back (-1 for none). */
unsigned m2c_elem_dtype(int elem);
int m2c_dtype_elem(unsigned dtype);
int m2c_type_equal(const m2c_type *a, const m2c_type *b);
int m2c_type_static(const m2c_type *t);
uint64_t m2c_type_count(const m2c_type *t); /* static types only, overflow-checked by caller */
void m2c_type_str(const m2c_type *t, char *buf, size_t n); /* "tensor<?x4xf32>" */
void m2c_shape_str(const m2c_type *t, char *buf, size_t n); /* "2x4" or "scalar" */

/* quant_types.c: `!quant.uniform<...>` from at to end (one past its '>')
 * into ty's elem, uns and quant; the per-axis count checked against dims. */
void m2c_parse_quant_type(const char *at, const char *end, m2c_type *ty);
void m2c_check_quant_type(const char *at, const m2c_type *ty);

/* ---- attributes as written in the source ---- */
typedef enum m2c_attr_kind {
    M2C_ATTR_INT, M2C_ATTR_FLOAT, M2C_ATTR_BOOL, M2C_ATTR_ARRAY, M2C_ATTR_DENSE,
    M2C_ATTR_STRING, M2C_ATTR_UNIT, M2C_ATTR_OTHER
} m2c_attr_kind;
typedef struct m2c_cbuf m2c_cbuf;
typedef struct m2c_attr {
    char *name;
    const char *loc;           /* the attribute name */
    const char *vloc;          /* the value */
    m2c_attr_kind kind;
    int64_t i;                 /* INT, BOOL */
    double f;                  /* FLOAT (also set for INT) */
    int n;                     /* ARRAY: element count (ints in ints[], as doubles in floats[]) */
    int64_t *ints;
    double *floats;
    int all_int;               /* ARRAY: every element an integer */
    m2c_cbuf *dense;           /* DENSE of f32 */
    m2c_type dense_type;
    const char *str;           /* STRING from a front end that holds its text (ONNX); NULL: lex it at vloc */
    const char **strs;         /* ONNX STRINGS (kind OTHER, n of them) */
} m2c_attr;

/* Constant data, shared by constants that view the same bytes (a folded
 * reshape of a constant is a new value over the same buffer). */
struct m2c_cbuf {
    float *data;               /* the values as floats (integer constants too: lowerings read
                                * permutations and shapes from here) */
    uint64_t count;
    int elem;                  /* m2c_elem of the constant as declared (0 = f32) */
    void *raw;                 /* non-f32: count elements as the .tcp stores them (native
                                * width little-endian; i1 one byte; f16/bf16 bit patterns;
                                * index as i64); NULL for f32, whose bytes are data */
    uint64_t weight_offset;    /* plan.c */
    int placed;
    char *str;                 /* torch.constant.str / device: the string */
    char *missing;             /* a dense_resource the file has no blob for (--resource-inputs):
                                * its name; resource_inputs.c makes it a program input */
};

/* ---- values and ops ---- */
typedef enum m2c_value_kind { M2C_V_ARG, M2C_V_OP, M2C_V_CONST } m2c_value_kind;
struct m2c_op;
typedef struct m2c_value {
    char *name;                /* "image" for arguments, "%0" for results */
    const char *loc;           /* where it is defined */
    m2c_type decl;             /* declared type (may hold `?`) */
    m2c_type shape;            /* resolved static shape (shapes.c) */
    m2c_value_kind kind;
    int arg_index;
    struct m2c_op *def;
    m2c_cbuf *cbuf;            /* M2C_V_CONST */
    int uses;                  /* live ops using it (recount_uses) */
    int is_result;             /* returned by the function */
    int tensor;                /* plan.c: program tensor index, -1 none */
    struct m2c_value *repl;    /* lower.c/layout.c: users read this value instead */
    /* buffers.c, while parsing: a memref name refers to a buffer (buf: the
     * argument or allocation that owns it), whose contents now are cur
     * (NULL: an allocation nothing has written yet). */
    struct m2c_value *buf, *cur;
    int buf_freed;             /* memref.dealloc seen */
    const char *pool_of;       /* fuse_int8.c: the 2x2 max pool of this value (name), fused into its producer */
} m2c_value;

typedef enum m2c_opkind {
#define M2C_OPK(e, s) e,
#include "opkinds.inc"
#undef M2C_OPK
    M2C_OPK_COUNT
} m2c_opkind;
const char *m2c_opkind_name(m2c_opkind k);

/* linalg.generic pieces: affine maps with results that are dims or the
 * constant 0, and the scalar body as a tiny SSA list. */
#define M2C_AMAP_ZERO (-1)
#define M2C_AMAP_EXPR (-2)       /* another affine expression: see coef */
typedef struct m2c_amap {
    int n_dims, n_res; int res[NPK_MAX_RANK];
    int general;                 /* some result is M2C_AMAP_EXPR */
    int64_t coef[NPK_MAX_RANK][NPK_MAX_RANK + 1]; /* every result as sum coef[k][d] * d + coef[k][n_dims] */
} m2c_amap;
enum { M2C_S_ARG, M2C_S_CAP, M2C_S_OP };
typedef struct m2c_sval {
    int kind, arg, op;         /* block argument index / body op index */
    struct m2c_value *cap;     /* a scalar constant defined outside the body */
    char *name;
    int elem;                  /* m2c_elem of the value (its declared or result type) */
} m2c_sval;
typedef struct m2c_sop {
    char *name;                /* "arith.addf" */
    const char *loc;
    int n_in; int in[3];       /* indices into m2c_body.vals */
    const char *in_loc[3];
    char pred[8];              /* arith.cmpf / arith.cmpi predicate */
    int is_const; float cval;  /* arith.constant inside the body */
    int64_t ival; double dval; /* the constant exactly (integer / float); linalg.index's dim */
    struct m2c_value *tensor;  /* tensor.extract: the tensor (defined outside the region) */
    int result;                /* its value index */
} m2c_sop;
#define M2C_MAX_YIELDS 8
typedef struct m2c_body {
    m2c_sval *vals; int n_vals, cap_vals;
    m2c_sop *ops; int n_ops, cap_ops;
    int n_args;
    int yield;                 /* value index yielded (the first, if several) */
    const char *yield_loc;
    int n_yields;              /* a multi-output linalg op yields one value per output */
    int yields[M2C_MAX_YIELDS];
    const char *yield_locs[M2C_MAX_YIELDS];
} m2c_body;

/* Operands of a source op: torch ops take up to 9 or so (convolution,
 * batch_norm); every other op at most NPK_MAX_OP_INPUTS (parse_operands). */
#define M2C_MAX_OPERANDS 16
typedef struct m2c_op {
    m2c_opkind kind;
    char *dname;               /* source op name for non-TCF ops ("tosa.conv2d") */
    const char *loc;           /* the op name */
    int n_in;
    m2c_value *in[M2C_MAX_OPERANDS];
    const char *in_loc[M2C_MAX_OPERANDS];
    m2c_type in_decl[M2C_MAX_OPERANDS]; /* operand types from the signature */
    m2c_value *out;
    m2c_attr *attrs; int n_attrs;
    /* TCP lowering (shapes.c, then fuse.c) */
    int opcode;                /* npk_opcode; 0 for internal kinds */
    npk_op_attrs attr;         /* typed by opcode (npk_interp/ops/) */
    int dead;                  /* removed by fold/fuse */
    int inplace_ok;            /* result may overwrite a same-shaped operand */
    uint64_t scratch_bytes;    /* plan.c */
    uint64_t scratch_offset;
    /* dialect ops (parser.c fills, lower_*.c read) */
    int n_ins;                 /* linalg: ins() count; outs() follow in in[] */
    m2c_amap *maps; int n_maps;
    int n_iter; int iter_red[NPK_MAX_RANK]; /* iterator_types: 1 = reduction */
    m2c_body *body;            /* linalg.generic, tensor.pad */
    int n_list[2]; int64_t list[2][NPK_MAX_RANK]; /* tensor.pad low/high, expand output_shape */
    int no_decl_check;         /* ops made by lowering have no declared type of their own */
    int typed;                 /* made by a lowering: opcode and attr set, no dialect attributes to read */
    /* split_outputs.c: why this output cannot be computed alone, an error
     * only if its result is used (lower.c drops it otherwise) */
    const char *refusal, *refusal_loc;
    int result;                /* a torch op with several results: 1 + the one this op computes (0: one result) */
    /* The source's name for the op (an ONNX node name, a PyTorch module path):
     * any front end may set it; lowerings copy it to every op they make from
     * this one (lw_op), fusion keeps the surviving op's. NULL: the MLIR loc(...)
     * around `loc` names it, if any (debug_names.c). Written to the .tcp's
     * debug names (and C tables with --debug-names). */
    const char *debug_name;
} m2c_op;

typedef struct m2c_func {
    char *name;
    const char *loc;
    int is_private;
    m2c_value **args; int n_args, cap_args;
    m2c_op **ops; int n_ops, cap_ops;
    m2c_value **results; int n_results, cap_results;
    const char **result_locs;
    m2c_type *result_decl; int n_result_decl;
    const char *ret_loc;       /* the return op */
    m2c_value **printed; int n_printed, cap_printed; /* passed to printMemref* calls (outputs.c) */
} m2c_func;

typedef struct m2c_module {
    m2c_func **funcs; int n_funcs, cap_funcs;
} m2c_module;

/* ---- passes ---- */
typedef struct m2c_shape_opt { char *name; m2c_type shape; int used; } m2c_shape_opt;
typedef struct m2c_const_opt { char *name; char *path; int used; } m2c_const_opt;

m2c_module *m2c_parse(const char *src, size_t len);              /* parser.c */
/* --resource-inputs: a dense_resource without a blob parses (zeros, cbuf->missing
 * set) instead of being an error; m2c_resource_inputs then makes each such
 * constant a program input named after the resource (resource_inputs.c). */
extern int m2c_opt_resource_inputs;
void m2c_resource_inputs(m2c_func *f);
void m2c_list_ops(FILE *out);                                   /* list_ops.c: --list-ops */
/* split_outputs.c: a linalg.generic/map/reduce with n > 1 outputs as n
 * single-output ops (parts[k] computes output k), or a located error.
 * Returns how many ops pre[] holds that the parts read (they come first). */
int m2c_split_outputs(m2c_op *op, int n, m2c_op **parts, m2c_op **pre);
/* pack_outputs.c: two outputs of a reduction updated together as one packed
 * i64 accumulator: pre[0..1] (pack the inits, reduce), parts[0..1] (unpack);
 * returns 2, or 0 when they do not fit (types, maps, shapes). */
int m2c_pack_coupled_outputs(m2c_op *op, m2c_op **pre, m2c_op **parts);
/* --func NAME for m2c_parse: only that function is read in full (NULL:
 * the only function, or the only public one, when the text says which). */
extern const char *m2c_parse_func;
/* buffers.c: memref semantics while parsing. A write replaces the
 * buffer's contents by a new value (SSA renaming). */
enum { M2C_BUF_OP, M2C_BUF_WRITE, M2C_BUF_ALIAS, M2C_BUF_ALLOC, M2C_BUF_NONE };
/* An op was read (operands still name buffers): reads become the buffers'
 * contents now. Returns what the parser does with it: OP (an ordinary op),
 * WRITE (no result: its value is *target's new contents), ALIAS (memref.cast:
 * its result names *target), ALLOC (a new buffer), NONE (copy, dealloc: done). */
int m2c_buf_op(m2c_op *op, int has_result, m2c_value **target);
void m2c_buf_new(m2c_value *v, m2c_value *owner);   /* v names owner's buffer (itself: a new one) */
void m2c_buf_set(m2c_value *owner, m2c_value *contents);
m2c_value *m2c_buf_read(m2c_value *v, const char *at); /* the contents of the buffer v names */
/* outputs.c: what the program outputs are (main.c's --outputs). */
typedef enum m2c_outputs_mode { M2C_OUT_RETURNED, M2C_OUT_UNUSED, M2C_OUT_PRINTED } m2c_outputs_mode;
void m2c_choose_outputs(m2c_func *f, m2c_outputs_mode mode);
/* inline.c: replace each func.call of a function of the module by the callee's ops. */
void m2c_inline_calls(const m2c_module *m, m2c_func *f);
/* lower.c: shape inference for TCF ops and lowering of TOSA/linalg/tensor
 * ops to them, in program order. */
void m2c_lower(m2c_func *f);
/* Every pass before fusion, in main.c's order: lower, layout, fold,
 * softmax, layernorm, finish_lowering (the fuzz harness calls this). */
void m2c_infer_shapes(m2c_func *f);
void m2c_infer_op(m2c_op *op);                                  /* shapes.c: one op */
const char *m2c_op_name(const m2c_op *op);                      /* "tcf.add" or dname */
void m2c_need_arity(const m2c_op *op, int lo, int hi);         /* shapes.c: "X takes N operands, got M" */
void m2c_layout(m2c_func *f);                                   /* layout.c */
void m2c_dce(m2c_func *f);                                      /* dce.c */
void m2c_softmax(m2c_func *f);                                  /* softmax.c */
void m2c_layernorm(m2c_func *f);                                /* layernorm.c */
void m2c_finish_lowering(m2c_func *f);                          /* lower.c: reduce/broadcast leftovers */
m2c_value *m2c_resolve(m2c_value *v);                           /* follow repl */
m2c_attr *m2c_find_attr(m2c_op *op, const char *name);
/* args.c: apply --shape and --const to the arguments, then check every `?` is known. */
void m2c_resolve_args(m2c_func *f, m2c_shape_opt *s, int ns, m2c_const_opt *c, int nc);
void m2c_recount_uses(m2c_func *f);                             /* dce.c */
void m2c_fold(m2c_func *f);                                     /* fold.c */
/* fold.c: one op whose operands are all constants evaluated now (any element
 * type); its result becomes a constant and the op dead. 1 if folded. */
int m2c_fold_op(m2c_op *op);
/* while_loop.c: tosa.while_loop, unrolled by parser.c at most this many times */
#define M2C_WHILE_UNROLL_CAP 32
void m2c_while_register(const char *from, const char *to, m2c_value *cond_after);
int m2c_in_while_loop(const char *loc);                          /* folded whatever their type */
void m2c_check_while_loops(void);                                /* after folding: each loop ended */
/* eval.c: run one lowered op on constant operands with the interpreter. */
void m2c_eval_op(const m2c_op *op, const float *const *in, float *out);
void m2c_fuse(m2c_func *f);                                     /* fuse.c */
void m2c_winograd(m2c_func *f, int all, int ahead);                            /* winograd.c */
void m2c_fuse_int8(m2c_func *f);                                /* fuse_int8.c */
void m2c_fuse_rnn(m2c_func *f);                                 /* fuse_rnn.c: unrolled LSTM/GRU -> rnn */
m2c_value *m2c_new_const(const char *name, const char *loc, const m2c_type *shape, m2c_cbuf *cb);
/* shapes.c: the registry's view of an op and its types */
void m2c_set_op(m2c_op *op, int opcode);                        /* opcode, attributes at their defaults */
void m2c_set_kind_op(m2c_op *op);                               /* the TCP op of op->kind, defaults */
npk_op_desc m2c_op_desc(const m2c_op *op);                      /* opcode, n_in, n_out, attributes */
void m2c_tensor_desc(const m2c_type *t, npk_tensor_desc *d);   /* arena tensor of that shape and element type */
void m2c_conv_params(const m2c_op *op, npk_conv2d_params *p);
int m2c_is_unary(const m2c_op *op, int fn);                     /* a live unary op of that function */
int m2c_is_binary(const m2c_op *op, int fn);

/* The finished program tables (plan.c builds them, emitters print them). */
typedef struct m2c_program {
    npk_tensor_desc *tensors; int n_tensors, cap_tensors;
    npk_op_desc *ops; int n_ops, cap_ops;
    uint32_t *inputs; int n_inputs;
    uint32_t *outputs; int n_outputs;
    char *names; size_t names_bytes, names_cap;
    unsigned char *weights; uint64_t weights_bytes;
    uint64_t arena_bytes;
    uint64_t arena_lower_bound;  /* npk_arena_bound: live bytes + kernel scratch at the worst op */
    uint32_t model_name;
    /* plan.c: the op / value each program op / tensor was made from (for debug names) */
    m2c_op **op_src; m2c_value **tensor_src; int cap_tensor_src;
    unsigned char *debug_names; size_t debug_names_bytes; /* debug_names.c; NULL: none */
    npk_program prog;          /* a view of the tables above */
} m2c_program;
void m2c_plan(m2c_func *f, m2c_program *p);                    /* plan.c */
/* quant_tags.c: "// npk-int8-tensor:" lines -> "%V#q=..." tensor names */
void m2c_tag_quant_values(m2c_func *f, const char *src, size_t len);
void m2c_tag_quant_types(m2c_func *f); /* values of a per-tensor !quant.uniform type */
void m2c_validate_tables(m2c_program *p);                      /* plan.c */
/* debug_names.c: the debug-names section from the ops' and tensors' source
 * names (after m2c_plan, before m2c_validate_tables). */
void m2c_debug_names(m2c_program *p);
/* diag.c: the name an MLIR location gives the op (or value) around source
 * position at: NameLoc "name", the first name inside a FusedLoc, a CallSiteLoc's
 * callee; NULL if none (no loc, or only file:line:col). */
const char *m2c_diag_loc_name(const char *at);
/* emit_tcp.c: serialize, load back with npk_program_load, write atomically. */
void m2c_emit_tcp(m2c_program *p, const char *path);
/* emit_c.c: OUT.c + OUT.h with the tables as static arrays. */
void m2c_emit_c(m2c_program *p, const char *c_path, const char *h_path, const char *ident);
/* util.c: write files through temporaries renamed into place at the end, so
 * a failure leaves no partial output. 0 on success. */
int m2c_write_atomic(const char *path, const void *data, size_t n);
int m2c_write_files_atomic(int n, const char *const *paths, const char *const *data, const size_t *lens);

#endif
