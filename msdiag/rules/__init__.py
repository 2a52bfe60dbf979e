"""The rule catalogue: every rule, its permanent code, and how rules are run and ranked."""
from __future__ import annotations

import inspect
import os
import re
import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Iterable, Literal

from ..i18n import Language, language
from ..model import Finding, Fix, Severity, Span

if TYPE_CHECKING:
    from ..evidence import Evidence

Family = Literal["binding", "graph-code", "control-flow", "shape", "dtype", "silent", "general"]
FAMILY_OF_HUNDREDS: dict[str, Family] = {
    "1": "binding",
    "2": "graph-code",
    "3": "control-flow",
    "4": "shape",
    "5": "dtype",
    "7": "silent",
    "9": "general",
}
_HEADING = re.compile(r"^## (?P<title>.+)$", re.MULTILINE)
# The fixed headings of a rule's documentation in each language, in order.
HEADINGS: dict[Language, tuple[str, str, str, str]] = {
    "en": ("What it does", "Why is this bad?", "Example", "Use instead"),
    "zh": ("功能", "为什么有问题", "示例", "改为"),
}


@dataclass(frozen=True)
class Candidate:
    """A finding with how sure the rule is that it is the root cause (0..1)."""

    finding: Finding
    confidence: float


class Rule:
    """Base class. The docstring is the documentation, with headings What it does / Why is this
    bad? / Example / Use instead."""

    code: ClassVar[str]
    name: ClassVar[str]
    severity: ClassVar[Severity] = "error"
    fixable: ClassVar[bool] = False

    @classmethod
    def family(cls) -> Family:
        return FAMILY_OF_HUNDREDS.get(cls.code[3], "general")

    @classmethod
    def doc_text(cls, lang: Language = "en") -> str:
        """The documentation in `lang`: the docstring, or its translation (English when there is none)."""
        if lang == "zh":
            from ..locale.zh_docs import DOCS

            if cls.code in DOCS:
                return _with_english_examples(inspect.cleandoc(DOCS[cls.code]), inspect.cleandoc(cls.__doc__ or ""))
        return inspect.cleandoc(cls.__doc__ or "")

    @classmethod
    def doc_language(cls, lang: Language) -> Language:
        """`lang` if the rule is documented in it, else English."""
        from ..locale.zh_docs import DOCS

        return lang if lang == "en" or cls.code in DOCS else "en"

    @classmethod
    def doc_sections(cls, lang: Language = "en") -> dict[str, str]:
        text = cls.doc_text(lang)
        sections: dict[str, str] = {}
        matches = list(_HEADING.finditer(text))
        for index, match in enumerate(matches):
            end = matches[index + 1].start() if index + 1 < len(matches) else len(text)
            sections[match.group("title").strip()] = text[match.end() : end].strip()
        return sections

    @classmethod
    def summary(cls, lang: Language | None = None) -> str:
        lang = lang or language()
        return cls.doc_text(lang).splitlines()[0] if cls.__doc__ else cls.name

    @classmethod
    def explanation(cls, lang: Language | None = None) -> str:
        """The "Why is this bad?" section, in `lang` (default: the language msdiag speaks now)."""
        lang = cls.doc_language(lang or language())
        return cls.doc_sections(lang).get(HEADINGS[lang][1], "")

    def check(self, ev: "Evidence") -> Iterable[Candidate]:
        raise NotImplementedError

    def finding(
        self,
        span: Span,
        message: str,
        *,
        fix: Fix | None = None,
        evidence: Iterable[str] = (),
        context: Iterable[Span] = (),
        explanation: str | None = None,
    ) -> Finding:
        return Finding(
            code=self.code,
            name=self.name,
            severity=self.severity,
            span=span,
            message=message,
            explanation=explanation if explanation is not None else self.explanation(),
            fix=fix,
            evidence=tuple(evidence),
            context=tuple(c for c in context if c != span),
        )


# Example code is the same in every language: a translation leaves these sections empty and
# the English docstring's code fills them.
_SHARED_SECTIONS = {"示例": "Example", "改为": "Use instead"}


def _with_english_examples(translated: str, english: str) -> str:
    english_sections = _sections(english)

    def fill(match: re.Match[str]) -> str:
        title, body = match.group("title"), match.group("body")
        if body.strip() or title not in _SHARED_SECTIONS:
            return match.group(0)
        return f"## {title}\n{english_sections.get(_SHARED_SECTIONS[title], '')}\n\n"

    filled = re.sub(r"^## (?P<title>[^\n]+)(?:\n|\Z)(?P<body>.*?)(?=^## |\Z)", fill, translated, flags=re.S | re.M)
    return filled.rstrip()


def _sections(text: str) -> dict[str, str]:
    matches = list(_HEADING.finditer(text))
    return {
        match.group("title").strip(): text[match.end() : matches[i + 1].start() if i + 1 < len(matches) else len(text)].strip()
        for i, match in enumerate(matches)
    }


_REGISTRY: dict[str, type[Rule]] = {}


def register(rule: type[Rule]) -> type[Rule]:
    if not re.fullmatch(r"MSD\d{3}", rule.code):
        raise ValueError(f"bad rule code {rule.code!r}")
    if rule.code in _REGISTRY and _REGISTRY[rule.code] is not rule:
        raise ValueError(f"rule code {rule.code} is used twice")
    _REGISTRY[rule.code] = rule
    return rule


def all_rules() -> list[type[Rule]]:
    _load()
    return [_REGISTRY[code] for code in sorted(_REGISTRY)]


def rule_for(code: str) -> type[Rule] | None:
    _load()
    return _REGISTRY.get(code.upper())


def _load() -> None:
    # Importing the modules registers their rules.
    from . import binding, control, dtypes, general, shapes, structure  # noqa: F401
    try:  # added by the static-check work; absent in partial checkouts
        from . import silent, syntax  # noqa: F401
    except ImportError:
        pass


def diagnose(ev: "Evidence") -> list[Finding]:
    """Run every failure rule; return findings best first, without duplicates at the same line."""
    candidates: list[Candidate] = []
    for rule_type in all_rules():
        if rule_type.severity != "error":
            continue
        try:
            candidates.extend(rule_type().check(ev))
        except Exception as error:  # noqa: BLE001 - one broken rule must not hide the others
            where = ""
            if os.environ.get("MSDIAG_DEBUG"):
                where = " at " + " <- ".join(f"{f.name}:{f.lineno}" for f in reversed(traceback.extract_tb(error.__traceback__)[-4:]))
            ev.notes.append(f"rule {rule_type.code} failed: {type(error).__name__}: {str(error)[:200]}{where}")
    if ev.failing_span() is None and not any(c.confidence >= 0.5 for c in candidates):
        # Nothing locates the failure inside the model (it surfaced in MindSpore's own layers or
        # at the call): graph-code problems the static reading finds in the model come first.
        candidates.extend(_static_candidates(ev))
    candidates.sort(key=lambda c: -c.confidence)
    if candidates and candidates[0].confidence >= 0.5:
        # A rule explained the failure: the bare fallback would only repeat MindSpore's message.
        candidates = [c for c in candidates if c.finding.code != "MSD901"]
    findings: list[Finding] = []
    seen: set[tuple[str, int]] = set()
    for candidate in candidates:
        key = (candidate.finding.span.file, candidate.finding.span.line)
        if key in seen:
            continue
        seen.add(key)
        findings.append(candidate.finding)
    return findings


def _static_candidates(ev: "Evidence") -> list[Candidate]:
    from ..model_source import model_files, static_findings

    try:
        files = model_files([ev.target.obj, *ev.target.args])
        found = static_findings(files, select=["MSD2", "MSD7"])
    except Exception as error:  # noqa: BLE001 - a static reading that fails adds nothing
        ev.notes.append(f"static reading failed: {type(error).__name__}: {error}")
        return []
    evidence = (f"MindSpore: {ev.headline}", "found by reading the model's graph code; no line of the model was named by the error")
    return [Candidate(Finding(**{**f.__dict__, "evidence": f.evidence + evidence}), 0.2 if f.severity == "error" else 0.15)
            for f in found]
