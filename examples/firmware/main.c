/* main.c - firmware: run one mlir2c C-tables model on the shipped digits and
 * print each predicted class through semihosting. No heap: the model's arena
 * is a static array sized by the constant mlir2c exported, the weights are
 * const tables in read-only memory, and stdio is not linked at all.
 * npk's implementation is in npk_impl.c, compiled for this model's ops only.
 * Built once per model with -DMODEL_HEADER="NAME_model.h"
 * -DMODEL_PROGRAM=NAME_program -DMODEL_ARENA=NAME_ARENA_BYTES -DMODEL_NAME="NAME". */
#include "semihost.h"
#include MODEL_HEADER /* includes npk.h's declarations; npk_impl.c holds npk's code */
#include "fw_start.h"
#include "digits.h"

static unsigned char arena[MODEL_ARENA] NPK_ALIGNED(64);

static unsigned argmax(const float *v, size_t n)
{
    size_t i, best = 0;
    for (i = 1; i < n; i++)
        if (v[i] > v[best]) best = i;
    return (unsigned)best;
}

int main(void)
{
    npk_error err;
    unsigned d, k;
    float *in;
    const float *out;
    if (!fw_start(&MODEL_PROGRAM, MODEL_NAME, arena, sizeof arena, &err)) return 1;
    if (npk_tensor_elems(&MODEL_PROGRAM, MODEL_PROGRAM.inputs[0]) != FW_DIGIT_PIXELS) {
        sh_puts("the model does not take 28x28 digits\n");
        return 1;
    }
    for (d = 0; d < FW_DIGIT_COUNT; d++) {
        in = (float *)npk_input_data(&MODEL_PROGRAM, arena, 0);
        /* The same scaling the desktop reader uses, so results match PyTorch's. */
        for (k = 0; k < FW_DIGIT_PIXELS; k++) in[k] = (float)fw_digits[d][k] / 255.0f;
        if (npk_run(&MODEL_PROGRAM, arena, sizeof arena, NULL, &err) != NPK_OK) return fw_fail("run", &err);
        out = (const float *)npk_output_data(&MODEL_PROGRAM, arena, 0);
        sh_puts("digit ");
        sh_put_uint(d);
        sh_puts(": label ");
        sh_put_uint(fw_labels[d]);
        sh_puts(" predicted ");
        sh_put_uint(argmax(out, npk_tensor_elems(&MODEL_PROGRAM, MODEL_PROGRAM.outputs[0])));
        sh_puts("\n");
    }
    sh_puts("done\n");
    return 0;
}
