/* cm_test_start.c - bare-metal start for the kernel tests cross-built for a
 * Cortex-M (tests/cross/kernels_cortex_m.sh): a vector table, FPU on, .bss
 * cleared, newlib's rdimon semihosting for stdio/malloc/exit, then the
 * test's main(). rdimon's own crt0 is not used: under qemu-system-arm its
 * SYS_HEAPINFO answer puts the heap where the M55 board has no memory. The
 * script links .data/.bss (and so the heap) low in a RAM and sets the stack
 * at that RAM's top (CM_STACK_TOP), which is what _sbrk checks against. A
 * fault prints its status registers and exits 3 instead of hanging. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int main(void);
extern void initialise_monitor_handles(void);
extern char __bss_start__, __bss_end__;

/* newlib's exit runs the fini array; there are no _init/_fini sections here */
void _init(void);
void _fini(void);
void _init(void) {}
void _fini(void) {}

static void cm_reset(void)
{
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20; /* CPACR: CP10/CP11 full access */
    __asm volatile("dsb\n isb");
    memset(&__bss_start__, 0, (size_t)(&__bss_end__ - &__bss_start__));
    initialise_monitor_handles();
    exit(main());
}

static void cm_fault(void)
{
    uint32_t *sp;
    __asm volatile("mrs %0, msp" : "=r"(sp));
    printf("fault: cfsr %08lx pc %08lx bfar %08lx\n", (unsigned long)*(volatile uint32_t *)0xE000ED28u,
           (unsigned long)sp[6], (unsigned long)*(volatile uint32_t *)0xE000ED38u);
    exit(3);
}

__attribute__((section(".vectors"), used)) const void *const cm_vectors[16] = {
    (const void *)CM_STACK_TOP, (const void *)cm_reset, (const void *)cm_fault, (const void *)cm_fault,
    (const void *)cm_fault,     (const void *)cm_fault, (const void *)cm_fault};
