"""The rule catalogue as text: `msdiag rules`, `msdiag explain CODE` and the pages in docs/rules/."""
from __future__ import annotations

import argparse
import inspect
import os
import sys
from typing import Sequence

from .rules import Rule, all_rules, rule_for

DOCS_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs", "rules")


def rule_page(rule: type[Rule]) -> str:
    """The Markdown page for one rule, generated from its docstring."""
    doc = inspect.cleandoc(rule.__doc__ or "")
    summary, _, body = doc.partition("\n")
    lines = [
        f"# {rule.code} `{rule.name}`",
        "",
        f"> {summary.strip()}",
        "",
        f"- Family: {rule.family()}",
        f"- Severity: {rule.severity}",
        f"- Fix: {'machine-applicable edits' if rule.fixable else 'described in the finding'}",
        "",
        body.strip().replace("## ", "## ", -1),
        "",
        "<!-- generated from the rule's docstring by `msdiag rules --write-docs`; do not edit -->",
        "",
    ]
    return "\n".join(lines)


def index_page(rules: Sequence[type[Rule]]) -> str:
    lines = ["# Rules", "", "| code | name | family | severity | summary |", "|---|---|---|---|---|"]
    for rule in rules:
        lines.append(f"| [{rule.code}]({rule.code}.md) | `{rule.name}` | {rule.family()} | {rule.severity} | {rule.summary()} |")
    lines += ["", "Codes are permanent: a retired code is never reused.", ""]
    return "\n".join(lines)


def expected_pages() -> dict[str, str]:
    rules = all_rules()
    pages = {f"{rule.code}.md": rule_page(rule) for rule in rules}
    pages["README.md"] = index_page(rules)
    return pages


def write_docs(directory: str = DOCS_DIR) -> list[str]:
    os.makedirs(directory, exist_ok=True)
    written = []
    for name, text in expected_pages().items():
        path = os.path.join(directory, name)
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
        print(f"{rule.code:<7} {rule.name:<34} {rule.family():<13} {rule.severity:<8} {'yes' if rule.fixable else 'no'}")
    return 0


def explain_main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="msdiag explain", description="Print a rule's documentation.")
    parser.add_argument("code")
    args = parser.parse_args(argv)
    rule = rule_for(args.code)
    if rule is None:
        print(f"msdiag explain: no rule {args.code!r}; `msdiag rules` lists them", file=sys.stderr)
        return 2
    print(rule_page(rule))
    return 0
