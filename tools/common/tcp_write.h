/* tcp_write.h - the one .tcp writer (docs/tcp-format.md): mlir2c's output
 * and the tests' hand-built bundles both go through it. */
#ifndef NPK_TCP_WRITE_H
#define NPK_TCP_WRITE_H
#include <stddef.h>
#include "npk.h"

/* Bytes of the bundle for these tables (sections in the usual order, the
 * weights 64-aligned). */
size_t npk_tcp_bytes(const npk_program *p);
/* Writes the bundle into buf (npk_tcp_bytes(p) bytes, zero padding). The
 * tables are copied as they are, unchecked: tests write broken bundles too. */
void npk_tcp_write(const npk_program *p, unsigned char *buf);

#endif
