/* gb_context.c - the "context" block: date, host, CPUs, caches, load
 * (read from /proc and /sys on Linux; fields that cannot be read stay 0). */
#define _POSIX_C_SOURCE 200809L
#include "gb.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int read_line(const char *path, char *buf, size_t len)
{
    FILE *f = fopen(path, "r");
    size_t n;
    if (!f) return -1;
    if (!fgets(buf, (int)len, f)) {
        fclose(f);
        return -1;
    }
    fclose(f);
    n = strlen(buf);
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' ')) buf[--n] = '\0';
    return 0;
}

/* CPUs in a list such as "0-1,4". */
static int count_cpu_list(const char *s)
{
    int n = 0;
    while (*s) {
        char *end;
        long a = strtol(s, &end, 10), b = a;
        if (end == s) break;
        s = end;
        if (*s == '-') {
            b = strtol(s + 1, &end, 10);
            s = end;
        }
        n += (int)(b - a + 1);
        if (*s == ',') s++;
        else break;
    }
    return n;
}

static void read_caches(npkb_context *c)
{
    int i;
    for (i = 0; i < 8 && c->n_caches < 8; i++) {
        char path[128], buf[128];
        long long size;
        char *end;
        snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/type", i);
        if (read_line(path, buf, sizeof buf) != 0) break;
        snprintf(c->caches[c->n_caches].type, sizeof c->caches[0].type, "%.15s", buf);
        snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
        c->caches[c->n_caches].level = read_line(path, buf, sizeof buf) == 0 ? atoi(buf) : 0;
        snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
        size = 0;
        if (read_line(path, buf, sizeof buf) == 0) {
            size = strtoll(buf, &end, 10);
            if (*end == 'K') size *= 1024;
            else if (*end == 'M') size *= 1024 * 1024;
        }
        c->caches[c->n_caches].size = size;
        snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/shared_cpu_list", i);
        c->caches[c->n_caches].num_sharing = read_line(path, buf, sizeof buf) == 0 ? count_cpu_list(buf) : 0;
        c->n_caches++;
    }
}

static double read_mhz(void)
{
    char buf[256];
    FILE *f;
    double mhz = 0;
    if (read_line("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", buf, sizeof buf) == 0)
        return atof(buf) / 1000.0;
    f = fopen("/proc/cpuinfo", "r");
    if (!f) return 0;
    while (fgets(buf, sizeof buf, f)) {
        if (strncmp(buf, "cpu MHz", 7) == 0) {
            const char *colon = strchr(buf, ':');
            if (colon) mhz = atof(colon + 1);
            break;
        }
    }
    fclose(f);
    return mhz;
}

static int scaling_enabled(void)
{
    char buf[64];
    /* As Google Benchmark: a governor other than "performance" means scaling. */
    if (read_line("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", buf, sizeof buf) != 0) return 0;
    return strcmp(buf, "performance") != 0;
}

void npkb_context_fill(npkb_context *c, const char *argv0)
{
    time_t now = time(NULL);
    struct tm tm;
    char buf[128];
    int n_custom = c->n_custom;
    const char *keys[16], *values[16];
    memcpy(keys, c->custom_keys, sizeof keys);
    memcpy(values, c->custom_values, sizeof values);
    memset(c, 0, sizeof *c);
    memcpy(c->custom_keys, keys, sizeof keys);
    memcpy(c->custom_values, values, sizeof values);
    c->n_custom = n_custom;

    localtime_r(&now, &tm);
    strftime(c->date, sizeof c->date, "%Y-%m-%dT%H:%M:%S%z", &tm);
    /* +0000 -> +00:00 (ISO 8601 as Google Benchmark prints it) */
    {
        size_t n = strlen(c->date);
        if (n >= 5 && n + 2 < sizeof c->date) {
            memmove(c->date + n - 1, c->date + n - 2, 3);
            c->date[n - 2] = ':';
        }
    }
    if (gethostname(c->host_name, sizeof c->host_name - 1) != 0) strcpy(c->host_name, "unknown");
    c->executable = argv0;
    c->num_cpus = (int)sysconf(_SC_NPROCESSORS_ONLN);
    c->mhz_per_cpu = read_mhz();
    c->cpu_scaling_enabled = scaling_enabled();
    read_caches(c);
    if (read_line("/proc/loadavg", buf, sizeof buf) == 0)
        sscanf(buf, "%lf %lf %lf", &c->load_avg[0], &c->load_avg[1], &c->load_avg[2]);
#ifdef NDEBUG
    c->library_build_type = "release";
#else
    c->library_build_type = "debug";
#endif
}

void npkb_print_context_console(FILE *f, const npkb_context *c)
{
    int i;
    fprintf(f, "%s\nRunning %s\nRun on (%d X %.1f MHz CPU %s)\n", c->date, c->executable, c->num_cpus,
            c->mhz_per_cpu, c->num_cpus > 1 ? "s" : "");
    if (c->n_caches) fputs("CPU Caches:\n", f);
    for (i = 0; i < c->n_caches; i++) {
        int count = c->caches[i].num_sharing > 0 ? c->num_cpus / c->caches[i].num_sharing : 0;
        fprintf(f, "  L%d %s %lld KiB", c->caches[i].level, c->caches[i].type, c->caches[i].size / 1024);
        if (count > 0) fprintf(f, " (x%d)", count);
        fputc('\n', f);
    }
    fprintf(f, "Load Average: %.2f, %.2f, %.2f\n", c->load_avg[0], c->load_avg[1], c->load_avg[2]);
    if (c->cpu_scaling_enabled)
        fputs("***WARNING*** CPU scaling is enabled, the benchmark real time measurements may be noisy and "
              "will incur extra overhead.\n", f);
    for (i = 0; i < c->n_custom; i++) fprintf(f, "%s: %s\n", c->custom_keys[i], c->custom_values[i]);
}
