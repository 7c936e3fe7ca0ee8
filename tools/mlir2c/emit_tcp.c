/* emit_tcp.c - serialize the program tables as a .tcp bundle
 * with the one writer (tools/common/tcp_write.c). The bytes are loaded back with npk_program_load() before anything is
 * written; the file is then written atomically. */
#include <stdlib.h>
#include <string.h>
#include "ir.h"
#include "tcp_write.h"

typedef char m2c_check_tensor_size[sizeof(npk_tensor_desc) == 64 ? 1 : -1];
typedef char m2c_check_op_size[sizeof(npk_op_desc) == 128 ? 1 : -1];
typedef char m2c_check_header_size[sizeof(npk_tcp_header) == 128 ? 1 : -1];

void m2c_emit_tcp(m2c_program *p, const char *path)
{
    size_t n = npk_tcp_bytes(&p->prog);
    unsigned char *raw, *buf;
    npk_program loaded;
    npk_error err;
    uint32_t one = 1;
    if (*(unsigned char *)&one != 1) m2c_fatal(M2C_EXIT_INTERNAL, ".tcp output needs a little-endian host");
    m2c_step("writing %s (%llu MB)", path, (unsigned long long)(n >> 20));
    raw = (unsigned char *)m2c_alloc(n + 64);
    buf = raw + ((64 - ((uintptr_t)raw & 63)) & 63);
    npk_tcp_write(&p->prog, buf);
    memset(&err, 0, sizeof err);
    if (npk_program_load(&loaded, buf, n, &err) != NPK_OK)
        m2c_fatal(M2C_EXIT_INTERNAL, "internal error: the .tcp bundle does not load (%s: %s); nothing written",
                  npk_status_str(err.status), err.message);
    if (m2c_write_atomic(path, buf, n) != 0)
        m2c_fatal(M2C_EXIT_IO, "cannot write '%s'", path);
    m2c_step_done();
    m2c_free(raw);
}
