# expect.sh - shared helpers for the bash test scripts (sourced; needs
# case_name set). fail MSG counts a failure; expect CODE TEXT CMD... runs
# CMD and checks its exit code and that its stdout+stderr contain TEXT
# (skipped when TEXT is empty); finish prints the tally and exits 1 on any
# failure.
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

expect() {
    local code=$1 text=$2 out rc
    shift 2
    out=$("$@" 2>&1)
    rc=$?
    [ "$rc" -eq "$code" ] || fail "'$*' exited $rc, expected $code; output: $out"
    if [ -n "$text" ]; then
        case $out in *"$text"*) ;; *) fail "'$*' output lacks '$text': $out" ;; esac
    fi
}

finish() {
    if [ "$failures" -ne 0 ]; then
        echo "$case_name: $failures failure(s)"
        exit 1
    fi
    echo "$case_name: ok"
    exit 0
}
