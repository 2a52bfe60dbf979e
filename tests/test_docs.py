"""Rule pages come from the rules, and every rule follows the house conventions."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from msdiag import catalogue
from msdiag.rules.registry import all_rules

ROOT = Path(__file__).resolve().parent.parent
HEADINGS = ["What it does", "Why is this bad?", "Example", "Use instead"]


def test_docs_rules_are_generated_and_current() -> None:
    # Every language: docs/rules/*.md (English) and docs/rules/zh/*.md (Simplified Chinese).
    expected = catalogue.expected_pages()
    assert {"MSD101.md", "zh/MSD101.md", "README.md", "zh/README.md"} <= set(expected)
    directory = ROOT / "docs" / "rules"
    stale = [name for name, text in expected.items()
             if not (directory / name).exists() or (directory / name).read_text(encoding="utf-8") != text]
    assert not stale, f"run `msdiag rules --write-docs`: stale pages {stale}"
    extra = {p.relative_to(directory).as_posix() for p in directory.rglob("*.md")} - set(expected)
    assert not extra, f"pages for rules that do not exist: {extra}"


@pytest.mark.parametrize("rule", all_rules(), ids=[r.code for r in all_rules()])
def test_rule_conventions(rule) -> None:
    assert re.fullmatch(r"MSD\d{3}", rule.code)
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", rule.name)
    sections = rule.doc_sections()
    assert list(sections)[: len(HEADINGS)] == HEADINGS, list(sections)
    assert all(sections[h].strip() for h in HEADINGS)


def test_codes_and_names_are_unique() -> None:
    rules = all_rules()
    assert len({r.code for r in rules}) == len(rules)
    assert len({r.name for r in rules}) == len(rules)


def test_every_error_rule_has_a_reproduction() -> None:
    folders = {p.name.split("-")[0] for p in (ROOT / "reproductions").iterdir() if (p / "bad.py").exists()}
    missing = [r.code for r in all_rules() if r.code not in folders and r.code != "MSD901"]
    assert not missing, f"rules without reproductions/: {missing}"
