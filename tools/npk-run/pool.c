/* pool.c - a small pthreads pool behind npk_run_options.parallel_for
 * (--threads N). The caller's thread works too, so N threads = N-1 workers.
 * Workers claim indices one at a time from a shared counter: tasks are
 * coarse (a block of rows, a batch image), so claiming is cheap next to them.
 * Between jobs a worker, and the caller waiting for the workers, first spin
 * for a while (NPKR_POOL_SPIN checks) before sleeping on a condition
 * variable: a wake-up through the kernel took tens of microseconds in a VM,
 * longer than many ops, and a model runs hundreds of jobs back to back
 * (2 threads were slower than 1 on SqueezeNet and ResNet-18). */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdlib.h>

#include "npk_run_tool.h"

/* Spin checks before sleeping (each a pause: ~0.1 ms in all on x86-64). */
#ifndef NPKR_POOL_SPIN
#define NPKR_POOL_SPIN 4000
#endif

static void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Fields read outside the lock (the spins) are written under it with
 * atomic stores and read with atomic loads. */
#define LOAD(x) __atomic_load_n(&(x), __ATOMIC_ACQUIRE)
#define STORE(x, v) __atomic_store_n(&(x), (v), __ATOMIC_RELEASE)

struct npkr_pool {
    pthread_mutex_t lock;
    pthread_cond_t wake;      /* workers: a new job or shutdown */
    pthread_cond_t done;      /* caller: every worker left the job */
    pthread_t *workers;
    int n_workers;
    unsigned long generation; /* bumped for every job */
    int busy;                 /* workers still inside the current job */
    int shutdown;
    /* the current job */
    size_t n;
    size_t next;              /* next index to claim, under lock */
    void (*task)(void *ctx, size_t i);
    void *ctx;
};

/* Claims and runs indices until none are left. */
static void drain(npkr_pool *p)
{
    for (;;) {
        size_t i;
        pthread_mutex_lock(&p->lock);
        i = p->next < p->n ? p->next++ : p->n;
        pthread_mutex_unlock(&p->lock);
        if (i >= p->n) return;
        p->task(p->ctx, i);
    }
}

static void *worker_main(void *arg)
{
    npkr_pool *p = (npkr_pool *)arg;
    unsigned long seen = 0;
    for (;;) {
        int spin;
        for (spin = 0; spin < NPKR_POOL_SPIN && LOAD(p->generation) == seen && !LOAD(p->shutdown); spin++) cpu_relax();
        pthread_mutex_lock(&p->lock);
        while (!p->shutdown && p->generation == seen) pthread_cond_wait(&p->wake, &p->lock);
        if (p->shutdown) break;
        seen = p->generation;
        pthread_mutex_unlock(&p->lock);
        drain(p);
        pthread_mutex_lock(&p->lock);
        STORE(p->busy, p->busy - 1);
        if (p->busy == 0) pthread_cond_signal(&p->done);
        pthread_mutex_unlock(&p->lock);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

npkr_pool *npkr_pool_create(int threads)
{
    npkr_pool *p;
    int i;
    if (threads < 2) return NULL;
    p = (npkr_pool *)calloc(1, sizeof *p);
    if (!p) return NULL;
    p->workers = (pthread_t *)calloc((size_t)threads - 1, sizeof *p->workers);
    if (!p->workers || pthread_mutex_init(&p->lock, NULL) != 0) {
        free(p->workers);
        free(p);
        return NULL;
    }
    pthread_cond_init(&p->wake, NULL);
    pthread_cond_init(&p->done, NULL);
    for (i = 0; i < threads - 1; i++) {
        if (pthread_create(&p->workers[i], NULL, worker_main, p) != 0) break;
        p->n_workers++;
    }
    if (p->n_workers != threads - 1) {
        npkr_pool_destroy(p);
        return NULL;
    }
    return p;
}

void npkr_pool_parallel_for(void *user, size_t n, void (*task)(void *ctx, size_t i), void *ctx)
{
    npkr_pool *p = (npkr_pool *)user;
    if (n == 0) return;
    if (!p || n == 1) { /* nothing to share */
        size_t i;
        for (i = 0; i < n; i++) task(ctx, i);
        return;
    }
    pthread_mutex_lock(&p->lock);
    p->n = n;
    p->next = 0;
    p->task = task;
    p->ctx = ctx;
    STORE(p->busy, p->n_workers);
    STORE(p->generation, p->generation + 1);
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->lock);
    drain(p);
    {
        int spin;
        for (spin = 0; spin < NPKR_POOL_SPIN && LOAD(p->busy) > 0; spin++) cpu_relax();
    }
    pthread_mutex_lock(&p->lock);
    while (p->busy > 0) pthread_cond_wait(&p->done, &p->lock);
    pthread_mutex_unlock(&p->lock);
}

void npkr_pool_destroy(npkr_pool *p)
{
    int i;
    if (!p) return;
    pthread_mutex_lock(&p->lock);
    STORE(p->shutdown, 1);
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->lock);
    for (i = 0; i < p->n_workers; i++) pthread_join(p->workers[i], NULL);
    pthread_cond_destroy(&p->wake);
    pthread_cond_destroy(&p->done);
    pthread_mutex_destroy(&p->lock);
    free(p->workers);
    free(p);
}
