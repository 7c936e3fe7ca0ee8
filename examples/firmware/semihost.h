/* semihost.h - console output and exit through Arm semihosting: the debugger
 * (here QEMU with -semihosting-config enable=on,target=native) services a
 * BKPT 0xAB with the operation number in r0 and its argument in r1. No libc
 * stdio, so nothing in the image needs malloc or syscall stubs. */
#ifndef FW_SEMIHOST_H
#define FW_SEMIHOST_H

void sh_puts(const char *s);          /* SYS_WRITE0: a NUL-terminated string */
void sh_put_uint(unsigned long v);    /* decimal, no libc */
void sh_put_hex(unsigned long v);     /* 0x%08lx */
void sh_exit(int ok) __attribute__((noreturn)); /* SYS_EXIT: QEMU exits 0 if ok, else 1 */
void fw_panic(const char *what) __attribute__((noreturn));

#endif
