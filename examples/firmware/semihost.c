/* semihost.c - see semihost.h. */
#include "semihost.h"

enum { SYS_WRITE0 = 0x04, SYS_EXIT = 0x18 };
/* SYS_EXIT reasons (Arm semihosting spec): QEMU turns ApplicationExit into
 * exit status 0 and any other reason into 1. */
enum { ADP_STOPPED_APPLICATION_EXIT = 0x20026, ADP_STOPPED_RUNTIME_ERROR = 0x20023 };

static unsigned long sh_call(unsigned long op, const void *arg)
{
    register unsigned long r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

void sh_puts(const char *s)
{
    sh_call(SYS_WRITE0, s);
}

void sh_put_uint(unsigned long v)
{
    char buf[24];
    char *p = buf + sizeof buf - 1;
    *p = '\0';
    do {
        *--p = (char)('0' + v % 10u);
        v /= 10u;
    } while (v);
    sh_puts(p);
}

void sh_put_hex(unsigned long v)
{
    char buf[11];
    int i;
    buf[0] = '0';
    buf[1] = 'x';
    for (i = 0; i < 8; i++) buf[2 + i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 0xFu];
    buf[10] = '\0';
    sh_puts(buf);
}

void sh_exit(int ok)
{
    sh_call(SYS_EXIT, (const void *)(ok ? ADP_STOPPED_APPLICATION_EXIT : ADP_STOPPED_RUNTIME_ERROR));
    for (;;) { /* not reached under a semihosting host */ }
}

void fw_panic(const char *what)
{
    sh_puts("panic: ");
    sh_puts(what);
    sh_puts("\n");
    sh_exit(0);
}
