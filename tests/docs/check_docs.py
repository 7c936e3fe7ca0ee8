#!/usr/bin/env python3
"""Run the command examples of README.md and docs/*.md and check the outputs
they show, so the docs cannot drift from the tools.

What counts as an example:
- a ```sh block: every command in it is run (lines ending in '\\' joined);
  a comment line straight after a command ('# accuracy: 0.9075 (1815/2000)')
  is output that command must print;
- a plain ``` block whose lines start with '$ ': each such line is a command
  and the lines after it, up to the next '$ ', are output it must print.
Output lines are matched anywhere in what the command printed (stdout and
stderr), token by token: words exactly, numbers within 1% (or 0.02), since
the last digits of a float result depend on the CPU's kernel path. A shown
'...' line stands for any number of lines.

An HTML comment on the line before a block says how to treat it:
  <!-- doc-test: skip REASON -->     not run (REASON is printed)
  <!-- doc-test: needs torch -->     run only where /usr/bin/python3 has torch,
                                     which is then `python3` for the commands
  <!-- doc-test: fresh expect "LINE" -->  run in a fresh copy of the source
                                     tree (the README's first command builds
                                     there); its first command must print LINE
`bash tests/run.sh` (the test command itself) is never run. Commands run with
bash, build/ first on PATH, in a scratch folder holding links to the source tree's
entries, with build/ linked to the ctest build folder, as a user's checkout
would look after the README's first command.

usage: check_docs.py SOURCE_DIR BUILD_DIR [FILE.md ...]
exit 0: every example ran and printed what it shows; 1: a failure (printed).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

TIMEOUT = 600
NUM = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?%?$")


def examples(path):
    """(line number, mode, [(command, [expected lines])]) for each example block."""
    lines = open(path, encoding="utf-8").read().split("\n")
    out, i, mode = [], 0, None
    while i < len(lines):
        line = lines[i]
        m = re.match(r"\s*<!-- doc-test: (\w+)(.*?)-->", line)
        if m:
            mode = (m.group(1), m.group(2).strip())
            i += 1
            continue
        if line.startswith("```"):
            lang = line[3:].strip()
            start = i + 1
            j = start
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            body = lines[start:j]
            cmds = parse_sh(body) if lang == "sh" else parse_dollar(body) if lang == "" else []
            if cmds:
                out.append((start, mode, cmds))
            mode = None
            i = j + 1
            continue
        if line.strip():
            mode = None
        i += 1
    return out


def parse_sh(body):
    cmds, cur, prev_cmd = [], "", False
    for line in body:
        s = line.strip()
        if cur:
            cur += "\n" + line
            if not s.endswith("\\"):
                cmds.append((cur, []))
                cur, prev_cmd = "", True
            continue
        if not s:
            prev_cmd = False
        elif s.startswith("#"):
            if prev_cmd:
                cmds[-1][1].append(s[1:].strip())
        elif s.endswith("\\"):
            cur = line
        else:
            cmds.append((line, []))
            prev_cmd = True
    return cmds


def parse_dollar(body):
    cmds = []
    for line in body:
        if line.startswith("$ "):
            cmds.append((line[2:], []))
        elif cmds and line.strip():
            cmds[-1][1].append(line.strip())
    return cmds


def tokens_match(want, got):
    a, b = want.split(), got.split()
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x == y:
            continue
        if NUM.match(x) and NUM.match(y):
            fx, fy = float(x.rstrip("%")), float(y.rstrip("%"))
            if abs(fx - fy) <= max(0.02, 0.01 * abs(fx)):
                continue
        return False
    return True


def output_matches(expected, printed):
    """Each expected line, in order, matches some printed line ('...' skips)."""
    got = [l for l in printed.split("\n") if l.strip()]
    k = 0
    for want in expected:
        if want in ("...", "…"):
            continue
        while k < len(got) and not tokens_match(want, got[k]):
            k += 1
        if k == len(got):
            return want
        k += 1
    return None


def scratch(src, build, fresh):
    d = tempfile.mkdtemp(prefix="npk-doc-")
    if fresh:
        tree = os.path.join(d, "npk")
        files = subprocess.run(["git", "-C", src, "ls-files", "-z"], capture_output=True)
        if files.returncode == 0 and files.stdout:
            for rel in files.stdout.decode().split("\0"):
                if rel and os.path.isfile(os.path.join(src, rel)):
                    os.makedirs(os.path.dirname(os.path.join(tree, rel)), exist_ok=True)
                    shutil.copy2(os.path.join(src, rel), os.path.join(tree, rel))
        else:
            shutil.copytree(src, tree, ignore=shutil.ignore_patterns("build*", ".git"))
        return d, tree
    for name in os.listdir(src):
        if name.startswith("build") or name == ".git":
            continue
        os.symlink(os.path.join(src, name), os.path.join(d, name))
    os.symlink(build, os.path.join(d, "build"))
    return d, d


def define(src, rel, name):
    m = re.search(r"#define %s (\d+)" % name, open(os.path.join(src, rel), encoding="utf-8").read())
    return int(m.group(1)) if m else None


def check_facts(src):
    """Facts the code defines, where the docs restate them: the mismatches."""
    bad = []
    major = define(src, "npk_interp/npk_format.h", "NPK_TCP_VERSION_MAJOR")
    minor = define(src, "npk_interp/npk_format.h", "NPK_TCP_VERSION_MINOR")
    title = open(os.path.join(src, "docs/tcp-format.md"), encoding="utf-8").readline()
    if "version %s.%s" % (major, minor) not in title:
        bad.append("docs/tcp-format.md's title (%s) does not name npk_format.h's version %s.%s"
                   % (title.strip(), major, minor))
    wino = define(src, "tools/mlir2c/winograd.c", "NPK_M2C_WINOGRAD_MIN_CH")
    doc = open(os.path.join(src, "docs/mlir2c.md"), encoding="utf-8").read()
    row = [l for l in doc.split("\n") if l.startswith("| `--no-winograd`")]
    if not row or ">= %d input and >= %d output channels" % (wino, wino) not in row[0]:
        bad.append("docs/mlir2c.md's --no-winograd row does not state winograd.c's bound of %s channels" % wino)
    return bad


def have_torch():
    if not os.path.exists("/usr/bin/python3"):
        return False
    return subprocess.run(["/usr/bin/python3", "-c", "import torch"],
                          capture_output=True).returncode == 0


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    src, build = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    files = sys.argv[3:] or (["README.md"] + sorted(
        os.path.join("docs", f) for f in os.listdir(os.path.join(src, "docs")) if f.endswith(".md")))
    torch = None
    ran = skipped = failed = 0
    for why in check_facts(src):
        print("FAIL facts: " + why)
        failed += 1
    for rel in files:
        for line, mode, cmds in examples(os.path.join(src, rel)):
            where = "%s:%d" % (rel, line)
            kind = mode[0] if mode else "run"
            if kind == "skip":
                print("skip %s: %s" % (where, mode[1] or "marked skip"))
                skipped += 1
                continue
            if kind == "needs" and mode[1] == "torch":
                if torch is None:
                    torch = have_torch()
                if not torch:
                    print("skip %s: no PyTorch in /usr/bin/python3" % where)
                    skipped += 1
                    continue
            root, cwd = scratch(src, build, kind == "fresh")
            # the tools by their installed names too ('$ npk-run ...' in the docs)
            path = os.path.join(cwd, "build") + os.pathsep + os.environ.get("PATH", "")
            if kind == "needs":  # `python3` is the one with PyTorch, as the doc says
                shim = os.path.join(root, ".bin")
                os.makedirs(shim)
                os.symlink("/usr/bin/python3", os.path.join(shim, "python3"))
                path = shim + os.pathsep + path
            env = dict(os.environ, PATH=path)
            try:
                for cmd, expected in cmds:
                    if cmd.strip() == "bash tests/run.sh":
                        print("skip %s: `bash tests/run.sh` is the test command that runs this check" % where)
                        continue
                    r = subprocess.run(["bash", "-c", "set -o pipefail\n" + cmd], cwd=cwd, timeout=TIMEOUT, env=env,
                                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                       errors="replace")
                    first = cmd.strip().split("\n")[0]
                    if r.returncode != 0:
                        print("FAIL %s: `%s` exited %d:\n%s" % (where, first, r.returncode, r.stdout[-3000:]))
                        failed += 1
                        break
                    if kind == "fresh" and cmd is cmds[0][0]:
                        expected = expected + re.findall(r'expect "([^"]*)"', mode[1])
                    miss = output_matches(expected, r.stdout)
                    if miss is not None:
                        print("FAIL %s: `%s` did not print the line the doc shows:\n  %s\nit printed:\n%s"
                              % (where, first, miss, r.stdout[-3000:]))
                        failed += 1
                        break
                    ran += 1
            finally:
                shutil.rmtree(root, ignore_errors=True)
    print("doc examples: %d commands ran and printed what the docs show, %d blocks skipped, %d failed"
          % (ran, skipped, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
