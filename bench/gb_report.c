/* gb_report.c - the console table and the JSON document, laid out as
 * Google Benchmark 1.7 writes them (same keys, same order, same number
 * formats), so tools written for its output read ours. */
#include "gb.h"

#include <math.h>
#include <string.h>

/* Time column: 3/2/1/0 decimals by magnitude, as Google Benchmark does. */
static void format_time(char *buf, size_t len, double t)
{
    if (t < 1.0) snprintf(buf, len, "%10.3f", t);
    else if (t < 10.0) snprintf(buf, len, "%10.2f", t);
    else if (t < 100.0) snprintf(buf, len, "%10.1f", t);
    else if (t > 9999999999.0) snprintf(buf, len, "%1.4e", t);
    else snprintf(buf, len, "%10.0f", t);
}

/* 2.45275G style: 6 significant digits and an SI prefix (k = 1000). */
static void human_number(char *buf, size_t len, double v)
{
    static const char big[] = "kMGTPEZY", small[] = "munpfazy";
    const double thresh = 1.1, big_thresh = thresh * 1000.0;
    const char *sign = v < 0 ? "-" : "";
    int i;
    v = fabs(v);
    if (v > big_thresh) {
        double s = v;
        for (i = 0; i < 8; i++) {
            s /= 1000.0;
            if (s <= big_thresh) {
                snprintf(buf, len, "%s%g%c", sign, s, big[i]);
                return;
            }
        }
    } else if (v < thresh && v < 0.01 && v > 0) {
        double s = v;
        for (i = 0; i < 8; i++) {
            s *= 1000.0;
            if (s >= thresh) {
                snprintf(buf, len, "%s%g%c", sign, s, small[i]);
                return;
            }
        }
    }
    snprintf(buf, len, "%s%g", sign, v);
}

/* JSON doubles: 17 significant digits in exponent form, like GB's
 * setprecision(max_digits10) << scientific. Non-finite values become null. */
static void json_double(FILE *f, double v)
{
    if (isfinite(v)) fprintf(f, "%.16e", v);
    else fputs("null", f);
}

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

void npkb_report_begin(npkb_reporter *r, const npkb_context *c)
{
    int i;
    FILE *f = r->f;
    r->first_run = 1;
    if (!r->json) return;
    fputs("{\n  \"context\": {\n", f);
    fputs("    \"date\": ", f); json_string(f, c->date); fputs(",\n", f);
    fputs("    \"host_name\": ", f); json_string(f, c->host_name); fputs(",\n", f);
    fputs("    \"executable\": ", f); json_string(f, c->executable); fputs(",\n", f);
    fprintf(f, "    \"num_cpus\": %d,\n", c->num_cpus);
    fprintf(f, "    \"mhz_per_cpu\": %.0f,\n", floor(c->mhz_per_cpu));
    fprintf(f, "    \"cpu_scaling_enabled\": %s,\n", c->cpu_scaling_enabled ? "true" : "false");
    fputs("    \"caches\": [\n", f);
    for (i = 0; i < c->n_caches; i++) {
        fprintf(f, "      {\n        \"type\": \"%s\",\n        \"level\": %d,\n        \"size\": %lld,\n"
                   "        \"num_sharing\": %d\n      }%s\n",
                c->caches[i].type, c->caches[i].level, c->caches[i].size, c->caches[i].num_sharing,
                i + 1 < c->n_caches ? "," : "");
    }
    fputs("    ],\n", f);
    fprintf(f, "    \"load_avg\": [%g,%g,%g],\n", c->load_avg[0], c->load_avg[1], c->load_avg[2]);
    fputs("    \"library_build_type\": ", f); json_string(f, c->library_build_type);
    for (i = 0; i < c->n_custom; i++) {
        fputs(",\n    ", f);
        json_string(f, c->custom_keys[i]);
        fputs(": ", f);
        json_string(f, c->custom_values[i]);
    }
    fputs("\n  },\n  \"benchmarks\": [\n", f);
}

static void console_header(npkb_reporter *r, const npkb_run *run)
{
    char head[512];
    size_t n, i;
    snprintf(head, sizeof head, "%-*s %13s %15s %12s%s", r->name_width, "Benchmark", "Time", "CPU", "Iterations",
             run->has_items || run->has_flops ? " UserCounters..." : "");
    n = strlen(head);
    for (i = 0; i < n; i++) fputc('-', r->f);
    fprintf(r->f, "\n%s\n", head);
    for (i = 0; i < n; i++) fputc('-', r->f);
    fputc('\n', r->f);
}

static void console_run(npkb_reporter *r, const npkb_run *run)
{
    FILE *f = r->f;
    char rt[64], ct[64], num[64];
    int pct = run->aggregate && strcmp(run->aggregate, "cv") == 0;
    if (!r->header_done) {
        console_header(r, run);
        r->header_done = 1;
    }
    fprintf(f, "%-*s ", r->name_width, run->name);
    if (run->error) {
        fprintf(f, "ERROR OCCURRED: '%s'\n", run->error);
        return;
    }
    if (pct) {
        fprintf(f, "%10.2f %-4s %10.2f %-4s ", 100.0 * run->real_ns, "%", 100.0 * run->cpu_ns, "%");
    } else {
        format_time(rt, sizeof rt, run->real_ns);
        format_time(ct, sizeof ct, run->cpu_ns);
        fprintf(f, "%s %-4s %s %-4s ", rt, "ns", ct, "ns");
    }
    fprintf(f, "%10llu", (unsigned long long)run->iterations);
    /* Counters in name order, as GB's std::map keeps them. */
    if (run->has_flops) {
        if (pct) snprintf(num, sizeof num, "%.2f%%", 100.0 * run->flops);
        else { human_number(num, sizeof num - 2, run->flops); strcat(num, "/s"); }
        fprintf(f, " FLOPS=%s", num);
    }
    if (run->has_items) {
        if (pct) snprintf(num, sizeof num, "%.2f%%", 100.0 * run->items_per_second);
        else { human_number(num, sizeof num - 2, run->items_per_second); strcat(num, "/s"); }
        fprintf(f, " items_per_second=%s", num);
    }
    fputc('\n', f);
}

static void json_run(npkb_reporter *r, const npkb_run *run)
{
    FILE *f = r->f;
    if (!r->first_run) fputs(",\n", f);
    fputs("    {\n      \"name\": ", f); json_string(f, run->name);
    fprintf(f, ",\n      \"family_index\": %d,\n      \"per_family_instance_index\": %d,\n",
            run->family_index, run->instance_index);
    fputs("      \"run_name\": ", f); json_string(f, run->run_name);
    fprintf(f, ",\n      \"run_type\": \"%s\",\n      \"repetitions\": %d,\n",
            run->aggregate ? "aggregate" : "iteration", run->repetitions);
    if (!run->aggregate) fprintf(f, "      \"repetition_index\": %d,\n", run->repetition_index);
    fputs("      \"threads\": 1,\n", f);
    if (run->aggregate)
        fprintf(f, "      \"aggregate_name\": \"%s\",\n      \"aggregate_unit\": \"%s\",\n", run->aggregate,
                strcmp(run->aggregate, "cv") == 0 ? "percentage" : "time");
    if (run->error) {
        fputs("      \"error_occurred\": true,\n      \"error_message\": ", f);
        json_string(f, run->error);
        fputs(",\n", f);
    }
    fprintf(f, "      \"iterations\": %llu,\n      \"real_time\": ", (unsigned long long)run->iterations);
    json_double(f, run->real_ns);
    fputs(",\n      \"cpu_time\": ", f);
    json_double(f, run->cpu_ns);
    fputs(",\n      \"time_unit\": \"ns\"", f);
    if (run->has_flops) {
        fputs(",\n      \"FLOPS\": ", f);
        json_double(f, run->flops);
    }
    if (run->has_items) {
        fputs(",\n      \"items_per_second\": ", f);
        json_double(f, run->items_per_second);
    }
    fputs("\n    }", f);
}

void npkb_report_run(npkb_reporter *r, const npkb_run *run)
{
    if (r->json) json_run(r, run);
    else console_run(r, run);
    r->first_run = 0;
    fflush(r->f);
}

void npkb_report_end(npkb_reporter *r)
{
    if (r->json) fputs(r->first_run ? "  ]\n}\n" : "\n  ]\n}\n", r->f);
}
