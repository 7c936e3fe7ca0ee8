/* npk_registry.h - the op registry: what every op provides, made from the one
 * list (npk_ops.inc) and the op files (npk_interp/ops/). The validator, the
 * executor, mlir2c and npk-run --print all go through it; nothing else
 * switches on opcodes. */
#ifndef NPK_REGISTRY_H
#define NPK_REGISTRY_H
#include "npk_format.h"
#ifdef __cplusplus
extern "C" {
#endif

/* Per-op properties (the flags column of npk_ops.inc). */
#define NPK_OPF_ELEMENTWISE 1u /* result element i reads only element i of each (broadcast) operand */
#define NPK_OPF_IN_PLACE 2u    /* the result may take the bytes of a same-extent operand that dies here */
#define NPK_OPF_VIEW 4u        /* the result may alias its operand's bytes (no data moves) */
#define NPK_OPF_TYPED 8u       /* the op's infer checks operand dtypes and sets the result's;
                                * without it every operand must be f32 and so is the result */

typedef struct npk_op_run npk_op_run; /* the executor's view of one op (implementation) */

/* One op: its row of npk_ops.inc, then what its file provides. */
typedef struct npk_op_def {
    const char *name;
    uint16_t code;
    uint8_t min_in, max_in, n_out;
    uint8_t flags;                 /* NPK_OPF_* */
    const npk_attr_schema *schema; /* one entry per attribute slot */
    uint8_t n_attrs;
    /* Cross-checks of the attributes beyond the schema, then the result's
     * rank and dims from the operands. On entry *out holds the requested
     * result (only reshape reads it) with dtype preset to operand 0's;
     * a NPK_OPF_TYPED op checks its operands' dtypes and may change it. */
    npk_status (*infer)(const npk_op_desc *op, const npk_tensor_desc *const *in, npk_tensor_desc *out,
                        npk_error *err);
    /* Arena scratch bytes while the op runs; NULL = none. */
    uint64_t (*scratch)(const npk_op_desc *op, const npk_tensor_desc *const *in, const npk_tensor_desc *out);
    void (*exec)(const npk_op_run *r);
    /* Optional one-time transform of constant operands (npk_program_prepare):
     * returns the bytes it writes, 0 when the op has nothing to prepare (an
     * operand not constant, a build without the kernel that would use it);
     * with dst non-NULL (64-byte aligned) writes them there. in_data[k] is
     * operand k's data when it is constant, else NULL. exec finds the bytes
     * as r->prepared (NULL when the program was not prepared). NULL = never. */
    uint64_t (*prepare)(const npk_op_desc *op, const npk_tensor_desc *const *in, const void *const *in_data,
                        void *dst);
} npk_op_def;

/* The op with this code, or NULL if unknown or left out of this build (a
 * firmware build that defines NPK_OPS_SELECTED keeps only its NPK_USE_OP_*). */
const npk_op_def *npk_op_lookup(uint32_t code);

/* A descriptor for opcode `code` with every attribute at its default. */
void npk_op_init(npk_op_desc *op, uint32_t code);

/* Check op's arity and attributes (schema ranges, then the op's own rules)
 * and derive its result: rank, dims, dtype and nbytes of *out. in[k] are the
 * operands' descriptors. The one shape rule of each op: the validator and
 * mlir2c both call it. The message names the attribute or operand at fault. */
npk_status npk_op_infer(const npk_op_desc *op, const npk_tensor_desc *const *in, npk_tensor_desc *out,
                        npk_error *err);

/* Scratch bytes op needs given the tensor table (its operands' and result's
 * descriptors filled in). mlir2c plans this much; the validator requires it. */
uint64_t npk_op_scratch_bytes(const npk_op_desc *op, const npk_tensor_desc *tensors);

/* "name=value" for every attribute that differs from its default (and
 * always `fn`, a family's function), space separated, enum values by name; returns the length written (truncated to cap). */
size_t npk_op_format_attrs(const npk_op_desc *op, char *buf, size_t cap);

#ifdef __cplusplus
}
#endif
#endif /* NPK_REGISTRY_H */
