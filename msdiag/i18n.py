"""Which language msdiag speaks, and `tr`, the one door every user-facing string goes through."""
from __future__ import annotations

import os
import string
from typing import Literal, Mapping

Language = Literal["en", "zh"]
LANGUAGES: tuple[Language, ...] = ("en", "zh")
# POSIX order: LC_ALL overrides LC_MESSAGES, which overrides LANG.
_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def language() -> Language:
    """`MSDIAG_LANG=en|zh` if set, else the locale (`zh...` -> zh), else English.

    Read at every call, so a test or a notebook can switch with the environment variable."""
    chosen = os.environ.get("MSDIAG_LANG", "").strip()
    if chosen:
        return _parse(chosen)
    for variable in _LOCALE_VARIABLES:
        value = os.environ.get(variable, "").strip()
        if value:
            return _parse(value)
    return "en"


def _parse(value: str) -> Language:
    return "zh" if value.lower().startswith("zh") else "en"


def catalog(lang: Language) -> Mapping[str, str]:
    """The message templates of one language: key -> template with named `{placeholders}`."""
    if lang == "zh":
        from .locale.zh import MESSAGES as zh

        return zh
    from .locale.en import MESSAGES as en

    return en


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def tr(key: str, /, *, lang: Language | None = None, **params: object) -> str:
    """The message `key` in the current language, its placeholders filled from `params`.

    A missing or broken translation falls back to English: the explainer must never fail because
    of a translation."""
    chosen = lang or language()
    if chosen != "en":
        template = catalog(chosen).get(key)
        if template is not None:
            try:
                return template.format(**params)
            except (KeyError, IndexError, ValueError):
                pass
    return catalog("en")[key].format(**params)


__all__ = ["LANGUAGES", "Language", "catalog", "language", "placeholders", "tr"]
