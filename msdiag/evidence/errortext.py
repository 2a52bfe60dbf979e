"""Parse the text of a MindSpore graph error into a record, without ever raising."""
from __future__ import annotations

import re

from ..model.facts import CodeLocation, CppFrame, GraphError

_SECTION_RULE = re.compile(r"^-{20,}\s*$")
_SECTION_TITLE = re.compile(r"^- (?P<title>.+?):?\s*(\(.*\))?\s*$")
_LOCATION = re.compile(
    r"(?:^|\s)(?:#\s*(?P<index>\d+)\s+)?(?:NodeInfo:\s*)?In file (?P<file>.+?):(?P<line>\d+)"
    r"(?:~(?P<end_line>\d+))?(?:,\s*(?P<col>\d+)~(?P<end_col>\d+))?\s*(?:/(?P<inline>.*)/)?\s*$"
)
_CPP_FRAME = re.compile(r"^(?P<file>[\w./\-]+\.(?:cc|cpp|h)):(?P<line>\d+)\s+(?P<func>\S+)")
_ANALYZE_FAIL = re.compile(r"See file '(?P<path>[^']+analyze_fail[^']*\.ir)'")
_OP_NAME = re.compile(r"For (?:'(?P<op>[A-Za-z_][\w.]*)'|primitive\[(?P<prim>\w+)\])|Select \w+ operator\[(?P<kernel>\w+)\]")


def _split_sections(lines: list[str]) -> tuple[list[str], dict[str, list[str]]]:
    head: list[str] = []
    sections: dict[str, list[str]] = {}
    current: list[str] = head
    index = 0
    while index < len(lines):
        line = lines[index]
        # A section header is "-----" / "- Title:" / "-----".
        if (
            _SECTION_RULE.match(line)
            and index + 2 < len(lines)
            and lines[index + 1].startswith("- ")
            and _SECTION_RULE.match(lines[index + 2])
        ):
            title_match = _SECTION_TITLE.match(lines[index + 1])
            title = title_match.group("title") if title_match else lines[index + 1][2:]
            current = sections.setdefault(title.strip(), [])
            index += 3
            continue
        current.append(line)
        index += 1
    return head, sections


def _parse_locations(lines: list[str]) -> list[CodeLocation]:
    found: list[CodeLocation] = []
    for index, line in enumerate(lines):
        match = _LOCATION.search(line)
        if not match:
            continue
        first = int(match.group("line"))
        last = int(match.group("end_line") or first)
        column = match.group("col")
        end_column = match.group("end_col")
        source = match.group("inline") or ""
        if not source and index + 1 < len(lines) and not _LOCATION.search(lines[index + 1]):
            candidate = lines[index + 1]
            if candidate.strip() and not candidate.lstrip().startswith(("^", "(See file")):
                source = candidate
        found.append(
            CodeLocation(
                file=match.group("file").strip(),
                line=first,
                end_line=max(first, last),
                column=int(column) if column is not None else None,
                end_column=int(end_column) if end_column is not None else None,
                source=source,
            )
        )
    return found


def parse_error_text(text: str, type_name: str = "RuntimeError") -> GraphError:
    """Split MindSpore's message into headline, construct-code locations, C++ frames and paths.

    Never raises: anything unexpected leaves the corresponding field empty.
    """
    try:
        return _parse(text if isinstance(text, str) else str(text), type_name)
    except Exception:  # noqa: BLE001 - a parser that raises would hide the user's error
        first = str(text).strip().splitlines()[0] if str(text).strip() else ""
        return GraphError(type=type_name, headline=first)


def _parse(text: str, type_name: str) -> GraphError:
    # Huge texts (deep nests, long IR dumps) are cut: everything we use sits near the top.
    text = text[:400_000]
    lines = text.splitlines()
    head, sections = _split_sections(lines)
    head_text = "\n".join(head).strip()
    headline, _, detail = head_text.partition("\n")
    headline = headline.strip()
    # The eager PyNative message sometimes starts with a "[ERROR] ..." log prefix.
    headline = re.sub(r"^\[(?:ERROR|WARNING|EXCEPTION)\][^\]]*\]\s*", "", headline)
    if not headline:
        # Kernel-selection errors start with a section: its first line is the message.
        for title, body in sections.items():
            text = "\n".join(body).strip()
            if text and "c++" not in title.lower() and "call stack" not in title.lower():
                headline, _, rest = text.partition("\n")
                detail = detail or rest
                break

    locations: list[CodeLocation] = []
    cpp: list[CppFrame] = []
    framework = ""
    for title, body in sections.items():
        lowered = title.lower()
        if "construct code" in lowered or "traceback" in lowered:
            locations.extend(_parse_locations(body))
        elif "function call stack" in lowered:
            # Innermost first here, where the construct-code traceback lists outermost first.
            locations.extend(reversed(_parse_locations(body)))
        elif "c++ call stack" in lowered:
            for line in body:
                match = _CPP_FRAME.match(line.strip())
                if match:
                    cpp.append(CppFrame(match.group("file"), int(match.group("line")), match.group("func")))
        elif "framework error message" in lowered:
            framework = "\n".join(body).strip()
            # Branch-join errors name the two branches here, with their locations.
            locations.extend(_parse_locations(body))
    if not locations:
        # Some messages carry bare "In file" lines without a section.
        locations = _parse_locations(head)
    analyze = _ANALYZE_FAIL.search(text)
    return GraphError(
        type=type_name,
        headline=headline,
        detail=detail.strip(),
        locations=tuple(locations),
        cpp_frames=tuple(cpp),
        framework_message=framework,
        analyze_fail=analyze.group("path") if analyze else None,
        sections={title: "\n".join(body) for title, body in sections.items()},
    )
