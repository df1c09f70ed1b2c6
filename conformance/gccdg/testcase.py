# SPDX-License-Identifier: MIT
"""Runs one gfortran run test with libgfortran and with ftnio.

Steps: evaluate the directives; compile each source once to objects (and
auxiliary modules first); find the I/O entry points with nm; link and run
with plain libgfortran (verdict cached); then, when the test is I/O-relevant
and passes with libgfortran, run it with ftnio linked before libgfortran
and/or preloaded. Each program run starts in an empty directory.
"""

import dataclasses
import os
import shutil
import time

from . import categories
from . import directives
from . import execution
from . import suite_layout
from . import verdict_cache

COMPILE_TIMEOUT = 300                     # seconds per compiler invocation
FTNIO_MIN_TIMEOUT = 10.0                  # seconds, floor of ftnio's limit
DIAG_FLAGS = ["-fno-diagnostics-show-caret", "-fdiagnostics-color=never"]
# Aux module flags (gfortran_aux_module_flags) of each folder's .exp file.
AUX_FLAGS = {
    "gfortran.dg/c-interop": ["-Werror", "-std=f2018"],
    "gfortran.dg/coarray": ["-fcoarray=single", "-O2"],
}


@dataclasses.dataclass
class Context:
    """Settings shared by all tests of a run (from lit params)."""
    suite_root: str                  # .../gcc/testsuite
    work_root: str                   # scratch directories live here
    libdir: str = ""                 # holds libftnio.so ("" = none)
    modes: tuple = ("linked",)       # subset of ("linked", "preload")
    run_all: bool = False            # also run tests without I/O symbols
    torture: tuple = ("-O0",)        # replaces the torture option list
    timeout: float = 30.0            # seconds per program run
    compiler: str = "gfortran"
    compiler_id: str = ""            # `gfortran --version` first line
    cache: object = None             # VerdictCache
    extra_preload: str = ""          # prepended to LD_PRELOAD for ftnio
    keep: bool = False               # keep scratch dirs of passing tests


def _read(path):
    with open(path, "rb") as handle:
        return handle.read()


def _text(blob):
    return blob.decode("utf-8", "surrogateescape")


def _clean_dir(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)


def _base_env(spec):
    """The environment of a test program: ours minus GFORTRAN_* knobs."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("GFORTRAN_") and k != "LD_PRELOAD"}
    env.update(dict(spec.env))
    return env


def _spec_for(rel, text, ctx):
    """Evaluate directives (or the torture defaults) for a test."""
    rules = suite_layout.folder_for(rel)
    # gfortran-dg-runtest cycles the torture list only for files that
    # literally contain "dg-do run"; others get " -O ".
    cycled = list(ctx.torture) if (not rules.directives or
                                   "dg-do run" in text) else ["-O"]
    torture = list(rules.torture_prefix) + (cycled if rules.torture else [])
    tool_flags = list(rules.fixed_flags) + torture
    if rules.directives:
        spec = directives.evaluate(text, tool_flags, rules.default_flags,
                                   rules.do_default)
    else:
        spec = directives.TestSpec(do_what="run", selected="S",
                                   extra_flags=list(rules.default_flags))
    flags = tool_flags + spec.extra_flags + spec.postponed_flags
    return spec, flags


def object_name(index, source):
    """The object file of the index-th source: its stem behind a counter.

    DejaGnu hands the main file and its dg-additional-sources to one
    gfortran command that links them, so each source gets a private
    temporary object.  `gfortran -c` would name both foo.f90's and foo.c's
    object foo.o, the second overwriting the first; the counter keeps
    them apart and, sorted, in command-line order.
    """
    stem = os.path.splitext(os.path.basename(source))[0]
    return "%02d-%s.o" % (index, stem)


def compile_commands(ctx, rel, spec, flags, build):
    """The gfortran commands that compile a test's sources in build/.

    Each source (main file first, then the additional sources in their
    order, Fortran and C alike) is compiled by its own `gfortran -c` with
    the flags DejaGnu's single command line would give every source;
    gfortran passes them to cc1 for the C files as it would there. Fortran
    sources run in order, so later ones see the modules of earlier ones.
    """
    test_dir = os.path.dirname(os.path.join(ctx.suite_root, rel))
    sources = [os.path.join(ctx.suite_root, rel)] + [
        os.path.join(test_dir, s) for s in spec.additional_sources]
    return [[ctx.compiler, "-c", src, "-o",
             os.path.join(build, object_name(i, src))] + flags + DIAG_FLAGS
            for i, src in enumerate(sources)]


def _compile(ctx, rel, spec, flags, build):
    """Compile aux modules and sources into build/; return (objs, error)."""
    test_dir = os.path.dirname(os.path.join(ctx.suite_root, rel))
    folder = os.path.dirname(rel)
    for aux in spec.aux_modules:
        aux_path = os.path.join(test_dir, aux)
        aux_spec = directives.evaluate(
            _text(_read(aux_path)), [], AUX_FLAGS.get(folder,
                                                      ["-pedantic-errors"]))
        code, out = execution.run_command(
            [ctx.compiler, "-S", aux_path, "-o", os.devnull]
            + aux_spec.extra_flags + DIAG_FLAGS, build, COMPILE_TIMEOUT)
        if code:
            return [], "aux module %s: %s" % (aux, out.strip()[-300:])
    objs = []
    for cmd in compile_commands(ctx, rel, spec, flags, build):
        code, out = execution.run_command(cmd, build, COMPILE_TIMEOUT)
        obj = cmd[cmd.index("-o") + 1]
        if code or not os.path.exists(obj):
            return [], "compile error: " + (out.strip()[-300:]
                                            or "no object")
        objs.append(obj)
    return objs, ""


# What libftnio.a needs besides libgfortran's own libraries (ftnio.pc's
# Libs.private): a -static test links the archive, C++ runtime included.
STATIC_PRIVATE_LIBS = ["-lstdc++", "-lpthread", "-ldl"]


def link_command(ctx, objs, flags, exe, ftnio):
    """The gfortran command linking objs into exe (ftnio first if asked)."""
    extra = []
    if ftnio:
        extra = ["-L" + ctx.libdir, "-lftnio", "-Wl,-rpath," + ctx.libdir]
        if "-static" in flags:
            extra += STATIC_PRIVATE_LIBS
    return [ctx.compiler] + objs + flags + extra + DIAG_FLAGS + ["-o", exe]


def _link(ctx, objs, flags, exe, ftnio):
    """Link objs into exe, with ftnio before libgfortran when asked."""
    code, out = execution.run_command(
        link_command(ctx, objs, flags, exe, ftnio), os.path.dirname(exe),
        COMPILE_TIMEOUT)
    return "" if code == 0 else "link error: " + out.strip()[-300:]


def _run(ctx, spec, exe, rundir, preload, timeout=None):
    """Run exe in a fresh rundir and judge the outcome."""
    _clean_dir(rundir)
    env = _base_env(spec)
    libs = [p for p in (ctx.extra_preload if preload is not None else "",
                        preload or "") if p]
    if libs:
        env["LD_PRELOAD"] = ":".join(libs)
        # ASan insists on being first in the library list; a preloaded
        # runtime is a harness artefact, not a test failure.
        env["ASAN_OPTIONS"] = ":".join(
            o for o in (env.get("ASAN_OPTIONS"), "verify_asan_link_order=0")
            if o)
    limit = ctx.timeout * spec.timeout_factor
    started = time.monotonic()
    outcome = execution.run_program([exe], rundir, env,
                                    min(limit, timeout or limit))
    outcome.seconds = time.monotonic() - started
    return outcome, execution.judge(spec, outcome, ctx.suite_root)


def _ftnio_timeout(entry):
    """A hang must not cost the full limit on every test: allow ftnio ten
    times libgfortran's run time, but at least FTNIO_MIN_TIMEOUT seconds."""
    seconds = entry["gfortran"].get("seconds")
    return None if seconds is None else max(FTNIO_MIN_TIMEOUT, 10 * seconds)


def _source_blobs(ctx, rel, spec):
    test_dir = os.path.dirname(os.path.join(ctx.suite_root, rel))
    paths = [os.path.join(ctx.suite_root, rel)] + [
        os.path.join(test_dir, s)
        for s in list(spec.additional_sources) + list(spec.aux_modules)]
    return [(p, _read(p)) for p in paths if os.path.isfile(p)]


def run_case(ctx, rel):
    """Run one test; return a dict describing every verdict (see README)."""
    rel = suite_layout.test_id(rel)
    result = {"id": rel, "status": "skipped", "reason": "",
              "io_relevant": False, "categories": [], "gfortran": "",
              "ftnio": {}, "details": {}}
    text = _text(_read(os.path.join(ctx.suite_root, rel)))
    spec, flags = _spec_for(rel, text, ctx)
    if spec.errors:
        result.update(status="unresolved", reason="; ".join(spec.errors))
        return result
    if spec.unknown_targets:
        result["unknown_targets"] = spec.unknown_targets
    if spec.selected == "N":
        result["reason"] = "unsupported: " + spec.skip_reason
        return result
    if spec.do_what != "run":
        result["reason"] = "not a run test (dg-do %s)" % spec.do_what
        return result

    blobs = _source_blobs(ctx, rel, spec)
    key = verdict_cache.cache_key(rel, [b for _, b in blobs],
                                  ctx.compiler_id, flags)
    entry = ctx.cache.load(key) if ctx.cache else None
    if entry is not None and entry.get("compile_error"):
        result.update(status="compile-error", reason=entry["compile_error"])
        return result
    if entry is not None and not entry["io_symbols"] and not ctx.run_all:
        result["reason"] = "no I/O symbols"
        return result

    scratch = os.path.join(ctx.work_root, rel.replace("/", "__"))
    build = os.path.join(scratch, "build")
    _clean_dir(build)
    objs, error = _compile(ctx, rel, spec, flags, build)
    if error:
        entry = {"compile_error": error}
        ctx.cache and ctx.cache.store(key, entry)
        result.update(status="compile-error", reason=error)
        return result
    symbols = execution.undefined_symbols(objs)
    cats = categories.classify([(p, _text(b)) for p, b in blobs], symbols)
    result["categories"] = cats
    io_syms = execution.io_symbols(symbols)
    result["io_relevant"] = bool(io_syms)
    if entry is None:
        entry = {"io_symbols": io_syms}
    if not io_syms and not ctx.run_all:
        ctx.cache and ctx.cache.store(key, entry)
        result["reason"] = "no I/O symbols"
        shutil.rmtree(scratch, ignore_errors=True)
        return result

    plain = os.path.join(build, "prog.gfortran")
    error = _link(ctx, objs, flags, plain, ftnio=False)
    if error:
        result.update(status="compile-error", reason=error)
        return result
    if "gfortran" not in entry:
        outcome, verdict = _run(ctx, spec, plain,
                                os.path.join(scratch, "run-gf"), None)
        entry["gfortran"] = {"code": verdict.code, "detail": verdict.detail,
                             "seconds": round(outcome.seconds, 3)}
        ctx.cache and ctx.cache.store(key, entry)
    result["gfortran"] = entry["gfortran"]["code"]
    if result["gfortran"] != "PASS":
        result.update(status="gfortran-fails",
                      reason="libgfortran: %s %s" % (
                          entry["gfortran"]["code"],
                          entry["gfortran"]["detail"]))
        return result

    result["status"] = "ran"
    for mode in ctx.modes:
        result["ftnio"][mode], result["details"][mode] = _run_ftnio(
            ctx, spec, objs, flags, plain, scratch, mode,
            _ftnio_timeout(entry))
    if all(v == "PASS" for v in result["ftnio"].values()) and not ctx.keep:
        shutil.rmtree(scratch, ignore_errors=True)
    return result


def _run_ftnio(ctx, spec, objs, flags, plain, scratch, mode, timeout):
    """Run the test with ftnio in one mode; return (code, detail)."""
    if mode == "linked":
        exe = os.path.join(os.path.dirname(plain), "prog.ftnio")
        error = _link(ctx, objs, flags, exe, ftnio=True)
        if error:
            return "FAIL", error
        _, verdict = _run(ctx, spec, exe, os.path.join(scratch, "run-linked"),
                          "", timeout)
    else:
        lib = os.path.join(ctx.libdir, "libftnio.so")
        _, verdict = _run(ctx, spec, plain,
                          os.path.join(scratch, "run-preload"), lib, timeout)
    return verdict.code, verdict.detail
