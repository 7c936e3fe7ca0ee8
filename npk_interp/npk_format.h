/* npk_format.h - the in-memory program type and the .tcp bundle layout.
 * The same structs are the on-disk tables (little-endian, fixed size), so a
 * loaded bundle is a zero-copy view of the file. docs/tcp-format.md is the
 * byte-by-byte description; keep the two in step. */
#ifndef NPK_FORMAT_H
#define NPK_FORMAT_H
#include "../npk_kernels/npk_common.h"
#include "npk_attrs.h"
#include "ops/ops.h"
#ifdef __cplusplus
extern "C" {
#endif

#define NPK_TCP_MAGIC "NPK-TCP\n"      /* 8 bytes, no terminator in the file */
/* 2.0: the op registry (unary/binary/reduce families; opcodes 2-11 and 13
 * retired), rank up to 8. 1.x bundles are refused with a version message.
 * 2.1: element types other than f32 (a 2.0 bundle is a valid 2.1 bundle).
 * 2.2: f64, the 8- and 4-bit floats, i4 and i2 (dtypes 9-17).
 * 2.3: the optional debug-names section (header offsets 112..127, which 2.2
 * kept zero); writers mark only bundles that carry it as 2.3.
 * 2.4: conv2d filter = oihw_winograd. 2.5: unary fns 17-19 (hardsigmoid,
 * hardswish, silu). Writers mark a bundle with the oldest minor that has
 * everything it uses, so older readers keep reading the rest. */
#define NPK_TCP_VERSION_MAJOR 2
#define NPK_TCP_VERSION_MINOR 5
#define NPK_TCP_VERSION_MINOR_DEBUG_NAMES 3 /* the first minor with debug names */
#define NPK_TCP_VERSION_MINOR_OIHW_WINOGRAD 4 /* the first with conv2d filter = oihw_winograd */
#define NPK_TCP_VERSION_MINOR_UNARY_ACT 5 /* the first with unary fn hardsigmoid, hardswish, silu (17-19) */
#define NPK_TCP_HEADER_BYTES 128
#define NPK_WEIGHT_ALIGN 64             /* weights section and every constant */
#define NPK_ARENA_ALIGN 64              /* arena base and every arena tensor */
#define NPK_MAX_OP_INPUTS 6
#define NPK_MAX_OP_OUTPUTS 2
#define NPK_NO_NAME 0xFFFFFFFFu
/* Limits of one program: the format's counts are u32; readers take up to
 * 2^31 - 1 tensors and ops (an index then fits an int everywhere; the tensor
 * table alone would be 128 GiB). A build may lower them to refuse big
 * programs early. Validation keeps its per-tensor bookkeeping on the stack up
 * to NPK_VALIDATE_STACK_TENSORS tensors (npk_validate_workspace_bytes: 6
 * bytes a tensor, so 768 B and npk_program_validate's frame stays under 1 KB
 * on a microcontroller; it was 1024 tensors, 6 KB, before 2026-12-03). */
#ifndef NPK_MAX_TENSORS
#define NPK_MAX_TENSORS 0x7FFFFFFFu
#endif
#ifndef NPK_MAX_OPS
#define NPK_MAX_OPS 0x7FFFFFFFu
#endif
#ifndef NPK_VALIDATE_STACK_TENSORS
#define NPK_VALIDATE_STACK_TENSORS 128u
#endif

typedef enum npk_opcode {
#define NPK_OP(NAME, ident, mnem, code, min_in, max_in, n_out, flags) NPK_OP_##NAME = code,
#include "npk_ops.inc"
#undef NPK_OP
    NPK_OP_END_
} npk_opcode;

typedef enum npk_storage {
    NPK_STORAGE_CONST = 1, /* bytes in the weights section, read-only */
    NPK_STORAGE_ARENA = 2  /* bytes in the caller's arena (inputs, outputs, temporaries) */
} npk_storage;

/* Element types (the tensor descriptor's dtype byte). Floats other than
 * f32 are stored in their own format and computed in f32 (f64 too: it loses
 * precision, see docs/tcp-format.md); i1 (bool) takes one byte, 0 or 1.
 * The 8-bit floats (OCP FP8 and MLIR's FNUZ variants, the MX scale
 * f8E8M0FNU) take a byte each; f4E2M1FN, i4 and i2 take one byte per
 * element too (not packed): the low 4/2 bits, i4/i2 sign-extended.
 * Format 2.0 knew only f32; 2.1 added f16..i64; 2.2 added f64..i2. */
#define NPK_DTYPES(X) \
    X(F32, 1, 4, "f32") X(F16, 2, 2, "f16") X(BF16, 3, 2, "bf16") X(I1, 4, 1, "i1") \
    X(I8, 5, 1, "i8") X(I16, 6, 2, "i16") X(I32, 7, 4, "i32") X(I64, 8, 8, "i64") \
    X(F64, 9, 8, "f64") X(F8E4M3FN, 10, 1, "f8E4M3FN") X(F8E5M2, 11, 1, "f8E5M2") \
    X(F8E4M3FNUZ, 12, 1, "f8E4M3FNUZ") X(F8E5M2FNUZ, 13, 1, "f8E5M2FNUZ") X(F8E8M0FNU, 14, 1, "f8E8M0FNU") \
    X(F4E2M1FN, 15, 1, "f4E2M1FN") X(I4, 16, 1, "i4") X(I2, 17, 1, "i2")
typedef enum npk_dtype {
#define NPK__DT_ENUM(NAME, code, size, text) NPK_DTYPE_##NAME = code,
    NPK_DTYPES(NPK__DT_ENUM)
#undef NPK__DT_ENUM
    NPK_DTYPE_END_
} npk_dtype;
/* Bytes per element, 0 for an unknown dtype. */
static inline unsigned npk_dtype_size(unsigned dtype)
{
    static const unsigned char size[] = {0,
#define NPK__DT_SIZE(NAME, code, bytes, text) bytes,
        NPK_DTYPES(NPK__DT_SIZE)
#undef NPK__DT_SIZE
    };
    return dtype < NPK_DTYPE_END_ ? size[dtype] : 0u;
}
/* "f32", "i8", ...; "?" for an unknown dtype. */
static inline const char *npk_dtype_name(unsigned dtype)
{
    static const char *const name[] = {"?",
#define NPK__DT_NAME(NAME, code, bytes, text) text,
        NPK_DTYPES(NPK__DT_NAME)
#undef NPK__DT_NAME
    };
    return dtype < NPK_DTYPE_END_ ? name[dtype] : "?";
}

/* 64 bytes. */
typedef struct npk_tensor_desc {
    uint32_t name;                /* offset into the names table, or NPK_NO_NAME */
    uint8_t storage;              /* npk_storage */
    uint8_t dtype;                /* npk_dtype */
    uint8_t rank;                 /* 0..NPK_MAX_RANK */
    uint8_t flags;                /* reserved, 0 */
    uint32_t dims[NPK_MAX_RANK];  /* dims[rank..] are 0 */
    uint64_t offset;              /* byte offset in the weights section or arena */
    uint64_t nbytes;              /* = npk_dtype_size(dtype) * product(dims) */
    uint32_t reserved[2];         /* 0 */
} npk_tensor_desc;

/* Every op's attributes (npk_interp/ops/: one typed struct per op, e.g.
 * attr.conv2d.stride_h), over the same 18 slots; raw is the on-disk view. */
typedef union npk_op_attrs {
    int32_t raw[NPK_MAX_ATTRS];
#define NPK_OP(NAME, ident, mnem, code, min_in, max_in, n_out, flags) npk_##ident##_attrs ident;
#include "npk_ops.inc"
#undef NPK_OP
} npk_op_attrs;

/* 128 bytes. Float attributes are stored as their IEEE-754 bit pattern. */
typedef struct npk_op_desc {
    uint16_t opcode;              /* npk_opcode */
    uint8_t n_in, n_out;
    uint32_t flags;               /* reserved, 0 */
    uint32_t in[NPK_MAX_OP_INPUTS];   /* tensor indices; unused slots 0 */
    uint32_t out[NPK_MAX_OP_OUTPUTS];
    uint64_t scratch_offset;      /* arena bytes the op may use while it runs */
    uint64_t scratch_bytes;
    npk_op_attrs attr;            /* typed by opcode (npk_interp/ops/); unused slots 0 */
} npk_op_desc;

/* 128 bytes at offset 0 of a .tcp file. */
typedef struct npk_tcp_header {
    char magic[8];                /* NPK_TCP_MAGIC */
    uint16_t version_major, version_minor;
    uint32_t header_bytes;        /* 128 */
    uint64_t file_bytes;          /* total size of the bundle */
    uint32_t n_tensors, n_ops, n_inputs, n_outputs;
    uint64_t tensors_offset;      /* n_tensors npk_tensor_desc, 8-aligned */
    uint64_t ops_offset;          /* n_ops npk_op_desc, 8-aligned */
    uint64_t io_offset;           /* n_inputs then n_outputs uint32 tensor indices, 4-aligned */
    uint64_t names_offset, names_bytes; /* NUL-terminated UTF-8 strings */
    uint64_t weights_offset, weights_bytes; /* 64-aligned */
    uint64_t arena_bytes;         /* arena the program needs, a multiple of 64 */
    uint32_t name;                /* model name in the names table, or NPK_NO_NAME */
    uint32_t flags;               /* reserved, 0 */
    uint64_t debug_names_offset;  /* 2.3: the optional debug-names section, 4-aligned; */
    uint64_t debug_names_bytes;   /* both 0 when there is none (2.2: reserved, 0) */
} npk_tcp_header;

/* A program: filled statically by mlir2c's C tables or by npk_program_load()
 * as a view of a .tcp buffer. npk_program_validate() must succeed before
 * npk_run() accepts it. */
typedef struct npk_program {
    const npk_tensor_desc *tensors; uint32_t n_tensors;
    const npk_op_desc *ops;         uint32_t n_ops;
    const uint32_t *inputs;         uint32_t n_inputs;
    const uint32_t *outputs;        uint32_t n_outputs;
    const char *names;              uint64_t names_bytes;
    const unsigned char *weights;   uint64_t weights_bytes;
    uint64_t arena_bytes;
    uint32_t name;
    uint32_t validated;             /* set by npk_program_validate() */
    /* Optional source names of ops and tensors (docs/tcp-format.md, "Debug
     * names"): NULL and 0 for none. Read them with npk_op_debug_name(). */
    const unsigned char *debug_names; uint64_t debug_names_bytes;
    /* Set by npk_program_prepare() (npk_program.h): constant operands some
     * ops transformed once for a faster kernel; NULL and 0 for none. */
    const unsigned char *prepared; uint64_t prepared_bytes;
} npk_program;

/* The tables are the file format: their sizes must never change. */
typedef char npk__tensor_desc_is_64_bytes[sizeof(npk_tensor_desc) == 64 ? 1 : -1];
typedef char npk__op_desc_is_128_bytes[sizeof(npk_op_desc) == 128 ? 1 : -1];
typedef char npk__tcp_header_is_128_bytes[sizeof(npk_tcp_header) == 128 ? 1 : -1];

/* Mnemonic of an opcode ("matmul"), or NULL if unknown or not compiled in. */
const char *npk_opcode_name(uint32_t opcode);
/* Name of tensor t, "" if it has none. Only valid after validation or load. */
const char *npk_tensor_name(const npk_program *p, uint32_t t);

/* Debug names section: a u32 entry count, a u32 0, then per entry u32 kind
 * (NPK_DEBUG_OP or NPK_DEBUG_TENSOR), u32 index, u32 name (byte offset into
 * the strings that follow the entries; NUL-terminated). Entries are sorted by
 * kind, then index, each (kind, index) once. */
#define NPK_DEBUG_OP 1u
#define NPK_DEBUG_TENSOR 2u
#define NPK_DEBUG_HEADER_BYTES 8u
#define NPK_DEBUG_ENTRY_BYTES 12u
/* The source name of op i / tensor t (an ONNX node name, an MLIR loc name),
 * "" if the program carries none. Only after validation (else ""). */
const char *npk_op_debug_name(const npk_program *p, uint32_t op);
const char *npk_tensor_debug_name(const npk_program *p, uint32_t t);

#ifdef __cplusplus
}
#endif
#endif
