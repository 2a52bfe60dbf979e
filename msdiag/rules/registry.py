"""The rule catalogue: every rule module by name, and the rules they define.

A rule module that fails to import is a bug that must show: nothing here catches it."""
from __future__ import annotations

import functools
import re
from types import ModuleType

from . import binding, control, data, dtypes, general, python, shapes, silent, structure, syntax
from .base import Hook, Rule

# Every module that defines rules, in catalogue order. A new rule family adds its module here.
RULE_MODULES: tuple[ModuleType, ...] = (binding, syntax, structure, python, control, shapes, dtypes, data, silent,
                                        general)

# Codes that were used once and are never given to another rule (pylint's deleted message ids).
RETIRED: dict[str, str] = {}


def _defined_in(module: ModuleType) -> list[type[Rule]]:
    return [value for value in vars(module).values()
            if isinstance(value, type) and issubclass(value, Rule) and value.__module__ == module.__name__
            and "code" in vars(value)]


@functools.lru_cache(maxsize=1)
def _catalogue() -> dict[str, type[Rule]]:
    found: dict[str, type[Rule]] = {}
    for module in RULE_MODULES:
        for rule in _defined_in(module):
            if not re.fullmatch(r"MSD\d{3}", rule.code):
                raise ValueError(f"{rule.__name__}: bad rule code {rule.code!r}")
            if rule.code in found:
                raise ValueError(f"rule code {rule.code} is used by {found[rule.code].__name__} and {rule.__name__}")
            if rule.code in RETIRED:
                raise ValueError(f"rule code {rule.code} is retired ({RETIRED[rule.code]}); codes are never reused")
            found[rule.code] = rule
    return dict(sorted(found.items()))


def all_rules() -> list[type[Rule]]:
    return list(_catalogue().values())


def rule_for(code: str) -> type[Rule] | None:
    return _catalogue().get(code.strip().upper())


def rules_with(hook: Hook) -> tuple[type[Rule], ...]:
    """The rules that answer one hook, in code order (asked at every watched call: kept)."""
    return _answering(hook)


@functools.lru_cache(maxsize=None)
def _answering(hook: Hook) -> tuple[type[Rule], ...]:
    return tuple(rule for rule in all_rules() if hook in rule.hooks())
