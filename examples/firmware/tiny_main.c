/* tiny_main.c - firmware: run one mlir2c C-tables model (the MLPerf Tiny
 * models under models/) on the golden inputs built into the image
 * (samples.c, from models/NAME/input.npy) and print every output value as
 * its float32 bit pattern through semihosting, so the host compares them with
 * PyTorch's golden.npy exactly as printed (tests/cross/fw_compare.py).
 * Also prints the SysTick ticks each inference took (fw_ticks.h: under
 * QEMU -icount an emulated instruction count, not a real cycle count).
 * No heap, no stdio; npk's implementation is in npk_impl.c, compiled for this
 * model's ops only. Built once per model with -DMODEL_HEADER="NAME_model.h"
 * -DMODEL_PROGRAM=NAME_program -DMODEL_ARENA=NAME_ARENA_BYTES
 * -DMODEL_NAME="NAME" -DFW_BOARD_NAME="...". */
#include "semihost.h"
#include "fw_ticks.h"
#include MODEL_HEADER /* includes npk.h's declarations */
#include "fw_start.h"
#include "samples.h"

static unsigned char arena[MODEL_ARENA] NPK_ALIGNED(64);

enum { VALUES_PER_LINE = 8 };

/* One line "v XXXXXXXX XXXXXXXX ..." per VALUES_PER_LINE values. */
static void put_values(const float *v, size_t n)
{
    char line[2 + VALUES_PER_LINE * 9 + 2];
    size_t i, pos = 0;
    uint32_t bits;
    int k;
    for (i = 0; i < n; i++) {
        if (pos == 0) {
            line[pos++] = 'v';
        }
        memcpy(&bits, &v[i], sizeof bits);
        line[pos++] = ' ';
        for (k = 28; k >= 0; k -= 4) line[pos++] = "0123456789abcdef"[(bits >> k) & 0xFu];
        if ((i + 1) % VALUES_PER_LINE == 0 || i + 1 == n) {
            line[pos++] = '\n';
            line[pos] = '\0';
            sh_puts(line);
            pos = 0;
        }
    }
}

static void put_u64(uint64_t v)
{
    /* sh_put_uint takes an unsigned long (32 bits here). */
    if (v >= 1000000000u) {
        sh_put_uint((unsigned long)(v / 1000000000u));
        v %= 1000000000u;
        {
            char digits[10];
            int k;
            for (k = 8; k >= 0; k--) {
                digits[k] = (char)('0' + v % 10u);
                v /= 10u;
            }
            digits[9] = '\0';
            sh_puts(digits);
        }
        return;
    }
    sh_put_uint((unsigned long)v);
}

int main(void)
{
    npk_error err;
    unsigned s;
    uint32_t n_out;
    uint64_t t0, t1;
    if (!fw_start(&MODEL_PROGRAM, MODEL_NAME ", board " FW_BOARD_NAME, arena, sizeof arena, &err)) return 1;
    if (MODEL_PROGRAM.n_inputs != 1 || MODEL_PROGRAM.n_outputs != 1 ||
        npk_tensor_elems(&MODEL_PROGRAM, MODEL_PROGRAM.inputs[0]) != FW_SAMPLE_ELEMS) {
        sh_puts("the model does not take one input of the samples' size with one output\n");
        return 1;
    }
    n_out = (uint32_t)npk_tensor_elems(&MODEL_PROGRAM, MODEL_PROGRAM.outputs[0]);
    fw_ticks_start();
    for (s = 0; s < FW_SAMPLE_COUNT; s++) {
        memcpy(npk_input_data(&MODEL_PROGRAM, arena, 0), fw_samples[s], sizeof fw_samples[s]);
        t0 = fw_ticks_now();
        if (npk_run(&MODEL_PROGRAM, arena, sizeof arena, NULL, &err) != NPK_OK) return fw_fail("run", &err);
        t1 = fw_ticks_now();
        sh_puts("sample ");
        sh_put_uint(s);
        sh_puts(": ");
        sh_put_uint(n_out);
        sh_puts(" outputs, ticks ");
        put_u64(t1 - t0);
        sh_puts("\n");
        put_values(npk_output_data(&MODEL_PROGRAM, arena, 0), n_out);
    }
    sh_puts("done\n");
    return 0;
}
