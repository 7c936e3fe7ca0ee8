/* bench_models.c - whole-model benchmarks: npk_run() of each shipped MNIST
 * model on a batch already in the arena (as the PyTorch baseline calls the
 * model on a tensor it already has). Batch 1 uses the .tcp files models/
 * builds; batch 100 the ones bench/CMakeLists.txt translates. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "npk.h"
#include "npk_io.h"

typedef struct model_case {
    char name[64];
    char path[1024];
    int batch;
} model_case;

static const char *const model_names[] = {"fc", "fc_softmax", "mlp", "lenet", "cnn"};
static model_case cases[10];

static void bm_model(npkb_state *st, const void *arg)
{
    const model_case *c = (const model_case *)arg;
    static char why[1600];
    void *buf = NULL, *arena = NULL;
    size_t size = 0;
    npk_program prog;
    npk_error err;
    uint32_t i;
    char msg[512];
    memset(&prog, 0, sizeof prog);
    if (npk_io_read_file_aligned(c->path, &buf, &size, msg, sizeof msg) != 0) {
        snprintf(why, sizeof why, "%s (build the models first)", msg);
        st->skip = why;
        return;
    }
    if (npk_program_load(&prog, buf, size, &err) != NPK_OK) {
        snprintf(why, sizeof why, "%s: %s", c->path, err.message);
        st->skip = why;
        npk_io_free_aligned(buf);
        return;
    }
    if (posix_memalign(&arena, 64, prog.arena_bytes ? (size_t)prog.arena_bytes : 64) != 0) {
        st->skip = "out of memory for the arena";
        npk_io_free_aligned(buf);
        return;
    }
    memset(arena, 0, (size_t)prog.arena_bytes);
    for (i = 0; i < prog.n_inputs; i++)
        npkb_fill(npk_input_data(&prog, arena, i), npk_tensor_elems(&prog, prog.inputs[i]), 0.0f, 1.0f, 20 + i);
    while (npkb_keep_running(st)) {
        if (npk_run(&prog, arena, (size_t)prog.arena_bytes, NULL, &err) != NPK_OK) {
            snprintf(why, sizeof why, "npk_run: %s", err.message);
            st->skip = why;
        }
        npkb_do_not_optimize(arena);
    }
    st->items_per_iter = c->batch; /* images */
    free(arena);
    npk_io_free_aligned(buf);
}

void npkb_register_models(const char *dir_b1, const char *dir_b100)
{
    size_t i, n = 0;
    for (i = 0; i < sizeof model_names / sizeof model_names[0]; i++) {
        int b;
        for (b = 0; b < 2; b++) {
            model_case *c = &cases[n++];
            c->batch = b ? 100 : 1;
            snprintf(c->name, sizeof c->name, "BM_model/%s/batch:%d", model_names[i], c->batch);
            if (b) snprintf(c->path, sizeof c->path, "%s/%s_b100.tcp", dir_b100, model_names[i]);
            else snprintf(c->path, sizeof c->path, "%s/%s.tcp", dir_b1, model_names[i]);
            npkb_register("BM_model", c->name, bm_model, c);
        }
    }
}
