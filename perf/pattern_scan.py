#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Instructions and system calls per statement on statement kinds nobody
tuned, libgfortran (or flang's runtime) against ftnio.

perf/run times the programs of perf/; this scan looks wider and counts
instead of timing, so it works on a loaded machine: each pattern is one
statement (or a short group) in a loop, in a program of its own; the
program runs under Valgrind's callgrind and under `strace -c` with N1 and
N2 iterations, and (count(N2) - count(N1)) / (N2 - N1) is the cost of one
iteration, start-up and set-up cancelled.  A row is marked `<<<` where
ftnio executes more than 0.8 of the other runtime's instructions or makes
more system calls per iteration.  Instruction counts are not time (a
system call costs far more than an instruction; caches are not counted),
but a pattern where ftnio runs more instructions than libgfortran is one
to look at.  perf/README.md ("Patterns nobody tuned") has the last scan.

  python3 perf/pattern_scan.py --libdir build/libio [NAME ...]
  python3 perf/pattern_scan.py --libdir build/libio --flang [NAME ...]
  python3 perf/pattern_scan.py --list
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

# name -> (set-up, loop body, clean-up), free-form Fortran; the loop runs
# n times with index i (the declarations are in HEAD).
P = {}


def pat(name, setup, body, cleanup=""):
    P[name] = (setup, body, cleanup)


W = "open(10,file='w.dat',status='replace')\n"
pat("open_close_scratch", "", "open(newunit=u,status='scratch'); close(u)")
pat("open_close_file", "open(10,file='oc.dat'); write(10,'(a)') 'x'; close(10)", "open(10,file='oc.dat'); close(10)")
pat("open_close_write", "", "open(10,file='ocw.dat',position='append'); write(10,'(i0)') i; close(10)")
pat("rewind_read", "open(10,file='r.dat'); write(10,*) 42", "rewind(10); read(10,*) k")
pat("backspace_read", "open(10,file='b.dat'); write(10,'(a)') 'hello'", "backspace(10); read(10,'(a)') line")
pat("inquire_opened", "open(10,file='q.dat')", "inquire(unit=10, opened=lg)")
pat("inquire_unit_name", "open(10,file='q.dat')", "inquire(unit=10, name=line)")
pat("inquire_file_noexist", "", "inquire(file='nonexist.dat', exist=lg)")
pat("inquire_file_exist", "open(10,file='q.dat')", "inquire(file='q.dat', exist=lg)")
pat("write_10f", W, "write(10,'(10f8.3)') a(1:10)")
pat("write_g0_star", W, "write(10,'(*(g0,1x))') a(1:10)")
pat("write_list_mixed", W, "write(10,*) 'text', i, a(1)")
pat("write_list_complex", W, "write(10,*) z")
pat("write_list_int_array", W, "write(10,*) ia(1:10)")
pat("write_list_logical", W, "write(10,*) lg, .false.")
pat("write_list_char", W, "write(10,*) 'abc', line(1:20)")
pat("read_10f", "open(10,file='r10.dat'); do j=1,100; write(10,'(10f8.3)') (real(j*k)/7,k=1,10); end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,'(10f8.3)') a(1:10)")
pat("read_list_10real", "open(10,file='rl.dat'); do j=1,100; write(10,*) (real(j*k)/7,k=1,10); end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,*) a(1:10)")
pat("read_list_words", "open(10,file='rw.dat'); do j=1,100; write(10,'(a)') 'alpha beta gamma'; end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,*) line, line2")
pat("read_list_logical", "open(10,file='rlg.dat'); do j=1,100; write(10,'(a)') 'T F .true.'; end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,*) lg, lg2")
pat("read_skip_record", "open(10,file='rs.dat'); do j=1,100; write(10,'(a)') 'skip me please'; end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,*)")
pat("read_list_quoted", "open(10,file='rq.dat'); do j=1,100; write(10,'(a)') '''quoted string'', 12'; end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,*) line, k")
pat("internal_read_2real", "line='1.5 2.25'", "read(line,*) a(1), a(2)")
pat("internal_read_int_fmt", "line='   12345'", "read(line,'(i8)') k")
pat("internal_write_f", "", "write(line,'(f10.3)') a(1)")
pat("internal_write_list_real", "", "write(line,*) a(1)")
pat("internal_write_array", "", "write(carr,'(a)') 'r1','r2','r3'")
pat("internal_write_concat", "", "write(line,'(a,i0,a)') 'file_', i, '.dat'")
pat("internal_write_i0", "", "write(line(1:24),'(i0)') i")
pat("internal_write_a_i0", "", "write(line(1:24),'(a,i0)') 'n=', i")
pat("internal_read_list_int", "line2='12345'", "read(line2(1:24),*) k")
pat("internal_read_list_3int", "line2='1 22 333'", "read(line2(1:24),*) k, k2, k3")
pat("internal_read_i10", "line2='     12345'", "read(line2(1:10),'(i10)') k")
pat("print_int", "", "print *, i")
pat("print_fmt", "", "print '(a,i6,f10.4)', 'step', i, a(1)")
pat("nonadv_read_char", "open(10,file='nc.dat'); do j=1,100; write(10,'(a)') 'abcdefghij'; end do; rewind(10)",
    "read(10,'(a1)',advance='no',iostat=ios) c; if (ios<0) rewind(10)")
pat("nonadv_write_char", W, "write(10,'(a)',advance='no') 'x'; if (mod(i,80)==0) write(10,*)")
pat("direct_fmt_read", "open(10,file='df.dat',access='direct',form='formatted',recl=20); do j=1,100; write(10,'(a)',rec=j) 'record'; end do",
    "read(10,'(a)',rec=mod(i,100)+1) line(1:20)")
pat("direct_fmt_write", "open(10,file='dfw.dat',access='direct',form='formatted',recl=20)",
    "write(10,'(i20)',rec=mod(i,100)+1) i")
pat("stream_fmt_write", "open(10,file='sf.dat',access='stream',form='formatted',status='replace')", "write(10,'(a)') 'stream line'")
pat("stream_fmt_read", "open(10,file='sfr.dat',access='stream',form='formatted'); do j=1,100; write(10,'(a)') 'line'; end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,'(a)',iostat=ios) line")
pat("stream_pos_read", "open(10,file='sp.dat',access='stream'); write(10) (j,j=1,1000)", "read(10,pos=4*mod(i,1000)+1) k")
pat("stream_pos_write", "open(10,file='spw.dat',access='stream')", "write(10,pos=4*mod(i,1000)+1) i")
pat("namelist_read", "open(10,file='nl.dat'); write(10,nml=g); rewind(10)", "rewind(10); read(10,nml=g)")
pat("write_L", W, "write(10,'(5L2)') lg, lg, .false., lg, .true.")
pat("write_5a", W, "write(10,'(5a)') carr2")
pat("write_var_fmt", W, "write(fm,'(a,i0,a)') '(i', mod(i,20)+2, ')'; write(10,fm) mod(i,10)")
pat("write_iostat_iomsg", W, "write(10,'(a)',iostat=ios,iomsg=line) 'short'")
pat("write_err_label", W, "write(10,'(i5)',err=99) i")
pat("write_long_line", W+"line3=repeat('z',1000)", "write(10,'(a)') line3")
# The loops of perf/countlines.f90 and perf/read_int.f90 ext1: short
# records, one statement each (the per-statement cost of a READ).
pat("read_a_lines", "open(10,file='al.dat'); do j=1,100; write(10,'(a,i0)') 'a line of text number ', j; end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,'(a)',iostat=ios) line")
pat("read_list_int", "open(10,file='li.dat'); do j=1,100; write(10,'(i0)') j*7919; end do; rewind(10)",
    "if (mod(i,100)==0) rewind(10); read(10,*) k")
pat("read_long_line", "open(10,file='ll.dat'); do j=1,100; write(10,'(a)') repeat('y',1000); end do; rewind(10)",
    "read(10,'(a)',iostat=ios) line3; if (ios<0) rewind(10)")
pat("write_8i10_i8", W, "write(10,'(8i10)') ia8(1:8)")
# perf/formatted_write.f90's modes a, i0 and int, one statement each
pat("write_a_short", W, "write(10,'(a)') 'short string'")
pat("write_i0", W, "write(10,'(i0)') i")
pat("write_3i12", W, "write(10,'(3i12)') i, i+1, i+2")
pat("unf_read_5items", "open(10,file='u5.dat',form='unformatted'); do j=1,1000; write(10) j,j,j,j,j; end do; rewind(10)",
    "read(10,iostat=ios) k,k2,k3,k4,k5; if (ios<0) rewind(10)")
pat("unf_write_struct", "open(10,file='us.dat',form='unformatted',status='replace')", "write(10) pt")
pat("flush_each", W, "write(10,'(i0)') i; flush(10)")
pat("write_es_e3", W, "write(10,'(es12.4e3)') a(1)")
pat("write_en", W, "write(10,'(en12.3)') a(1)")
pat("write_d24", W, "write(10,'(d24.16)') d")
# perf/formatted_write.f90's real line, whole and per edit, on values
# that vary like its (every magnitude the loop reaches).
DV = "d = real(i, 8) * 1.2345678901d0; "
pat("write_real_line", W, DV + "write(10,'(es24.16,f14.5,g20.10)') d, d/3, 1/d")
pat("write_es24_16", W, DV + "write(10,'(es24.16)') d")
pat("write_f14_5", W, DV + "write(10,'(f14.5)') d/3")
pat("write_g20_10", W, DV + "write(10,'(g20.10)') 1/d")
pat("write_b32_z8", W, "write(10,'(b32,1x,z8)') i, i")
pat("read_z8", "open(10,file='z.dat'); do j=1,100; write(10,'(z8)') j*7919; end do; rewind(10)",
    "read(10,'(z8)',iostat=ios) k; if (ios<0) rewind(10)")
pat("write_blank_list", W, "write(10,*)")
pat("write_slash_fmt", W, "write(10,'(i3/i3/i3)') 1,2,3")
pat("write_tab_fmt", W, "write(10,'(i3,t20,a,tl5,i2)') i, 'x', 7")
pat("write_f_d_kind16", W, "write(10,'(f30.20)') q")
pat("write_list_real4", W, "write(10,*) a(1), a(2)")
pat("read_f_kind4", "open(10,file='f4.dat'); do j=1,100; write(10,'(f12.5)') j/3.0; end do; rewind(10)",
    "read(10,'(f12.5)',iostat=ios) a(1); if (ios<0) rewind(10)")
pat("write_char_array_list", W, "write(10,*) carr2")
pat("write_implied_do", W, "write(10,'(10i4)') (ia(j), j=1,10)")
pat("write_array_section_stride", W, "write(10,'(5i4)') ia(1:10:2)")
pat("write_2d_array", W, "write(10,'(9f6.2)') b2")
pat("write_dt", W, "write(10,*) pt")
pat("unf_write_array_1000", "open(10,file='ua.dat',form='unformatted',status='replace')", "write(10) big")
pat("endfile_rewind", "open(10,file='er.dat')", "write(10,'(a)') 'x'; endfile(10); rewind(10)")


pat("unf_read_1item", "open(10,file='u1.dat',form='unformatted'); do j=1,1000; write(10) j; end do; rewind(10)",
    "read(10,iostat=ios) k; if (ios<0) rewind(10)")
pat("unf_write_4int", "open(10,file='u4.dat',form='unformatted',status='replace')", "write(10) i, i, i, i")
pat("write_recl", "open(10,file='wr.dat',recl=100,status='replace')", "write(10,'(a)') 'with recl'")
pat("write_nonadv_int", W, "write(10,'(i6)',advance='no') i; if (mod(i,10)==0) write(10,*)")
pat("write_colon_unlimited", W, "write(10,'(*(i0,:,\",\"))') ia")
pat("write_repeat_group", W, "write(10,'(3(i4,1x,f8.3))') (ia(j), a(j), j=1,3)")
pat("write_g12", W, "write(10,'(g12.5)') a(1)")
pat("write_sp_modes", W, "write(10,'(sp,i5,ss,i5,bn)') i, i")
pat("write_pt_fmt", W, "write(10,'(3f8.2,i5)') pt")
pat("write_trim_pair", W, "write(10,'(a,1x,a)') trim(line2), trim(line2)")
pat("namelist_write", W, "write(10,nml=g)")
pat("read_list_complex", "open(10,file='rc.dat'); do j=1,100; write(10,*) (1.5,2.5); end do; rewind(10)",
    "read(10,*,iostat=ios) z; if (ios<0) rewind(10)")
pat("read_list_commas", "open(10,file='rcm.dat'); do j=1,100; write(10,'(a)') '1,2,3,4,5,6,7,8,9,10'; end do; rewind(10)",
    "read(10,*,iostat=ios) ia; if (ios<0) rewind(10)")
# perf/read_real.f90's es mode: one ES value a record.
pat("read_es24", "open(10,file='res.dat'); do j=1,100; write(10,'(es24.16)') d*j; end do; rewind(10)",
    "read(10,'(es24.16)',iostat=ios) d; if (ios<0) rewind(10)")
pat("read_10i5", "open(10,file='ri5.dat'); do j=1,100; write(10,'(10i5)') (k,k=1,10); end do; rewind(10)",
    "read(10,'(10i5)',iostat=ios) ia; if (ios<0) rewind(10)")
pat("read_end_label", "open(10,file='rel.dat'); do j=1,100; write(10,'(i5)') j; end do; rewind(10)",
    "read(10,'(i5)',end=98) k; goto 97\n98  rewind(10)\n97  continue")
pat("internal_read_list_array", "carr(1)='1 2 3'; carr(2)='4 5 6'; carr(3)='7 8 9'", "read(carr,*) ia(1:9)")
pat("unf_direct_write", "open(10,file='udw.dat',access='direct',form='unformatted',recl=16,status='replace')",
    "write(10,rec=mod(i*7,1000)+1) i, a(1), d")
pat("unf_direct_read", "open(10,file='udr.dat',access='direct',form='unformatted',recl=16); do j=1,1000; write(10,rec=j) j,j,j,j; end do",
    "read(10,rec=mod(i*7,1000)+1) k, k2, k3, k4")
# us_perf's small records (4, 16 and 64 bytes), each one array item.
pat("unf_write_rec4", "open(10,file='ur4.dat',form='unformatted',status='replace')", "write(10) ia(1:1)")
pat("unf_write_rec16", "open(10,file='ur16.dat',form='unformatted',status='replace')", "write(10) ia(1:4)")
pat("unf_write_rec64", "open(10,file='ur64.dat',form='unformatted',status='replace')", "write(10) ia8(1:8)")
pat("unf_stream_small", "open(10,file='uss.dat',access='stream',form='unformatted',status='replace')", "write(10) i")
pat("unf_stream_read_small", "open(10,file='usr.dat',access='stream',form='unformatted'); write(10) (j,j=1,100000); rewind(10)",
    "read(10) k")
pat("print_string", "", "print '(a)', 'a line of text for stdout'")
pat("print_real_array", "", "print *, a(1:5)")
pat("write_stderr", "", "write(0,'(a)') 'to stderr'")

HEAD = """program p
  implicit none
  type point
    real :: x, y, z
    integer :: id
  end type
  integer :: i, j, k, k2, k3, k4, k5, u, ios, n
  integer :: ia(10) = [(j, j=1,10)]
  integer(8) :: ia8(8) = [(int(j,8)*123456789_8, j=1,8)]
  real :: a(10) = [(real(j)/3.0, j=1,10)]
  real :: b2(3,3) = 1.5
  real :: big(1000) = 2.0
  real(8) :: d = 3.14159265358979d0
  real(16) :: q = 2.0_16/3.0_16
  complex :: z = (1.0, -2.0)
  logical :: lg = .true., lg2
  character(len=200) :: line, line2
  character(len=1000) :: line3
  character(len=1) :: c
  character(len=20) :: fm
  character(len=10) :: carr(3)
  character(len=4) :: carr2(5) = ['ab  ','cd  ','ef  ','gh  ','ij  ']
  type(point) :: pt = point(1.0, 2.0, 3.0, 4)
  namelist /g/ k, a, lg
  character(len=16) :: arg
  call get_command_argument(1, arg); read(arg,*) n
  k = 1
"""

def program(name):
    s, b, c = P[name]
    return (HEAD + "  " + s + "\n  do i = 1, n\n    " + b + "\n  end do\n  " +
            c + "\n  stop\n99 print *, 'err'\nend program\n")


def run_counted(tool, exe, n, preload, wd):
    """Instructions (tool 'callgrind') or system calls ('strace') of one run."""
    env = dict(os.environ)
    env.pop("LD_PRELOAD", None)
    if preload:
        env["LD_PRELOAD"] = preload
    out = os.path.join(wd, tool + ".out")
    if tool == "callgrind":
        r = subprocess.run(["valgrind", "--tool=callgrind",
                            "--callgrind-out-file=" + out, exe, str(n)],
                           cwd=wd, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True)
        m = re.search(r"Collected : (\d+)", r.stderr)
        return int(m.group(1)) if m else None
    subprocess.run(["strace", "-f", "-c", "-o", out, exe, str(n)], cwd=wd,
                   env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    total = open(out).read().strip().splitlines()[-1].split()
    return int(total[3])  # % time, seconds, usecs/call, calls, ...


def build(name, wd, opts):
    """The two executables (other runtime, ftnio) and the preload of each."""
    with open(os.path.join(wd, "p.f90"), "w") as f:
        f.write(program(name))
    lib = os.path.abspath(opts.libdir)
    if opts.flang:
        cmds = [[opts.flang_fc, "-O2", "-o", "p", "p.f90"],
                [opts.flang_fc, "-O2", "-o", "pf", "p.f90", "-L" + lib,
                 "-lftnio_flang", "-Wl,-rpath," + lib]]
        runs = [("p", None), ("pf", None)]
    else:
        cmds = [[opts.fc, "-O2", "-o", "p", "p.f90"]]
        runs = [("p", None), ("p", os.path.join(lib, "libftnio.so"))]
    for cmd in cmds:
        r = subprocess.run(cmd, cwd=wd, capture_output=True, text=True)
        if r.returncode:
            return None, r.stderr[:300]
    return [(os.path.join(wd, e), pre) for e, pre in runs], None


def per_iteration(tool, exe, preload, wd, opts):
    a = run_counted(tool, exe, opts.n1, preload, wd)
    b = run_counted(tool, exe, opts.n2, preload, wd)
    if a is None or b is None:
        return float("nan")
    return (b - a) / (opts.n2 - opts.n1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--libdir", default="build/libio")
    ap.add_argument("--flang", action="store_true",
                    help="flang-new-19 programs: flang's runtime against "
                    "-lftnio_flang")
    ap.add_argument("--fc", default="gfortran")
    ap.add_argument("--flang-fc", default="flang-new-19")
    ap.add_argument("--n1", type=int, default=2000)
    ap.add_argument("--n2", type=int, default=4000)
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--require-ratio", type=float, default=None,
                    help="exit 1 when a pattern's instruction ratio (the "
                    "other runtime's over ftnio's) is below this: the CTest "
                    "guard of the patterns once found slower")
    ap.add_argument("names", nargs="*")
    opts = ap.parse_args()
    if opts.list:
        print("\n".join(sorted(P)))
        return 0
    for t in ("valgrind", "strace"):
        if shutil.which(t) is None:
            sys.exit("pattern_scan: %s not found" % t)
    names = opts.names or sorted(P)
    other = "flang" if opts.flang else "libgfortran"
    print("%-28s %11s %9s %6s  %s" % ("pattern", other, "ftnio", "ratio",
                                      "system calls (%s, ftnio)" % other))
    below = []
    with tempfile.TemporaryDirectory(prefix="pattern_scan.") as root:
        for name in names:
            if name not in P:
                sys.exit("pattern_scan: no pattern %s (--list)" % name)
            wd = os.path.join(root, name)
            os.makedirs(wd)
            runs, err = build(name, wd, opts)
            if runs is None:
                print("%-28s does not compile: %s" % (name, err))
                continue
            ins = [per_iteration("callgrind", e, p, wd, opts) for e, p in runs]
            sys_ = [per_iteration("strace", e, p, wd, opts) for e, p in runs]
            mark = " <<<" if ins[1] > 0.8 * ins[0] or sys_[1] > sys_[0] + 0.01 \
                else ""
            print("%-28s %11.0f %9.0f %6.2f  %5.2f %5.2f%s" %
                  (name, ins[0], ins[1], ins[0] / ins[1], sys_[0], sys_[1],
                   mark), flush=True)
            if opts.require_ratio is not None and \
                    not ins[0] / ins[1] >= opts.require_ratio:
                below.append(name)
    if below:
        print("pattern_scan: below %.2f: %s" % (opts.require_ratio,
                                                " ".join(below)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
