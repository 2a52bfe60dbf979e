"""Which language msdiag speaks, and `tr`, the one door every user-facing string goes through."""
from __future__ import annotations

import contextlib
import hashlib
import string
from contextvars import ContextVar
from typing import Iterator, Literal, Mapping

from .. import config
from .en import MESSAGES as EN
from .zh import MESSAGES as ZH

_ZH = {key: text for key, (text, _) in ZH.items()}

Language = Literal["en", "zh"]
LANGUAGES: tuple[Language, ...] = ("en", "zh")


_held: ContextVar[Language | None] = ContextVar("msdiag_language", default=None)


def language() -> Language:
    """`MSDIAG_LANG=en|zh` if set, else the locale (`zh...` -> zh), else English.

    Read at every call, so a test or a notebook can switch with the environment variable; inside
    `one_language()`, the language read on entry."""
    held = _held.get()
    return held if held is not None else _parse(config.language_setting())


@contextlib.contextmanager
def one_language() -> Iterator[Language]:
    """Read the language once, on entry, and speak it until the exit: one report is written in one
    language, and its thousands of strings do not each read the environment again."""
    chosen = language()
    token = _held.set(chosen)
    try:
        yield chosen
    finally:
        _held.reset(token)


def _parse(value: str) -> Language:
    return "zh" if value.lower().startswith("zh") else "en"


def catalog(lang: Language) -> Mapping[str, str]:
    """The message templates of one language: key -> template with named `{placeholders}`."""
    if lang == "zh":
        return _ZH
    return EN


def source_hash(english: str) -> str:
    """The short hash a translation records of the English text it was made from: when the
    English changes, the translation is known to need a review."""
    return hashlib.sha1(english.encode("utf-8")).hexdigest()[:8]


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


__all__ = ["LANGUAGES", "Language", "catalog", "language", "one_language", "placeholders", "source_hash", "tr"]
