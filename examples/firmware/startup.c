/* startup.c - Cortex-M vector table and reset handler: copy .data from its
 * load address, zero .bss, turn on the FPU when the build uses it, run main,
 * and report its result to the semihosting host. Symbols come from mps2.ld. */
#include <stdint.h>
#include <string.h>
#include "semihost.h"

extern uint32_t __ram_start, __stack_bottom, __stack_top, __data_load, __data_start, __data_end, __bss_start, __bss_end;
int main(void);
/* fw_ticks.c's SysTick handler where an image links it (weak: 0 otherwise,
 * and SysTick is then never started). */
extern void fw_systick_handler(void) __attribute__((weak));

void reset_handler(void) __attribute__((noreturn));
void fault_report(const uint32_t *frame) __attribute__((noreturn));

/* Faults print where they happened: the PC the CPU stacked and the fault
 * status registers (CFSR, HFSR, BFAR at 0xE000ED28/2C/38). */
__attribute__((naked)) static void fault_handler(void)
{
    __asm__ volatile("tst lr, #4\n\t"
                     "ite eq\n\t"
                     "mrseq r0, msp\n\t"
                     "mrsne r0, psp\n\t"
                     "b fault_report");
}

void fault_report(const uint32_t *frame)
{
    sh_puts("fault: pc ");
    sh_put_hex(frame[6]);
    sh_puts(" lr ");
    sh_put_hex(frame[5]);
    sh_puts(" cfsr ");
    sh_put_hex(*(volatile uint32_t *)0xE000ED28u);
    sh_puts(" hfsr ");
    sh_put_hex(*(volatile uint32_t *)0xE000ED2Cu);
    sh_puts(" bfar ");
    sh_put_hex(*(volatile uint32_t *)0xE000ED38u);
    sh_puts("\n");
    fw_panic("fault");
}

#define STACK_PAINT 0x5AA5C33Cu

/* Fill the unused stack with a pattern, so stack_used() can find the deepest
 * point main reached (a high-water mark, reported after the run). */
static void paint_stack(void)
{
    uint32_t *p = &__stack_bottom, *sp;
    __asm__ volatile("mov %0, sp" : "=r"(sp));
    while (p < sp - 16) *p++ = STACK_PAINT;
}

static unsigned long stack_used(void)
{
    const uint32_t *p = &__stack_bottom;
    while (p < &__stack_top && *p == STACK_PAINT) p++;
    return (unsigned long)((const char *)&__stack_top - (const char *)p);
}

#if defined(__ARM_ARCH_8M_MAIN__) || defined(__ARM_ARCH_8_1M_MAIN__)
/* ARMv8-M (Cortex-M55): the main stack limit register. A push below
 * __stack_bottom raises a stack-overflow UsageFault instead of writing. */
static void guard_stack(void)
{
    __asm__ volatile("msr msplim, %0\n\tisb" : : "r"(&__stack_bottom) : "memory");
}
#else
/* ARMv7-M MPU: region 0 = the 16 MiB just below RAM, no access, so a stack
 * overflow faults at once; everything else keeps the default memory map.
 * (The stack is the first thing in RAM: mps2.ld.) */
static void guard_stack(void)
{
    volatile uint32_t *const mpu_ctrl = (volatile uint32_t *)0xE000ED94u;
    volatile uint32_t *const mpu_rnr = (volatile uint32_t *)0xE000ED98u;
    volatile uint32_t *const mpu_rbar = (volatile uint32_t *)0xE000ED9Cu;
    volatile uint32_t *const mpu_rasr = (volatile uint32_t *)0xE000EDA0u;
    const uint32_t size = 1u << 24;
    if (((*(volatile uint32_t *)0xE000ED90u >> 8) & 0xFFu) == 0) return; /* MPU_TYPE: no regions */
    *mpu_rnr = 0;
    *mpu_rbar = ((uint32_t)(uintptr_t)&__ram_start - size) & ~(size - 1u);
    *mpu_rasr = (1u << 28) /* XN */ | (0u << 24) /* AP: no access */ | ((24u - 1u) << 1) | 1u;
    *mpu_ctrl = (1u << 2) /* PRIVDEFENA */ | 1u;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
}
#endif

void reset_handler(void)
{
    int ok;
    memcpy(&__data_start, &__data_load, (size_t)((char *)&__data_end - (char *)&__data_start));
    memset(&__bss_start, 0, (size_t)((char *)&__bss_end - (char *)&__bss_start));
#if defined(__ARM_FP)
    /* CPACR: full access to coprocessors 10 and 11 (the FPU), before any float code. */
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
    guard_stack();
    paint_stack();
    ok = main() == 0;
    sh_puts("stack used: ");
    sh_put_uint(stack_used());
    sh_puts(" bytes\n");
    sh_exit(ok);
}

/* Initial stack pointer, then the exception handlers (ARMv7-M/ARMv8-M table order). */
typedef void (*vector)(void);
__attribute__((section(".vectors"), used)) static const vector vectors[16] = {
    (vector)(uintptr_t)&__stack_top, /* not a handler: the initial SP */
    reset_handler,
    fault_handler, /* NMI */
    fault_handler, /* HardFault */
    fault_handler, /* MemManage */
    fault_handler, /* BusFault */
    fault_handler, /* UsageFault */
    0, 0, 0, 0,
    fault_handler, /* SVCall */
    fault_handler, /* DebugMonitor */
    0,
    fault_handler, /* PendSV */
    fw_systick_handler, /* SysTick: started only by fw_ticks_start() */
};
