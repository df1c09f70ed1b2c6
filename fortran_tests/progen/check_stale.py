"""Self-test of run.py's deliberate stale-fill rules (stale_classes.test)."""
import run

CASES = [
    # (rule, libgfortran's file, ftnio's file, other files, accepted)
    (run.stale_fill_only, b"abc\n  c\n", b"abc\n   \n", (), True),
    (run.stale_fill_only, b"abc\n  d\n", b"abc\n   \n", (), False),
    (run.stale_newline_only, b"abc\n \nx\n", b"abc\n  x\n", (), True),
    (run.stale_newline_only, b"x\n-1 7\n", b"x\n   7\n", (b" -1\n",), True),
    (run.stale_newline_only, b"x\nq1 7\n", b"x\n   7\n", (b" -1\n",), False),
    (run.stale_newline_only, b"ab\n12\n", b"ab\n1x\n", (), False),
    (run.stale_newline_only, b"ab\n1b\n", b"ab\n1\n\n", (), True),
    (run.stale_newline_only, b"ab\n12\n", b"ab\n1\n\n", (), False),
    (run.stale_newline_only, b"ab\n12\n", b"ab\n12 \n", (), False),
]

bad = 0
for rule, ref, got, others, want in CASES:
    if rule(ref, got, others=others) != want:
        print("wrong: %s(%r, %r) should be %s" % (rule.__name__, ref, got, want))
        bad += 1
print("ok" if not bad else "%d wrong" % bad)
