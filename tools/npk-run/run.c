/* run.c - the run loop: gather a batch of samples into the arena, run the
 * program, scatter output 0 (and the outputs --output keeps) back. Kept in
 * one function so --bench, --profile or --threads can wrap it without
 * touching the rest. With job->copy_once the inputs are gathered on the
 * first call only. */
#include "npk_run_tool.h"

npk_status npkr_run_all(npkr_job *job, npk_error *err, uint64_t *failed_sample)
{
    const npk_program *p = job->prog;
    uint64_t first;
    uint32_t i;
    for (first = 0; first < job->samples; first += job->batch) {
        npk_status st;
        if (!(job->copy_once && job->inputs_loaded))
            for (i = 0; i < p->n_inputs; i++)
                npkr_gather(&job->inputs[i], first, npk_input_ptr(p, job->arena, i));
        job->inputs_loaded = job->copy_once;
        st = npk_run(p, job->arena, job->arena_bytes, &job->opts, err);
        if (st != NPK_OK) {
            *failed_sample = first;
            return st;
        }
        npkr_scatter(npk_output_ptr(p, job->arena, 0), &job->out0, job->out_esize, first, job->samples, job->scores);
        for (i = 0; i < job->n_more; i++) /* further outputs --output writes */
            npkr_scatter(npk_output_ptr(p, job->arena, i + 1), &job->more[i].split, job->more[i].esize, first,
                         job->samples, job->more[i].samples);
    }
    return NPK_OK;
}
