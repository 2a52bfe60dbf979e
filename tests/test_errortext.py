"""The parser on MindSpore's real error texts (stored from real runs), and on damaged ones."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from msdiag.evidence.errortext import parse_error_text

DATA = Path(__file__).parent / "data" / "errors"
TEXTS = sorted(p for p in DATA.glob("*.txt") if p.name.count(".") == 1)


def _type(path: Path) -> str:
    return json.loads(path.with_suffix(".json").read_text())["type"]


@pytest.mark.parametrize("path", TEXTS, ids=[p.stem for p in TEXTS])
def test_every_stored_text_parses(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    parsed = parse_error_text(text, _type(path))
    assert parsed.type == _type(path)
    first_line = text.strip().splitlines()[0] if text.strip() else ""
    if not first_line.startswith("---"):
        assert parsed.headline == first_line.strip()
    # Every "In file" line of the construct-code section is found, and none from elsewhere is invented.
    expected = [l for l in text.splitlines() if "In file " in l]
    assert len(parsed.locations) <= len(expected)
    if "The Traceback of Net Construct Code" in text and expected:
        assert parsed.locations
    for location in parsed.locations:
        assert location.line >= 1 and location.end_line >= location.line
        assert location.file in text


def test_seed_text_fields() -> None:
    parsed = parse_error_text((DATA / "MSD101-duplicate-argument.txt").read_text(), "TypeError")
    assert parsed.headline == "Multiply values for specific argument: query_embeds"
    assert parsed.cpp_frames and parsed.cpp_frames[0].function == "GenerateKwParams"
    assert parsed.analyze_fail is not None and parsed.analyze_fail.endswith("analyze_fail.ir")
    user = parsed.user_locations()
    assert user and user[-1].file.endswith("reproductions/MSD101-duplicate-argument/bad.py")
    assert (user[-1].line, user[-1].column) == (75, 15)


def test_library_locations_are_context_not_user_lines() -> None:
    parsed = parse_error_text((DATA / "MSD401-matmul-shape-mismatch.txt").read_text(), "ValueError")
    library = [loc for loc in parsed.locations if loc.in_library]
    assert library and all("site-packages" in loc.file for loc in library)
    assert all(not loc.in_library for loc in parsed.user_locations())
    assert parsed.op == "MatMul"


def test_branch_join_locations_come_from_the_framework_section() -> None:
    parsed = parse_error_text((DATA / "MSD301-branch-return-mismatch.txt").read_text(), "TypeError")
    assert parsed.headline.startswith("Cannot join the return values")
    assert {loc.line for loc in parsed.user_locations()} >= {28}


def _mutations(text: str, rng: random.Random) -> list[str]:
    lines = text.splitlines()
    mutated = []
    for _ in range(25):
        copy = list(lines)
        action = rng.randrange(5)
        if action == 0 and copy:
            del copy[rng.randrange(len(copy))]
        elif action == 1 and copy:
            index = rng.randrange(len(copy))
            copy[index] = copy[index][: rng.randrange(len(copy[index]) + 1)]
        elif action == 2:
            copy.insert(rng.randrange(len(copy) + 1), rng.choice(["-" * 52, "- X:", "# 0 In file :", "In file a.py:9~", "\x00"]))
        elif action == 3 and copy:
            rng.shuffle(copy)
        else:
            copy = [l.replace(":", rng.choice(["", "::", "~"])) for l in copy]
        mutated.append("\n".join(copy))
    return mutated


@pytest.mark.parametrize("path", TEXTS[::4], ids=[p.stem for p in TEXTS[::4]])
def test_parser_never_raises_on_damaged_texts(path: Path) -> None:
    rng = random.Random(path.name)
    for text in _mutations(path.read_text(encoding="utf-8"), rng):
        parse_error_text(text, "RuntimeError")
    parse_error_text("", "TypeError")
    parse_error_text("x" * 2_000_000, "TypeError")


from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

_SAMPLES = [p.read_text(encoding="utf-8") for p in TEXTS[:12]]


@st.composite
def _damaged(draw):
    """A real MindSpore error text with lines dropped, cut, duplicated or replaced by noise."""
    lines = draw(st.sampled_from(_SAMPLES)).splitlines()
    for _ in range(draw(st.integers(0, 6))):
        if not lines:
            break
        index = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["drop", "cut", "dup", "noise"]))
        if action == "drop":
            del lines[index]
        elif action == "cut":
            lines[index] = lines[index][: draw(st.integers(0, len(lines[index])))]
        elif action == "dup":
            lines.insert(index, lines[index])
        else:
            lines[index] = draw(st.text(max_size=80))
    return "\n".join(lines)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_damaged())
def test_parser_never_raises_hypothesis(text: str) -> None:
    parsed = parse_error_text(text, "TypeError")
    assert parsed.type == "TypeError"
    for location in parsed.locations:
        assert location.end_line >= location.line >= 0
