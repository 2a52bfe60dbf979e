"""The one text writer: a finding as rustc prints a diagnostic, for every place msdiag shows text.

The note attached to the user's exception, terminal IPython, `msdiag check`, `msdiag summarize`
and the pytest section all come from `finding_lines`; the HTML and Markdown renderers take their
source excerpts from `excerpt`. Columns arrive as UTF-8 byte offsets (what `ast` and MindSpore
give) and become characters in `char_column`, the only place that converts them.
"""
from __future__ import annotations

import linecache
import os
from dataclasses import dataclass
from typing import Callable

from ..locale import tr
from .records import MARK, CheckResult, Failure, Finding, Report, Span


def char_column(line_text: str, byte_column: int) -> int:
    """The character offset of a UTF-8 byte offset in `line_text` (`"数据" + x`: byte 9 is char 5)."""
    if byte_column <= 0:
        return 0
    encoded = line_text.encode("utf-8")
    if byte_column > len(encoded):  # past the end, or the line is unknown: count the rest as ASCII
        return len(line_text) + byte_column - len(encoded)
    return len(encoded[:byte_column].decode("utf-8", errors="ignore"))


def display_path(filename: str) -> str:
    """Relative to the working directory when the file is under it, else as given."""
    try:
        relative = os.path.relpath(filename)
    except ValueError:
        return filename
    return filename if relative.startswith("..") else relative


@dataclass(frozen=True)
class Place:
    """Where a span is, in the user's words: `model.py` line 75, or line 3 of notebook cell `In [5]`."""

    title: str
    line: int  # the span's line, counted within `lines`
    lines: tuple[str, ...]  # the whole text of the cell or file (empty when unreadable)
    cell: bool = False  # a notebook or IPython cell rather than a file

    def text(self, line: int) -> str:
        return self.lines[line - 1] if 0 < line <= len(self.lines) else ""

    @property
    def label(self) -> str:
        """`model.py:75` or `In [5], line 3`."""
        return f"{self.title}, line {self.line}" if self.cell else f"{self.title}:{self.line}"

    def location(self, column: int) -> str:
        """`model.py:75:9` or `In [5], line 3, column 9` (`column` in characters, 0-based)."""
        if self.cell:
            return f"{self.label}, column {column + 1}"
        return f"{self.label}:{column + 1}"


Locate = Callable[[str, int], Place]


def file_lines(filename: str) -> tuple[str, ...]:
    """The lines of a file, or of a cell IPython keeps in linecache; empty when unreadable.
    A report asks once per span: the stripped copy is kept while linecache keeps the same list."""
    raw = linecache.getlines(filename)
    kept = _stripped.get(filename)
    if kept is not None and kept[0] is raw:
        return kept[1]
    lines = tuple(line.rstrip("\r\n") for line in raw)
    if len(_stripped) >= 64:
        _stripped.clear()
    _stripped[filename] = (raw, lines)
    return lines


_stripped: dict[str, tuple[list[str], tuple[str, ...]]] = {}


def locate_in_file(filename: str, line: int) -> Place:
    """The default place: the file as the terminal shows it, its lines from linecache or disk."""
    return Place(display_path(filename), line, file_lines(filename))


@dataclass(frozen=True)
class Marked:
    """One source line of an excerpt and the character range a span covers on it."""

    number: int
    text: str
    start: int
    end: int


def excerpt(span: Span, place: Place) -> Marked | None:
    """The first line of `span` with the characters it covers; leading blanks are never marked."""
    text = place.text(place.line)
    if not text.strip():
        return None
    start = char_column(text, span.column)
    if span.end_column is not None and span.last_line == span.line:
        end = char_column(text, span.end_column)
    else:
        end = len(text.rstrip())
    lead = len(text) - len(text.lstrip())
    start = max(start, lead) if span.column == 0 else min(start, len(text))
    end = max(start + 1, min(end, len(text)))
    return Marked(place.line, text, start, end)


def _excerpt_lines(span: Span, place: Place, indent: str, marker: str, label: str) -> list[str]:
    marked = excerpt(span, place)
    if marked is None:
        return []
    gutter = str(marked.number)
    under = f"{' ' * marked.start}{marker * (marked.end - marked.start)}"
    return [f"{indent}{gutter} | {marked.text}", f"{indent}{' ' * len(gutter)} | {under}{' ' + label if label else ''}".rstrip()]


def span_lines(span: Span, locate: Locate = locate_in_file, indent: str = "  ", *, primary: bool = True,
               label: str = "") -> list[str]:
    """`--> place` (or `::: place` for a secondary span) and the marked source line under it.

    This is the only function that writes a location line."""
    place = locate(span.file, span.line)
    marked = excerpt(span, place)
    column = marked.start if marked is not None else char_column(place.text(place.line), span.column)
    arrow = "-->" if primary else ":::"
    lines = [f"{indent}{arrow} {place.location(column)}"]
    lines += _excerpt_lines(span, place, indent, "^" if primary else "-", label)
    return lines


def finding_lines(finding: Finding, locate: Locate = locate_in_file, indent: str = "  ", *,
                  evidence: bool = True, docs: bool = True) -> list[str]:
    """One finding: headline, the root span, the labelled chain to where it broke, help, seen, docs."""
    lines = [f"{finding.severity}[{finding.code}] {finding.name}: {finding.message}"]
    lines += span_lines(finding.span, locate, indent, label=finding.label)
    for related in finding.related:
        lines += span_lines(related.span, locate, indent, primary=False, label=related.message)
    if finding.fix is not None:
        lines.append(f"{indent}= {tr('render.help')} ({finding.fix.applicability}): {finding.fix.title}")
    if evidence:
        lines += [f"{indent}= {tr('render.seen')}: {item}" for item in finding.evidence]
    if docs:
        lines.append(f"{indent}= {tr('render.docs')}: {finding.url}")
    return lines


def note_text(failure: Failure, locate: Locate = locate_in_file) -> str:
    """The PEP 678 note added to the user's exception (terminal IPython shows the same text)."""
    phase = tr(f"phase.{failure.phase}")
    if not failure.findings:
        lines = [f"{MARK} {tr('render.none', phase=phase, target=failure.target)}"]
    else:
        lines = [f"{MARK} {tr('render.header', phase=phase, target=failure.target)}"]
        first, *rest = failure.findings
        lines += finding_lines(first, locate)
        for other in rest[:3]:
            place = locate(other.span.file, other.span.line)
            lines.append(f"  {tr('render.also')}: {other.code} {place.label}: {other.message}")
    if failure.side_effects:
        lines.append(f"  {tr('render.note')}: {tr('render.side_effects', effects=', '.join(failure.side_effects))}")
    if failure.diagnosis_error:
        lines.append(f"  {tr('render.note')}: {failure.diagnosis_error}")
    lines.append(f"  {tr('render.footer')}")
    return "\n".join(lines)


def failure_lines(failure: Failure, locate: Locate = locate_in_file) -> list[str]:
    """Every finding of a failure in full, root cause first (the pytest section, `render_report`)."""
    lines = [f"{failure.phase} failure of `{failure.target}`: {failure.exception.type}: {failure.exception.message}"]
    if not failure.findings:
        lines.append(tr("render.no_diagnosis"))
    for finding in failure.findings:
        lines += finding_lines(finding, locate)
    if failure.diagnosis_error:
        lines.append(f"{tr('render.note')}: {failure.diagnosis_error}")
    return lines


def report_text(report: Report) -> str:
    lines: list[str] = []
    for failure in report.failures:
        lines += failure_lines(failure)
        lines.append("")
    for finding in report.warnings:
        lines += finding_lines(finding)
        lines.append("")
    return "\n".join(lines).rstrip() + ("\n" if lines else "")


def _plural(count: int, word: str, plural: str | None = None) -> str:
    return f"{count} {word if count == 1 else (plural or word + 's')}"


def check_text(result: CheckResult, fixed: int = 0) -> str:
    """`msdiag check` as text: each finding as a diagnostic, then one summary line."""
    out: list[str] = []
    for finding in result.findings:
        out += finding_lines(finding, evidence=False, docs=False)
        out.append("")
    errors = sum(1 for f in result.findings if f.severity == "error")
    warnings = len(result.findings) - errors
    safe = sum(1 for f in result.findings if f.fix is not None and f.fix.applicability == "safe" and f.fix.edits)
    out.append(f"{_plural(len(result.findings), 'finding')} ({_plural(errors, 'error')}, {_plural(warnings, 'warning')}) "
               f"in {_plural(result.files, 'file')}, {_plural(result.graph_functions, 'graph function')} checked "
               f"in {result.seconds:.2f} s")
    if fixed:
        out.append(f"applied {_plural(fixed, 'fix', 'fixes')}")
    elif safe:
        out.append(f"{safe} fixable with `msdiag check --fix`")
    for file, message in result.errors:
        out.append(f"{MARK} could not read {display_path(file)}: {message}")
    for message in result.rule_errors:
        out.append(f"{MARK} internal error: {message}")
    return "\n".join(out) + "\n"


def is_note(note: object) -> bool:
    """A note msdiag added to an exception."""
    return isinstance(note, str) and note.startswith(MARK)

