/* npk_program.h - load, validate and run TCP programs. */
#ifndef NPK_PROGRAM_H
#define NPK_PROGRAM_H
#include "npk_format.h"
#ifdef __cplusplus
extern "C" {
#endif

/* View a .tcp bundle held in memory (8-byte aligned, kept alive by the caller
 * while the program is used) and validate it. Nothing is copied. */
npk_status npk_program_load(npk_program *p, const void *data, size_t size, npk_error *err);

/* Check everything listed in docs/tcp-format.md; marks the program runnable. */
npk_status npk_program_validate(npk_program *p, npk_error *err);

/* Validation keeps a few bytes of bookkeeping per tensor: this many for a
 * program of n_tensors tensors and n_ops ops (6 a tensor while both counts fit
 * 16 bits, else 12). npk_program_validate() and npk_program_load() keep it on
 * the stack for up to NPK_VALIDATE_STACK_TENSORS tensors (128 unless the
 * build says otherwise: 768 bytes); beyond that they take it from
 * NPK_VALIDATE_ALLOC(bytes) / NPK_VALIDATE_FREE(ptr) when the file that
 * defines NPK_IMPLEMENTATION defines them (npk-run and mlir2c do, as malloc and
 * free), else they refuse the program and say how much workspace to pass to
 * the _ws forms, which use the caller's buffer (4-byte aligned; on firmware
 * the program's arena serves, before the first run) and nothing else. */
static inline uint64_t npk_validate_workspace_bytes(uint32_t n_tensors, uint32_t n_ops)
{
    return (uint64_t)n_tensors * (n_tensors <= 0xFFFFu && n_ops <= 0xFFFDu ? 6u : 12u);
}
npk_status npk_program_validate_ws(npk_program *p, void *ws, size_t ws_bytes, npk_error *err);
npk_status npk_program_load_ws(npk_program *p, const void *data, size_t size, void *ws, size_t ws_bytes,
                               npk_error *err);

/* Prepare once, after validation, for speed on a desktop: some ops transform
 * a constant operand into a form their fast kernel wants (today: a 3x3 conv
 * that mlir2c marked filter = oihw_winograd gets its Winograd F(4x4,3x3)
 * filter, 4x its OIHW bytes). npk_program_prepared_bytes() says how much
 * memory that takes (0: nothing to prepare; always 0 in a firmware build
 * without NPK_USE_CONV_WINOGRAD); npk_program_prepare() writes it into mem
 * (64-byte aligned, at least that many bytes, kept alive and unchanged while
 * the program is used) and npk_run uses it from then on. Unprepared, the same
 * ops run their plain kernels on the weights as stored: no extra memory,
 * results within the conv's usual rounding of the prepared ones. */
uint64_t npk_program_prepared_bytes(const npk_program *p);
npk_status npk_program_prepare(npk_program *p, void *mem, size_t bytes, npk_error *err);

/* Optional parallel-for hook: call task(ctx, i) for every i < n, in any order,
 * possibly concurrently, and return when all are done. NULL = run serially. */
typedef void (*npk_parallel_for_fn)(void *user, size_t n,
                                    void (*task)(void *ctx, size_t i), void *ctx);

/* Zero-initialise for defaults: npk_run_options opts = {0}; */
/* With a hook, npk_run splits each big op (matmul/conv over output rows,
 * columns, channels or images; pooling, softmax and element-wise ops over
 * outer dimensions) into independent tasks that write disjoint outputs;
 * results are bit-identical to a serial run. Small ops stay serial. */
typedef struct npk_run_options {
    npk_parallel_for_fn parallel_for;
    void *parallel_user;
    size_t threads; /* tasks the hook runs at once; an op makes at most this
                       many tasks (0 with a hook set: 4) */
    /* Caller buffers for program inputs / outputs: NULL, or n_inputs
     * (n_outputs) pointers, a NULL entry meaning "in the arena as usual". A
     * bound input is read from the caller's buffer (never written), a bound
     * output written there, instead of the arena bytes the plan gave them;
     * nothing is copied. Each buffer holds the tensor (npk_tensor_bytes
     * bytes of its dtype, npk_tensor_dtype: for a tensor other than f32 the
     * pointer is only carried as a float pointer; cast it), is 64-byte
     * aligned, and must be one the plan allows (npk_program_io_bindable);
     * npk_run refuses anything else. */
    const float *const *inputs;
    float *const *outputs;
} npk_run_options;

/* May program input i (output = 0) or output i (output = 1) live in a caller's
 * buffer (npk_run_options.inputs / outputs)? The tensors lying wholly inside
 * its arena bytes (it, its views, what it was computed in place over) move
 * there with it. Yes unless one of them is a tensor of the other side
 * (output over an input's bytes, or the reverse) or, for an input, an op
 * writes one of them (other than a view of it). */
int npk_program_io_bindable(const npk_program *p, int output, uint32_t i);

/* Run every op in order. arena is 64-byte aligned and holds at least
 * p->arena_bytes bytes; inputs must already be in it (npk_input_data()).
 * No heap allocation happens. opts may be NULL. */
npk_status npk_run(const npk_program *p, void *arena, size_t arena_bytes,
                   const npk_run_options *opts, npk_error *err);

/* Where tensor t lives for this arena: arena tensors point into the arena,
 * constants into the weights. The float pointers suit f32 tensors; the
 * void pointer forms below suit every dtype. */
const float *npk_tensor_data(const npk_program *p, const void *arena, uint32_t t);
/* Writable pointer to program input i / output i inside the arena. */
float *npk_input_data(const npk_program *p, void *arena, uint32_t i);
float *npk_output_data(const npk_program *p, void *arena, uint32_t i);
/* Element count of tensor t (fits: validated). */
size_t npk_tensor_elems(const npk_program *p, uint32_t t);

/* Element type of tensor t (npk_dtype; 0 if t is out of range), and its
 * size in bytes (elements x npk_dtype_size). */
static inline unsigned npk_tensor_dtype(const npk_program *p, uint32_t t)
{
    return p && t < p->n_tensors ? p->tensors[t].dtype : 0u;
}
static inline size_t npk_tensor_bytes(const npk_program *p, uint32_t t)
{
    return p && t < p->n_tensors ? (size_t)p->tensors[t].nbytes : 0u;
}
/* The accessors above for a tensor of any dtype: its bytes, as the .tcp
 * stores them (little-endian; f16/bf16 as their bit patterns, i1 one byte
 * 0 or 1, the 8/4-bit floats and i4/i2 one byte each: docs/tcp-format.md). */
static inline const void *npk_tensor_ptr(const npk_program *p, const void *arena, uint32_t t)
{
    return (const void *)npk_tensor_data(p, arena, t);
}
static inline void *npk_input_ptr(const npk_program *p, void *arena, uint32_t i)
{
    return (void *)npk_input_data(p, arena, i);
}
static inline void *npk_output_ptr(const npk_program *p, void *arena, uint32_t i)
{
    return (void *)npk_output_data(p, arena, i);
}

#ifdef __cplusplus
}
#endif
#endif

