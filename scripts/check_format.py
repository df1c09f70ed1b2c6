#!/usr/bin/env python3
"""Every C and C++ source of the tree is formatted by .clang-format.

  scripts/check_format.py [REPO-ROOT] [--fix]

Exit status 1 names the files clang-format-14 would change (--fix changes
them).  Build directories and anything git ignores are left out.
"""
import shutil
import subprocess
import sys
from pathlib import Path

SUFFIXES = (".c", ".cc", ".cpp", ".h")
SKIP = ("build", ".git")


def sources(root: Path) -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "--cached", "--others",
                              "--exclude-standard"], cwd=root, check=True,
                             capture_output=True, text=True).stdout
        names = [root / n for n in out.split()]
    except (OSError, subprocess.CalledProcessError):
        names = [p for p in root.rglob("*")
                 if not any(part.startswith(SKIP) for part in
                            p.relative_to(root).parts)]
    return sorted(p for p in names if p.suffix in SUFFIXES and p.is_file())


def main(argv: list[str]) -> int:
    fix = "--fix" in argv
    args = [a for a in argv if a != "--fix"]
    root = Path(args[0] if args else Path(__file__).resolve().parent.parent)
    tool = shutil.which("clang-format-14") or shutil.which("clang-format")
    if not tool:
        print("check_format: clang-format-14 not installed", file=sys.stderr)
        return 1
    bad = []
    for path in sources(root.resolve()):
        if fix:
            subprocess.run([tool, "-i", str(path)], check=True)
            continue
        proc = subprocess.run([tool, "--dry-run", "--Werror", str(path)],
                              capture_output=True)
        if proc.returncode:
            bad.append(path.relative_to(root.resolve()))
    for path in bad:
        print("not formatted: %s (scripts/check_format.py --fix)" % path)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
