#!/usr/bin/env python3
"""memcheck.py BUILD_DIR [CTEST_REGEX] [JOBS] - run ctest tests under valgrind memcheck.

Runs every test matching CTEST_REGEX (default: the MNIST end-to-end tests,
'^e2e_') with the tested program under
    valgrind --error-exitcode=99 --leak-check=full
             --errors-for-leak-kinds=definite,indirect
so a memory error or a leak fails the test. A test whose command is a script
(`bash run_npk_run.sh NPK_RUN ...`) gets a wrapper in place of the program
it runs (the argument after the script), so the comparison tools around it
run natively. Valgrind does not decode AVX-512: build BUILD_DIR without it
(tests/run.sh uses -DNPK_NATIVE=OFF -DCMAKE_C_FLAGS='-mavx2 -mfma').
JOBS tests run at once (default 2). Exit status 0 when all pass, 1
otherwise, 77 when valgrind is missing."""
import concurrent.futures
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time

VALGRIND = ["valgrind", "--quiet", "--error-exitcode=99", "--leak-check=full",
            "--errors-for-leak-kinds=definite,indirect", "--show-leak-kinds=definite,indirect"]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    build = os.path.abspath(sys.argv[1])
    regex = sys.argv[2] if len(sys.argv) > 2 else "^e2e_"
    if not shutil.which("valgrind"):
        print("memcheck: valgrind not installed (tools/install-deps.sh installs it); skipped")
        return 77
    info = json.loads(subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1", "-R", regex],
                                     check=True, capture_output=True, text=True).stdout)
    tests = info.get("tests", [])
    if not tests:
        print("memcheck: no tests match %r in %s" % (regex, build))
        return 1
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    failed = []
    with tempfile.TemporaryDirectory() as tmp:
        def run(t):
            cmd = list(t["command"])
            cwd = build
            for p in t.get("properties", []):
                if p["name"] == "WORKING_DIRECTORY":
                    cwd = p["value"]
            if os.path.basename(cmd[0]) in ("bash", "sh") and len(cmd) > 2:
                wrapper = os.path.join(tmp, "vg-%s-%s" % (t["name"], os.path.basename(cmd[2])))
                with open(wrapper, "w") as f:
                    f.write("#!/bin/sh\nexec %s \"%s\" \"$@\"\n" % (" ".join(VALGRIND), cmd[2]))
                os.chmod(wrapper, os.stat(wrapper).st_mode | stat.S_IEXEC)
                cmd[2] = wrapper
            else:
                cmd = VALGRIND + cmd
            start = time.time()
            r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
            return t["name"], r, time.time() - start

        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for name, r, took in pool.map(run, tests):
                ok = r.returncode == 0
                print("memcheck %-28s %s  %6.1f s" % (name, "ok  " if ok else "FAIL", took), flush=True)
                if not ok:
                    failed.append(name)
                    sys.stdout.write(r.stdout[-4000:] + r.stderr[-8000:])
    if failed:
        print("memcheck: %d of %d failed: %s" % (len(failed), len(tests), " ".join(failed)))
        return 1
    print("memcheck: %d tests clean under valgrind" % len(tests))
    return 0


if __name__ == "__main__":
    sys.exit(main())
