/* npk_run_tool.h - the pieces of the npk-run desktop runner:
 *   batching.c  input files -> per-run chunks in the arena, outputs -> samples
 *   input_check.c  does an input file fit its program input (shape, dtype)?
 *   outputs.c   --output: every output to .npy/.bin files or one .npz (npz.c)
 *   run.c       the run loop over all samples (the one place to wrap for
 *               benchmarking, profiling or threads)
 *   report.c    class lines, top-K, accuracy
 *   disasm.c    --print
 *   bench.c     --bench (timed whole runs) and --profile (time per op)
 *   resident.c  whether the inputs can stay in the arena between runs
 *   pool.c      --threads: a pthreads pool behind the parallel-for hook
 *   compare.c   --compare: per-layer SQNR of a quantized model against the float one
 *   main.c      arguments and the overall flow
 * Internal to the tool: names are npkr_. */
#ifndef NPK_RUN_TOOL_H
#define NPK_RUN_TOOL_H
#include <stdint.h>
#include <stdio.h>

#include "npk.h"
#include "npk_io.h"

/* Exit codes (also in --help and docs/npk-run.md). */
enum {
    NPKR_EXIT_OK = 0,
    NPKR_EXIT_MODEL = 1,   /* the model failed to load or validate */
    NPKR_EXIT_USAGE = 2,   /* bad command line, or an input file that does not fit the program */
    NPKR_EXIT_IO = 3,      /* an input, label or output file is unreadable or malformed */
    NPKR_EXIT_RUNTIME = 4  /* running the program failed (or memory ran out) */
};

/* A tensor seen along the batch axis as [outer, batch, inner] (row-major):
 * one sample is outer * inner elements, element (o, n) at o * inner + n. */
typedef struct npkr_split {
    uint64_t outer, batch, inner;
} npkr_split;

/* One INPUT file bound to one program input. */
typedef struct npkr_input {
    const char *path;
    npk_array file;     /* what the file holds, in the input's element type */
    size_t esize;       /* bytes per element of the program input (its dtype) */
    npkr_split split;   /* the program input's shape along the batch axis */
    uint64_t samples;   /* samples in the file */
    int sample_major;   /* 1: sample s is file elements [s*P, (s+1)*P);
                           0: the file is the input shape with batch = samples */
    int whole_run;      /* the file is exactly the input tensor (e.g. weights passed
                           as an input): copied as is and reused for every run */
} npkr_input;

/* Splits tensor t along axis; returns 0, or -1 if its rank has no such axis. */
int npkr_split_tensor(const npk_tensor_desc *t, int axis, npkr_split *s);
/* Formats dims as "[1, 28, 28]" into buf. */
const char *npkr_dims_str(const uint64_t *dims, int rank, char *buf, size_t len);
const char *npkr_tensor_dims_str(const npk_tensor_desc *t, char *buf, size_t len);

/* Reads path for program input i and works out how many samples it holds.
 * Returns an NPKR_EXIT_ code and writes the reason into err. */
int npkr_input_open(npkr_input *in, const npk_program *p, uint32_t i, int axis, const char *path,
                    char *err, size_t errlen);
void npkr_input_close(npkr_input *in);
/* input_check.c: checks the file read into in against program input i
 * (rank, every dim but the batch axis, element type), converting integers
 * that fit and f64 to f32; sets in->samples and in->sample_major. Returns
 * NPKR_EXIT_OK, NPKR_EXIT_USAGE for a file that does not fit (err names both
 * shapes and types and the fix), NPKR_EXIT_IO for a file without samples. */
int npkr_input_fit(npkr_input *in, const npk_program *p, uint32_t i, int axis, char *err, size_t errlen);
/* Copies samples [first, first + batch) into dst (the arena input), zero
 * filling samples past the end of the file. */
void npkr_gather(const npkr_input *in, uint64_t first, void *dst);
/* Copies the batch results in src (shape s, esize bytes per element) for
 * samples [first, first + s.batch), clipped to total, into the sample-major
 * array samples. */
void npkr_scatter(const void *src, const npkr_split *s, size_t esize, uint64_t first, uint64_t total, void *samples);
/* Sample-major samples -> the batch layout: the tensor shape with the batch
 * axis grown to total samples (dst holds total * outer * inner elements). */
void npkr_to_batch_layout(const void *samples, const npkr_split *s, size_t esize, uint64_t total, void *dst);
/* n elements of dtype (little-endian bytes) as floats, for the class report:
 * f16/bf16 exactly, integers rounded to nearest. */
void npkr_to_floats(unsigned dtype, const void *src, uint64_t n, float *dst);
/* n elements converted between npk dtypes by the cast op's rules. */
void npkr_convert(unsigned from, const void *src, unsigned to, void *dst, uint64_t n);

/* A program output other than output 0 kept for --output (outputs.c). */
typedef struct npkr_output {
    npkr_split split;   /* along the batch axis; [1, 1, elems] without one */
    size_t esize;       /* bytes per element */
    int has_axis;       /* 1: batch axis; 0: none, one sample per run; -1: the one run's output as is */
    void *samples;      /* samples x (split.outer * split.inner) elements, sample-major */
} npkr_output;

/* Everything the run loop needs; main.c fills it in. */
typedef struct npkr_job {
    const npk_program *prog;
    void *arena;
    size_t arena_bytes;
    npkr_input *inputs;   /* prog->n_inputs of them */
    uint64_t samples;     /* samples to run */
    uint64_t batch;       /* samples per npk_run() call */
    npkr_split out0;      /* output 0 along the batch axis */
    size_t out_esize;     /* bytes per element of output 0 */
    void *scores;         /* samples x (out0.outer * out0.inner) elements of
                             output 0's dtype, sample-major */
    npkr_output *more;    /* outputs 1..n_more kept for --output (NULL: output 0 only) */
    uint32_t n_more;
    int out_has_axis;     /* output 0's layout in files, as npkr_output.has_axis */
    int one_run;          /* every input file is exactly its input tensor (or no inputs):
                             outputs without the batch axis are written as they are */
    const char *const *out_paths; /* the --output files */
    npk_run_options opts;
    int copy_once;        /* inputs are gathered on the first run only (npkr_inputs_copy_once) */
    int inputs_loaded;    /* with copy_once: the arena already holds them */
} npkr_job;

/* outputs.c: --output. After output 0 is planned (has_axis0 as
 * npkr_output.has_axis), keeps the outputs the n_files --output files (or
 * one .npz: every output) need: job->more. Returns an NPKR_EXIT_ code. */
int npkr_outputs_plan(npkr_job *job, int axis, int has_axis0, int n_files, const char *model, char *err,
                      size_t errlen);
void npkr_outputs_free(npkr_job *job);
/* Writes the kept outputs of all samples to job->out_paths: all or none. */
int npkr_write_outputs(const npkr_job *job, int axis, char *err, size_t errlen);
/* npz.c: an uncompressed .npz of n arrays (member names end in .npy);
 * atomic. Returns 0, or -1 with err filled. */
int npkr_write_npz(const char *path, const char *const *names, const npk_array *arrays, uint32_t n, char *err,
                   size_t errlen);
uint32_t npkr_crc32(uint32_t crc, const void *data, size_t n);

/* 1 if no op result or op scratch range overlaps program input i's arena
 * bytes, so a run never changes them. */
int npkr_input_never_written(const npk_program *p, uint32_t i);
/* 1 if every run of the job reads the same input bytes (one batch covers all
 * samples) and no input is ever written: they can be copied in once. */
int npkr_inputs_copy_once(const npkr_job *job);

/* Runs the program over every sample, batch by batch. Returns NPK_OK, or the
 * failing status with err filled and *failed_sample set to the first sample
 * of the failing batch. Allocates nothing. */
npk_status npkr_run_all(npkr_job *job, npk_error *err, uint64_t *failed_sample);

/* How class scores turn into probabilities. */
typedef enum npkr_prob_kind {
    NPKR_PROB_SOFTMAX,      /* already probabilities: used as they are */
    NPKR_PROB_LOG_SOFTMAX,  /* log-probabilities: exp(value) */
    NPKR_PROB_LOGITS        /* anything else: softmax of the row */
} npkr_prob_kind;

npkr_prob_kind npkr_detect_probs(const float *scores, uint64_t samples, uint64_t classes);
const char *npkr_prob_kind_name(npkr_prob_kind k);
/* Index of the largest score (NaN never wins), or -1 if every score is NaN. */
int64_t npkr_argmax(const float *row, uint64_t classes);

typedef struct npkr_report_options {
    int top;         /* classes per sample line, >= 1 */
    int quiet;       /* no per-sample lines */
    const uint8_t *labels; /* NULL, or one label per sample */
} npkr_report_options;

/* Prints per-sample class lines and, with labels, the accuracy line.
 * Returns 0, or -1 if memory ran out. */
int npkr_report(FILE *f, const float *scores, uint64_t samples, uint64_t classes, const npkr_report_options *o);

/* --bench: a warm-up npkr_run_all(), then runs timed ones; prints
 * "bench inputs: copied once|every run (REASON)" and
 * "bench: N runs, median X ns/run, min Y ns/run". Returns 0, -1 if memory
 * ran out, -2 if a run failed (err and *failed_sample filled). */
int npkr_bench(FILE *f, npkr_job *job, int runs, npk_error *err, uint64_t *failed_sample);
/* --profile: runs the first batch op by op (runs times after a warm-up) and
 * prints a table: op index, mnemonic, median ns, share, GFLOP/s, output
 * shape. Returns 0, -1 if memory ran out, -2 if a run failed. */
int npkr_profile(FILE *f, npkr_job *job, int runs);
/* Floating-point operations of one op, counted from its shapes (0 for pure
 * data movement); see docs/npk-run.md. */
uint64_t npkr_op_flops(const npk_program *p, const npk_op_desc *op);

/* --threads: a pool of threads - 1 workers (the caller is the last thread).
 * NULL when threads < 2 or threads cannot be started. */
typedef struct npkr_pool npkr_pool;
npkr_pool *npkr_pool_create(int threads);
/* An npk_parallel_for_fn; user is the pool. */
void npkr_pool_parallel_for(void *user, size_t n, void (*task)(void *ctx, size_t i), void *ctx);
void npkr_pool_destroy(npkr_pool *p);

/* --print: header, tensors, io and ops of a loaded program. file is the
 * .tcp buffer (for the version fields). */
void npkr_disasm(FILE *f, const npk_program *p, const void *file);
/* summary.c: --print's parameters, MACs, inputs and outputs lines. */
void npkr_summary(FILE *f, const npk_program *p);
/* Multiply-accumulates of one op from its shapes (conv, matmul and their
 * integer forms; others 0): see docs/npk-run.md. */
uint64_t npkr_op_macs(const npk_program *p, const npk_op_desc *op);
/* 1 if some op has a source name (the .tcp's debug names). */
int npkr_has_debug_names(const npk_program *p);

/* --compare FLOAT.tcp QUANT.tcp INPUT: prints per-layer SQNR and max abs
 * error; returns an NPKR_EXIT_ code (1 for models that cannot be compared). */
int npkr_compare(const char *float_path, const char *quant_path, const char *input, int axis);

#endif
