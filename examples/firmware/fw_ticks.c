/* fw_ticks.c - see fw_ticks.h. SysTick counts down from 2^24 - 1 at the
 * core clock; its interrupt (startup.c's vector table calls
 * fw_systick_handler) counts the wraps: ticks since the first load =
 * wraps * 2^24 + (2^24 - 1 - current value). */
#include "fw_ticks.h"

#define SYST_CSR (*(volatile uint32_t *)0xE000E010u)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014u)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018u)
#define SYST_RELOAD 0xFFFFFFu

static volatile uint32_t wraps;

void fw_systick_handler(void);
void fw_systick_handler(void)
{
    wraps++;
}

void fw_ticks_start(void)
{
    SYST_CSR = 0;
    SYST_RVR = SYST_RELOAD;
    SYST_CVR = 0;
    wraps = 0;
    SYST_CSR = (1u << 2) /* core clock */ | (1u << 1) /* interrupt on wrap */ | 1u;
    /* The count reads 0 until the first tick loads the reload value. */
    while (SYST_CVR == 0) {
    }
}

uint64_t fw_ticks_now(void)
{
    uint32_t before, value, after;
    /* A wrap between reading the count and the value would be off by 2^24:
     * read until the wrap count is the same on both sides. */
    do {
        before = wraps;
        value = SYST_CVR;
        after = wraps;
    } while (before != after);
    /* 0 is the end of a period: its interrupt (1 -> 0) counted the wrap
     * already, the reload to SYST_RELOAD is the next tick. */
    if (value == 0) return (uint64_t)after * (SYST_RELOAD + 1u) - 1u;
    return (uint64_t)after * (SYST_RELOAD + 1u) + (SYST_RELOAD - value);
}
