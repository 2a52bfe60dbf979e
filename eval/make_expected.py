"""Build a held-out set's expected.json from its `# ROOT` markers (and the exception column of its
README.md):

    python eval/make_expected.py eval/heldout3
"""
import json
import os
import re
import sys


def readme_exceptions(folder):
    exc = {}
    for line in open(os.path.join(folder, "README.md"), encoding="utf-8"):
        m = re.match(r"^\|\s*((?:fail|silent)_\w+)\s*\|.*\|\s*(\w+)\s*\|\s*$", line)
        if m:
            exc[m.group(1)] = None if m.group(2) == "silent" else m.group(2)
    return exc


def main(folder):
    exc = readme_exceptions(folder)
    out = {}
    for case in sorted(os.listdir(folder)):
        d = os.path.join(folder, case)
        if not os.path.isdir(d) or not case.startswith(("fail_", "silent_")):
            continue
        marks = []
        for fn in sorted(os.listdir(d)):
            if not fn.endswith(".py"):
                continue
            with open(os.path.join(d, fn), encoding="utf-8") as fh:
                for i, line in enumerate(fh, 1):
                    if re.search(r"#\s*ROOT\b", line):
                        marks.append((fn, i))
        if len(marks) != 1:
            raise SystemExit(f"{case}: expected exactly one '# ROOT' marker, found {marks}")
        kind = "fail" if case.startswith("fail_") else "silent"
        if case not in exc:
            raise SystemExit(f"{case}: missing from README.md table")
        if (kind == "silent") != (exc[case] is None):
            raise SystemExit(f"{case}: README exception column inconsistent with kind")
        fn, line = marks[0]
        out[case] = {"file": fn, "line": line, "kind": kind, "exception": exc[case]}
    missing = set(exc) - set(out)
    if missing:
        raise SystemExit(f"README lists cases with no folder: {sorted(missing)}")
    with open(os.path.join(folder, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=2, sort_keys=True)
        fh.write("\n")
    print(f"wrote {len(out)} cases")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python eval/make_expected.py SET_FOLDER")
    main(os.path.abspath(sys.argv[1]))
