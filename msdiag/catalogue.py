"""The rule catalogue as text: `msdiag rules`, `msdiag explain CODE` and the pages in docs/rules/."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from .locale import LANGUAGES, Language, language, tr
from .rules.base import HEADINGS, Rule
from .rules.registry import all_rules, rule_for

DOCS_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs", "rules")
# Where each language's pages live, relative to docs/rules/.
LANGUAGE_DIRS: dict[Language, str] = {"en": "", "zh": "zh"}


def rule_page(rule: type[Rule], lang: Language | None = None) -> str:
    """The Markdown page for one rule in `lang` (default: the current language), generated from its
    docstring or, for Chinese, from msdiag/locale/zh_docs.py."""
    lang = rule.doc_language(lang or language())
    summary, _, body = rule.doc_text(lang).partition("\n")
    fix = tr(f"page.fix.{rule.fix}", lang=lang)
    lines = [
        f"# {rule.code} `{rule.name}`",
        "",
        f"> {summary.strip()}",
        "",
        tr("page.family", lang=lang, family=tr(f"family.{rule.family()}", lang=lang)),
        tr("page.severity", lang=lang, severity=tr(f"severity.{rule.severity}", lang=lang)),
        tr("page.fix", lang=lang, fix=fix),
        "",
        body.strip(),
        "",
        tr("page.generated", lang=lang),
        "",
    ]
    return "\n".join(lines)


def index_page(rules: Sequence[type[Rule]], lang: Language = "en") -> str:
    lines = [tr("index.title", lang=lang), "", tr("index.header", lang=lang), "|---|---|---|---|---|"]
    for rule in rules:
        family = tr(f"family.{rule.family()}", lang=lang)
        severity = tr(f"severity.{rule.severity}", lang=lang)
        lines.append(f"| [{rule.code}]({rule.code}.md) | `{rule.name}` | {family} | {severity} | {rule.summary(lang)} |")
    lines += ["", tr("index.permanent", lang=lang), "", tr("index.other_language", lang=lang), ""]
    return "\n".join(lines)


def expected_pages() -> dict[str, str]:
    """Every page under docs/rules/, by path relative to it, in every language."""
    rules = all_rules()
    pages: dict[str, str] = {}
    for lang in LANGUAGES:
        prefix = f"{LANGUAGE_DIRS[lang]}/" if LANGUAGE_DIRS[lang] else ""
        pages.update({f"{prefix}{rule.code}.md": rule_page(rule, lang) for rule in rules})
        pages[f"{prefix}README.md"] = index_page(rules, lang)
    return pages


def write_docs(directory: str = DOCS_DIR) -> list[str]:
    written = []
    for name, text in expected_pages().items():
        path = os.path.join(directory, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current != text:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
            written.append(path)
    return written


def rules_main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="msdiag rules", description="List every rule.")
    parser.add_argument("--write-docs", action="store_true", help="regenerate docs/rules/ from the rules")
    args = parser.parse_args(argv)
    if args.write_docs:
        for path in write_docs():
            print(f"wrote {path}")
        return 0
    print(f"{'code':<7} {'name':<34} {'family':<13} {'severity':<8} fix")
    for rule in all_rules():
        print(f"{rule.code:<7} {rule.name:<34} {rule.family():<13} {rule.severity:<8} {rule.fix}")
    return 0


def explain_main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="msdiag explain", description="Print a rule's documentation.")
    parser.add_argument("code")
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="language of the page (default: MSDIAG_LANG, else the locale)")
    args = parser.parse_args(argv)
    lang = args.lang or language()
    rule = rule_for(args.code)
    if rule is None:
        print(tr("explain.no_rule", lang=lang, code=repr(args.code)), file=sys.stderr)
        return 2
    print(rule_page(rule, lang))
    return 0


__all__ = ["HEADINGS", "expected_pages", "explain_main", "index_page", "rule_page", "rules_main", "write_docs"]
