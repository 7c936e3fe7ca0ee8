/* main.c - npk-run: command line and the overall flow
 * (load model -> open inputs -> run all samples -> report -> write output). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "npk_run_tool.h"

static const char usage_text[] =
    "usage: npk-run MODEL.tcp INPUT... [options]\n"
    "Runs a compiled .tcp model on input files: one INPUT per program input, in order.\n"
    "\n"
    "Input files:\n"
    "  .bin            raw little-endian elements of the input's type, a whole number of samples\n"
    "  .npy            the input's type and rank, C order: its shape with the batch axis\n"
    "                  holding the samples, or [samples, its other dims]; integers are\n"
    "                  converted when every value fits, float64 to float32\n"
    "  .idx, *-ubyte   IDX: uint8 (scaled to [0,1]) or float32, samples along the first axis\n"
    "                  (their dims: the input's but the batch axis, apart from leading and\n"
    "                  trailing 1s; any, flattened, for a one-axis sample such as [784])\n"
    "A file that does not fit is refused naming both shapes and types (exit 2).\n"
    "A model input has a fixed shape whose batch axis holds b samples. A file holding k\n"
    "samples runs the program ceil(k/b) times; the last batch is padded with zeros and\n"
    "its extra outputs dropped. All inputs must hold the same number of samples, except\n"
    "inputs whose file is exactly the input tensor (e.g. weights): reused every run.\n"
    "A rank-0 (scalar) input has no batch axis: its file holds its one value.\n"
    "\n"
    "Options:\n"
    "  --batch-axis N  axis holding the samples in inputs and output 0 (default 0;\n"
    "                  1 for [features, batch] models such as the playground FC)\n"
    "  --top K         print the K best classes per sample (default 1)\n"
    "  --labels FILE   IDX uint8 labels, one per sample: print 'accuracy: A (right/total)'\n"
    "  --quiet         no per-sample lines (the accuracy line stays)\n"
    "  --output FILE   write output 0 of all samples, concatenated along the batch axis,\n"
    "                  as .npy or .bin (chosen by the extension); repeat it for outputs\n"
    "                  1, 2, ...; one FILE.npz holds every output (written atomically)\n"
    "  --print         list the program (header, tensors, ops with attributes); without\n"
    "                  INPUTs, exit after that\n"
    "  --no-prepare    (or --no-winograd) skip npk_program_prepare, as on firmware: no\n"
    "                  'prepared:' memory; Winograd convs run direct\n"
    "  --threads N     run kernels on N threads (a pthreads pool behind the parallel-for\n"
    "                  hook; default 1 = no pool, everything on the calling thread)\n"
    "  --bench N       after the normal run, time N more runs over all samples (after one\n"
    "                  warm-up) and print 'bench: N runs, median X ns/run, min Y ns/run'\n"
    "                  (wall time), then the same of the process CPU time ('bench cpu:');\n"
    "                  inputs are copied into the arena once when one batch holds every\n"
    "                  sample and no op writes them, else every run (a 'bench inputs:' line)\n"
    "  --profile       run the first batch op by op (--bench N times, default 10, after a\n"
    "                  warm-up) and print a table: op, mnemonic, median time, share, GFLOP/s\n"
    "  --compare       npk-run --compare FLOAT.tcp QUANT.tcp INPUT: run both models on the\n"
    "                  same samples and print each quantized layer's SQNR and max abs error\n"
    "                  against its float counterpart, then output 0's (docs/npk-run.md)\n"
    "  --help          this text\n"
    "  --version       npk version and the kernel ISA path\n"
    "\n"
    "Class scores are output 0, [batch, classes] ([classes, batch] with --batch-axis 1).\n"
    "Line format: 'sample 0: class 7 (p=0.9981)'. p is the score itself if every row is\n"
    "already a softmax (values in [0,1] summing to ~1), exp(score) if every row is a\n"
    "log-softmax (values <= 0 whose exps sum to ~1), and softmax(scores) otherwise.\n"
    "\n"
    "Environment: NPK_ISA=scalar|avx2|avx512 forces a kernel path (default: the best\n"
    "this CPU runs; --version names it). NPK_MAX_ISA=scalar|avx2|avx512 caps both\n"
    "(a forced path above the cap is a usage error), to test what older CPUs get.\n"
    "\n"
    "Exit codes: 0 ok, 1 bad model (failed to load or validate), 2 usage error (also an\n"
    "input file whose shape or type does not fit the model),\n"
    "3 input/label/output file error (unreadable, malformed, no samples or counts that\n"
    "disagree), 4 runtime error.\n";

typedef struct npkr_args {
    const char *model;
    const char **inputs;
    int n_inputs;
    int batch_axis;
    int top;
    int quiet;
    int print;
    const char *labels;
    const char **outputs; /* --output files, in output order (after inputs' argc slots) */
    int n_outputs;
    int threads;
    int bench;
    int profile;
    int compare;
    int no_winograd;
} npkr_args;

static int fail(int code, const char *fmt, ...)
{
    va_list ap;
    fputs("npk-run: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (code == NPKR_EXIT_USAGE) fputs("(npk-run --help shows the usage)\n", stderr);
    return code;
}

static int parse_int(const char *s, long lo, long hi, int *out)
{
    char *end;
    long v;
    errno = 0;
    v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi) return -1;
    *out = (int)v;
    return 0;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Returns -1 to continue, or an exit code (0 for --help / --version). */
static int parse_args(int argc, char **argv, npkr_args *a)
{
    int i, only_files = 0;
    memset(a, 0, sizeof *a);
    a->top = 1;
    a->threads = 1;
    a->inputs = (const char **)calloc((size_t)argc * 2, sizeof *a->inputs);
    if (!a->inputs) return fail(NPKR_EXIT_RUNTIME, "out of memory");
    a->outputs = a->inputs + argc; /* freed with inputs */
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = NULL;
        char opt[32];
        const char *eq;
        if (only_files || arg[0] != '-' || arg[1] == '\0') {
            if (!a->model) a->model = arg;
            else a->inputs[a->n_inputs++] = arg;
            continue;
        }
        if (strcmp(arg, "--") == 0) {
            only_files = 1;
            continue;
        }
        /* --opt=value or --opt value */
        eq = strchr(arg, '=');
        if (eq && (size_t)(eq - arg) < sizeof opt) {
            memcpy(opt, arg, (size_t)(eq - arg));
            opt[eq - arg] = '\0';
            val = eq + 1;
        } else {
            snprintf(opt, sizeof opt, "%s", arg);
        }
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            fputs(usage_text, stdout);
            return NPKR_EXIT_OK;
        } else if (strcmp(opt, "--version") == 0) {
            printf("npk-run (npk %s), kernels: %s\n", NPK_VERSION_STRING, npk_isa_name());
            return NPKR_EXIT_OK;
        } else if (strcmp(opt, "--quiet") == 0 || strcmp(opt, "-q") == 0) {
            a->quiet = 1;
        } else if (strcmp(opt, "--print") == 0) {
            a->print = 1;
        } else if (strcmp(opt, "--profile") == 0) {
            a->profile = 1;
        } else if (strcmp(opt, "--compare") == 0) {
            a->compare = 1;
        } else if (strcmp(opt, "--no-prepare") == 0 || strcmp(opt, "--no-winograd") == 0) {
            a->no_winograd = 1;
        } else if (strcmp(opt, "--batch-axis") == 0 || strcmp(opt, "--top") == 0 ||
                   strcmp(opt, "--labels") == 0 || strcmp(opt, "--output") == 0 ||
                   strcmp(opt, "--threads") == 0 || strcmp(opt, "--bench") == 0) {
            if (!val) {
                if (i + 1 >= argc) return fail(NPKR_EXIT_USAGE, "%s needs a value", opt);
                val = argv[++i];
            }
            if (strcmp(opt, "--batch-axis") == 0) {
                if (parse_int(val, 0, NPK_MAX_RANK - 1, &a->batch_axis) != 0)
                    return fail(NPKR_EXIT_USAGE, "--batch-axis: '%s' is not an axis 0..%d", val, NPK_MAX_RANK - 1);
            } else if (strcmp(opt, "--top") == 0) {
                if (parse_int(val, 1, 1000000, &a->top) != 0)
                    return fail(NPKR_EXIT_USAGE, "--top: '%s' is not a count >= 1", val);
            } else if (strcmp(opt, "--threads") == 0) {
                if (parse_int(val, 1, 1024, &a->threads) != 0)
                    return fail(NPKR_EXIT_USAGE, "--threads: '%s' is not a count 1..1024", val);
            } else if (strcmp(opt, "--bench") == 0) {
                if (parse_int(val, 1, 100000000, &a->bench) != 0)
                    return fail(NPKR_EXIT_USAGE, "--bench: '%s' is not a count >= 1", val);
            } else if (strcmp(opt, "--labels") == 0) {
                a->labels = val;
            } else {
                if (!ends_with(val, ".npy") && !ends_with(val, ".bin") && !ends_with(val, ".npz"))
                    return fail(NPKR_EXIT_USAGE, "--output: '%s' must end in .npy, .bin or .npz", val);
                if (a->n_outputs && (ends_with(val, ".npz") || ends_with(a->outputs[0], ".npz")))
                    return fail(NPKR_EXIT_USAGE, "--output: an .npz holds every output: give it alone");
                a->outputs[a->n_outputs++] = val;
            }
        } else {
            return fail(NPKR_EXIT_USAGE, "unknown option '%s'", arg);
        }
    }
    if (!a->model) return fail(NPKR_EXIT_USAGE, "no model given");
    return -1;
}

/* Opens inputs, plans batches and output 0, runs, reports, writes. */
static int run_model(const npkr_args *a, const npk_program *p)
{
    npkr_job job;
    npkr_input *ins;
    npkr_pool *pool = NULL;
    uint8_t *labels = NULL;
    uint64_t n_labels = 0, per_out, n_scores, failed = 0;
    float *scores = NULL; /* output 0 as floats when it is another dtype */
    const npk_tensor_desc *ot = &p->tensors[p->outputs[0]];
    int rc = NPKR_EXIT_OK, has_axis = 1;
    uint32_t i, opened = 0;
    int lead;
    char err[512], d1[160];
    npk_error nerr;

    memset(&job, 0, sizeof job);
    memset(&nerr, 0, sizeof nerr);
    ins = (npkr_input *)calloc(p->n_inputs ? p->n_inputs : 1, sizeof *ins);
    if (!ins) return fail(NPKR_EXIT_RUNTIME, "out of memory");
    job.prog = p;
    job.inputs = ins;
    job.samples = 1;
    job.batch = 1;
    for (i = 0; i < p->n_inputs; i++) {
        rc = npkr_input_open(&ins[i], p, i, a->batch_axis, a->inputs[i], err, sizeof err);
        if (rc != NPKR_EXIT_OK) {
            /* a file that does not fit is exit 2, yet its one line says the fix: no --help line */
            fail(rc == NPKR_EXIT_USAGE ? NPKR_EXIT_IO : rc, "%s", err);
            goto done;
        }
        opened++;
    }
    /* The sample count and batch size come from the inputs that hold more than
     * one run's worth; inputs that are exactly one run are reused every run. */
    for (i = 0; i < p->n_inputs && ins[i].whole_run; i++) {}
    lead = i < p->n_inputs ? (int)i : 0; /* all one run each: input 0 decides */
    if (p->n_inputs) {
        job.samples = ins[lead].samples;
        job.batch = ins[lead].split.batch;
    }
    for (i = 0; i < p->n_inputs; i++) {
        if (ins[i].whole_run && (int)i != lead) continue;
        if (ins[i].split.batch != job.batch) {
            rc = fail(NPKR_EXIT_USAGE, "inputs %d and %u have different batch sizes along axis %d (%llu and %llu)",
                      lead, (unsigned)i, a->batch_axis, (unsigned long long)job.batch,
                      (unsigned long long)ins[i].split.batch);
            goto done;
        }
        if (ins[i].samples != job.samples) {
            rc = fail(NPKR_EXIT_IO, "%s holds %llu samples but %s holds %llu", a->inputs[i],
                      (unsigned long long)ins[i].samples, a->inputs[lead], (unsigned long long)job.samples);
            goto done;
        }
    }
    /* Output 0 along the batch axis; without one it is per run (batch 1 only),
     * or, when every input file is exactly its input tensor (or there are no
     * inputs), the one run's output as it is (e.g. a reduction over the batch
     * axis, a broadcast that grows axis 0). */
    job.one_run = 1;
    for (i = 0; i < p->n_inputs; i++) job.one_run &= ins[i].whole_run;
    if (npkr_split_tensor(ot, a->batch_axis, &job.out0) != 0 || job.out0.batch != job.batch) {
        int one_run = job.one_run;
        if (job.batch != 1 && !one_run) {
            rc = fail(NPKR_EXIT_MODEL, "%s: output 0 '%s' %s has no batch axis %d of size %llu", a->model,
                      npk_tensor_name(p, p->outputs[0]), npkr_tensor_dims_str(ot, d1, sizeof d1), a->batch_axis,
                      (unsigned long long)job.batch);
            goto done;
        }
        has_axis = job.batch != 1 || one_run ? -1 : 0;
        if (job.batch != 1) job.samples = job.batch = 1;
        job.out0.outer = 1;
        job.out0.batch = 1;
        job.out0.inner = npk_tensor_elems(p, p->outputs[0]);
    }
    per_out = job.out0.outer * job.out0.inner;
    job.out_paths = a->outputs;
    rc = npkr_outputs_plan(&job, a->batch_axis, has_axis, a->n_outputs, a->model, err, sizeof err); /* outputs.c */
    if (rc != NPKR_EXIT_OK) {
        fail(rc, "%s", err);
        goto done;
    }
    if (a->labels) {
        if (npk_io_read_idx_labels(a->labels, &labels, &n_labels, err, sizeof err) != 0) {
            rc = fail(NPKR_EXIT_IO, "%s", err);
            goto done;
        }
        if (n_labels != job.samples) {
            rc = fail(NPKR_EXIT_IO, "%s: %llu labels for %llu samples", a->labels, (unsigned long long)n_labels,
                      (unsigned long long)job.samples);
            goto done;
        }
    }
    job.out_esize = npk_dtype_size(ot->dtype);
    if (!npk_mul_size(job.samples, per_out, &n_scores) || n_scores > SIZE_MAX / 8u ||
        p->arena_bytes > SIZE_MAX) {
        rc = fail(NPKR_EXIT_RUNTIME, "outputs of %llu samples do not fit in memory",
                  (unsigned long long)job.samples);
        goto done;
    }
    job.scores = malloc((size_t)(n_scores ? n_scores : 1) * job.out_esize);
    job.arena_bytes = (size_t)p->arena_bytes;
    if (posix_memalign(&job.arena, 64, job.arena_bytes ? job.arena_bytes : 64) != 0) job.arena = NULL;
    if (!job.scores || !job.arena) {
        rc = fail(NPKR_EXIT_RUNTIME, "out of memory (arena %llu bytes)", (unsigned long long)p->arena_bytes);
        goto done;
    }
    memset(job.arena, 0, job.arena_bytes);
    if (a->threads > 1) {
        pool = npkr_pool_create(a->threads);
        if (!pool) {
            rc = fail(NPKR_EXIT_RUNTIME, "cannot start %d threads", a->threads);
            goto done;
        }
        job.opts.parallel_for = npkr_pool_parallel_for;
        job.opts.parallel_user = pool;
    }

    if (npkr_run_all(&job, &nerr, &failed) != NPK_OK) {
        rc = fail(NPKR_EXIT_RUNTIME, "%s: run failed at sample %llu: %s: %s", a->model, (unsigned long long)failed,
                  npk_status_str(nerr.status), nerr.message);
        goto done;
    }
    {
        npkr_report_options ro;
        ro.top = a->top;
        ro.quiet = a->quiet;
        ro.labels = labels;
        /* the class report reads floats: another dtype is converted for it */
        if (ot->dtype != NPK_DTYPE_F32 && !(scores = (float *)malloc((size_t)(n_scores ? n_scores : 1) * sizeof(float)))) {
            rc = fail(NPKR_EXIT_RUNTIME, "out of memory");
            goto done;
        }
        if (scores) npkr_to_floats(ot->dtype, job.scores, n_scores, scores);
        if (npkr_report(stdout, scores ? scores : (const float *)job.scores, job.samples, per_out, &ro) != 0) {
            rc = fail(NPKR_EXIT_RUNTIME, "out of memory");
            goto done;
        }
    }
    if (fflush(stdout) != 0) {
        rc = fail(NPKR_EXIT_IO, "cannot write to stdout");
        goto done;
    }
    if (a->n_outputs && (rc = npkr_write_outputs(&job, a->batch_axis, err, sizeof err)) != NPKR_EXIT_OK)
        fail(rc, "%s", err);
    if (rc == NPKR_EXIT_OK && a->bench) {
        int br = npkr_bench(stdout, &job, a->bench, &nerr, &failed);
        if (br == -1) rc = fail(NPKR_EXIT_RUNTIME, "out of memory");
        if (br == -2)
            rc = fail(NPKR_EXIT_RUNTIME, "%s: bench run failed at sample %llu: %s: %s", a->model,
                      (unsigned long long)failed, npk_status_str(nerr.status), nerr.message);
    }
    if (rc == NPKR_EXIT_OK && a->profile) {
        int pr = npkr_profile(stdout, &job, a->bench ? a->bench : 10);
        if (pr == -1) rc = fail(NPKR_EXIT_RUNTIME, "out of memory");
        if (pr == -2) rc = fail(NPKR_EXIT_RUNTIME, "%s: profile run failed", a->model);
    }
    if (rc == NPKR_EXIT_OK && (a->bench || a->profile) && fflush(stdout) != 0)
        rc = fail(NPKR_EXIT_IO, "cannot write to stdout");
done:
    npkr_pool_destroy(pool);
    npkr_outputs_free(&job);
    for (i = 0; i < opened; i++) npkr_input_close(&ins[i]);
    free(ins);
    free(labels);
    free(job.scores);
    free(scores);
    free(job.arena);
    return rc;
}

/* npk_program_prepare into *mem (freed by the caller), unless told not to. */
static int prepare(const npkr_args *a, npk_program *prog, void **mem)
{
    uint64_t bytes = a->no_winograd ? 0 : npk_program_prepared_bytes(prog);
    npk_error e;
    *mem = NULL;
    if (!bytes) return NPKR_EXIT_OK;
    if (bytes > SIZE_MAX || posix_memalign(mem, 64, (size_t)bytes) != 0) {
        *mem = NULL;
        return fail(NPKR_EXIT_RUNTIME, "%s: cannot allocate %llu bytes for its prepared filters (--no-prepare "
                    "runs without them)", a->model, (unsigned long long)bytes);
    }
    if (npk_program_prepare(prog, *mem, (size_t)bytes, &e) != NPK_OK)
        return fail(NPKR_EXIT_RUNTIME, "%s: prepare: %s", a->model, e.message);
    return NPKR_EXIT_OK;
}

int main(int argc, char **argv)
{
    npkr_args a;
    void *buf = NULL, *prepared = NULL;
    size_t size = 0;
    npk_program prog;
    npk_error nerr;
    char err[512];
    int rc;
    memset(&nerr, 0, sizeof nerr);
    if (npk_isa_select(getenv("NPK_ISA"), &nerr) != NPK_OK)
        return fail(NPKR_EXIT_USAGE, "NPK_ISA: %s", nerr.message);
    rc = parse_args(argc, argv, &a);
    if (rc >= 0) {
        free((void *)a.inputs);
        return rc;
    }
    if (a.compare) {
        rc = a.n_inputs == 2 ? npkr_compare(a.model, a.inputs[0], a.inputs[1], a.batch_axis)
                             : fail(NPKR_EXIT_USAGE, "--compare takes FLOAT.tcp QUANT.tcp INPUT (%d file(s) given)",
                                    a.n_inputs + 1);
        free((void *)a.inputs);
        return rc;
    }
    if (npk_io_read_file_aligned(a.model, &buf, &size, err, sizeof err) != 0) {
        free((void *)a.inputs);
        return fail(NPKR_EXIT_IO, "%s", err);
    }
    memset(&prog, 0, sizeof prog);
    memset(&nerr, 0, sizeof nerr);
    if (npk_program_load(&prog, buf, size, &nerr) != NPK_OK) {
        rc = fail(NPKR_EXIT_MODEL, "%s: %s: %s", a.model, npk_status_str(nerr.status), nerr.message);
    } else if (!(a.print && a.n_inputs == 0) && (rc = prepare(&a, &prog, &prepared)) != NPKR_EXIT_OK) {
        /* reported (--print alone only reports what prepare would take) */
    } else {
        if (a.print) npkr_disasm(stdout, &prog, buf);
        if (a.print && a.n_inputs == 0)
            rc = NPKR_EXIT_OK;
        else if ((uint32_t)a.n_inputs != prog.n_inputs)
            rc = fail(NPKR_EXIT_USAGE, "%s has %u input(s), %d given", a.model, (unsigned)prog.n_inputs,
                      a.n_inputs);
        else
            rc = run_model(&a, &prog);
    }
    free(prepared);
    npk_io_free_aligned(buf);
    free((void *)a.inputs);
    return rc;
}
