/* fw_ticks.h - a 64-bit count of SysTick ticks at the core clock, for
 * measuring one inference. Under QEMU with -icount shift=0 each emulated
 * instruction advances the virtual clock by 1 ns, so ticks count emulated
 * instructions scaled by the board's clock (FW_CORE_HZ / 1e9): an
 * instruction count, not a cycle count of real hardware. */
#ifndef FW_TICKS_H
#define FW_TICKS_H
#include <stdint.h>

void fw_ticks_start(void);
uint64_t fw_ticks_now(void);

#endif
