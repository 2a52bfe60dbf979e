"""The catalogue's promises: codes are permanent, and what a rule says about its fixes is what its
findings carry."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness import fix_matches_rule
from inprocess import ROOT
from msdiag.engine.static import check_paths
from msdiag.rules import registry
from msdiag.rules.base import Rule
from msdiag.rules.registry import RETIRED, all_rules, rule_for

DOCS = ROOT / "docs" / "rules"


def test_every_published_code_is_live_or_retired() -> None:
    # A rule page, once published, stays: deleting a rule means moving its code to RETIRED.
    published = {p.stem for p in DOCS.glob("MSD*.md")}
    live = {rule.code for rule in all_rules()}
    assert published, DOCS
    assert published - live <= set(RETIRED), sorted(published - live - set(RETIRED))
    assert not live & set(RETIRED), sorted(live & set(RETIRED))


def test_a_retired_code_cannot_be_given_to_a_new_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    code = all_rules()[0].code
    monkeypatch.setitem(RETIRED, code, "retired in this test")
    registry._catalogue.cache_clear()
    try:
        with pytest.raises(ValueError, match=f"{code} is retired"):
            registry.all_rules()
    finally:
        monkeypatch.undo()
        registry._catalogue.cache_clear()
    assert rule_for(code) is not None


def test_two_rules_cannot_share_a_code(monkeypatch: pytest.MonkeyPatch) -> None:
    first = all_rules()[0]
    module = registry.RULE_MODULES[0]
    clone = type("Clone", (Rule,), {"code": first.code, "name": "clone", "__module__": module.__name__})
    monkeypatch.setattr(module, "Clone", clone, raising=False)
    registry._catalogue.cache_clear()
    try:
        with pytest.raises(ValueError, match=f"{first.code} is used by"):
            registry.all_rules()
    finally:
        monkeypatch.undo()
        registry._catalogue.cache_clear()


def test_fix_availability_is_one_of_three() -> None:
    assert {rule.fix for rule in all_rules()} <= {"always", "sometimes", "never"}


# Every static finding on the reproductions and the `msdiag check` fixtures.
SOURCES = sorted(str(p) for p in (ROOT / "reproductions").rglob("*.py")) + \
    sorted(str(p) for p in (ROOT / "tests" / "check_fixtures").rglob("*.py"))


def test_static_findings_carry_the_fixes_their_rules_promise() -> None:
    result = check_paths(SOURCES)
    assert result.findings, "the reproductions give static findings"
    wrong = [(f.code, f.span.file, f.span.line, bool(f.fix and f.fix.edits)) for f in result.findings
             if not fix_matches_rule(f.code, bool(f.fix and f.fix.edits))]
    assert not wrong, wrong
    # "sometimes" and "always" are earned: each such rule that fires here shows an edit at least once.
    fired = {f.code for f in result.findings}
    edited = {f.code for f in result.findings if f.fix and f.fix.edits}
    promised = {code for code in fired if rule_for(code).fix != "never"}
    assert promised <= edited, sorted(promised - edited)


def test_the_fix_check_can_fail() -> None:
    never = next(rule for rule in all_rules() if rule.fix == "never")
    assert not fix_matches_rule(never.code, True)
    assert fix_matches_rule(never.code, False)
    always = [rule for rule in all_rules() if rule.fix == "always"]
    if always:
        assert not fix_matches_rule(always[0].code, False)


def test_codes_are_three_digits_in_families() -> None:
    for rule in all_rules():
        assert re.fullmatch(r"MSD[1-9]\d\d", rule.code), rule.code
