"""Apply fix edits to files: only the edited ranges change, every other byte stays as it was."""
from __future__ import annotations

import io
import tokenize
from collections import defaultdict
from typing import Iterable

from .report.records import Edit, Finding

# AST columns are UTF-8 byte offsets of the text as Python decodes it, so the edits are applied to
# that text encoded as UTF-8, and the result is encoded back as the file was (PEP 263, a BOM).


def fixable(findings: Iterable[Finding], unsafe: bool = False) -> list[Finding]:
    allowed = ("safe", "unsafe") if unsafe else ("safe",)
    return [f for f in findings if f.fix is not None and f.fix.edits and f.fix.applicability in allowed]


def apply_fixes(findings: Iterable[Finding], unsafe: bool = False) -> dict[str, int]:
    """Write the fixes of the findings into their files; return how many fixes went into each file.
    A fix whose edits overlap one already taken is skipped (the next run reports it again)."""
    per_file: dict[str, list[tuple[Edit, ...]]] = defaultdict(list)
    for finding in fixable(findings, unsafe):
        per_file[finding.fix.edits[0].file].append(finding.fix.edits)  # type: ignore[union-attr]
    applied: dict[str, int] = {}
    for file, fixes in per_file.items():
        with open(file, "rb") as handle:
            data = handle.read()
        try:
            encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
            text = data.decode(encoding)
            new, count = apply_to_bytes(text.encode("utf-8"), fixes)
            if not count:
                continue
            out = new.decode("utf-8").encode(encoding)
        except (SyntaxError, UnicodeError, LookupError):
            continue  # cannot be written back in its own encoding: left as it is
        with open(file, "wb") as handle:
            handle.write(out)
        applied[file] = count
    return applied


def apply_to_bytes(data: bytes, fixes: list[tuple[Edit, ...]]) -> tuple[bytes, int]:
    starts = _line_starts(data)
    taken: list[tuple[int, int]] = []
    chosen: dict[tuple[int, int, bytes], None] = {}
    count = 0
    for edits in fixes:
        ranges = [(_offset(data, starts, e.line, e.column), _offset(data, starts, e.end_line, e.end_column), e) for e in edits]
        # an identical edit (the shared `from mindspore import ops`) may repeat; anything else must not overlap
        fresh = [(s, t, e) for s, t, e in ranges if (s, t, e.text.encode()) not in chosen]
        if any(_overlaps((s, t), other) for s, t, _ in fresh for other in taken):
            continue
        for s, t, e in fresh:
            chosen[(s, t, e.text.encode())] = None
            taken.append((s, t))
        count += 1
    out = data
    for start, end, text in sorted(chosen, key=lambda item: (item[0], item[1]), reverse=True):
        if start == len(out) and out and not out.endswith(b"\n") and text:
            text = b"\n" + text
        out = out[:start] + text + out[end:]
    return out, count


def _line_starts(data: bytes) -> list[int]:
    starts = [0]
    for index, byte in enumerate(data):
        if byte == 0x0A:
            starts.append(index + 1)
    return starts


def _offset(data: bytes, starts: list[int], line: int, column: int) -> int:
    if line - 1 >= len(starts):
        return len(data)
    return min(starts[line - 1] + column, len(data))


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    if a[0] == a[1] or b[0] == b[1]:  # insertions only clash when strictly inside another edit
        point, (s, t) = (a[0], b) if a[0] == a[1] else (b[0], a)
        return s < point < t
    return a[0] < b[1] and b[0] < a[1]
