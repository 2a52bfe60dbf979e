"""What a rule is: its code, name, severity, documentation, the hooks it answers, and how sure it
is. This module imports no rule; `registry` lists them."""
from __future__ import annotations

import ast
import functools
import inspect
import os
import re
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Literal

from ..locale import Language, language, tr
from ..locale.zh_docs import DOCS
from ..model.context import ClassContext, FunctionContext
from ..model.facts import Evidence, call_at, frame_span
from ..model.reach import GraphCode
from ..model.source import node_span
from ..model.trace import Trace, Want
from ..report.records import Finding, Fix, Related, Severity, Span

Family = Literal["binding", "graph-code", "control-flow", "shape", "dtype", "data", "silent", "general"]
FAMILY_OF_HUNDREDS: dict[str, Family] = {
    "1": "binding",
    "2": "graph-code",
    "3": "control-flow",
    "4": "shape",
    "5": "dtype",
    "6": "data",
    "7": "silent",
    "9": "general",
}
_HEADING = re.compile(r"^## (?P<title>.+)$", re.MULTILINE)
# The fixed headings of a rule's documentation in each language, in order.
HEADINGS: dict[Language, tuple[str, str, str, str]] = {
    "en": ("What it does", "Why is this bad?", "Example", "Use instead"),
    "zh": ("功能", "为什么有问题", "示例", "改为"),
}


FixAvailability = Literal["always", "sometimes", "never"]
Hook = Literal["on_failure", "on_function", "on_class", "on_compiled", "on_hang"]
HOOKS: tuple[Hook, ...] = ("on_failure", "on_function", "on_class", "on_compiled", "on_hang")


class Confidence:
    """How sure a failure rule is that its finding is the line to change. Findings are ranked by
    it; at `EXPLAINED` or above a rule is taken to have explained the failure."""

    CERTAIN = 0.95  # the error names exactly what the rule found (two values for one parameter)
    ROOT = 0.9  # the rule traced the offending value to the line that made it
    LIKELY = 0.85  # the rule's pattern and the eager values agree on the line
    LOCATED = 0.8  # the pattern matched; the line is where it broke
    PLAUSIBLE = 0.7  # the pattern matched; the line is a best guess
    WEAK = 0.6  # the pattern matched but the place is only where MindSpore stopped
    EXPLAINED = 0.5  # threshold: a finding at or above it explains the failure
    STATIC = 0.2  # found by reading the model's source; nothing ties it to this failure
    STATIC_WARNING = 0.15
    FALLBACK = 0.05  # no rule knew the failure: the line where it shows itself


@dataclass(frozen=True)
class Candidate:
    """A finding with how sure the rule is that it is the root cause (a `Confidence` value)."""

    finding: Finding
    confidence: float


@functools.lru_cache(maxsize=None)
def _sections_of(rule: type["Rule"], lang: Language) -> tuple[tuple[str, str], ...]:
    """A rule's documentation split by heading, read once per rule and language: every finding
    asks for its explanation."""
    return tuple(rule._read_sections(lang).items())


class Rule:
    """Base class. The docstring is the documentation, with headings What it does / Why is this
    bad? / Example / Use instead."""

    code: ClassVar[str]
    name: ClassVar[str]
    severity: ClassVar[Severity] = "error"
    # Whether its findings carry edits that `msdiag check --fix` (or an editor) can apply; tested
    # against the fixes the rule really produces.
    fix: ClassVar[FixAvailability] = "never"

    @classmethod
    def family(cls) -> Family:
        return FAMILY_OF_HUNDREDS.get(cls.code[3], "general")

    @classmethod
    def doc_text(cls, lang: Language = "en") -> str:
        """The documentation in `lang`: the docstring, or its translation (English when there is none)."""
        if lang == "zh":
            if cls.code in DOCS:
                return _with_english_examples(inspect.cleandoc(DOCS[cls.code][0]), inspect.cleandoc(cls.__doc__ or ""))
        return inspect.cleandoc(cls.__doc__ or "")

    @classmethod
    def doc_language(cls, lang: Language) -> Language:
        """`lang` if the rule is documented in it, else English."""
        return lang if lang == "en" or cls.code in DOCS else "en"

    @classmethod
    def doc_sections(cls, lang: Language = "en") -> dict[str, str]:
        return dict(_sections_of(cls, lang))

    @classmethod
    def _read_sections(cls, lang: Language) -> dict[str, str]:
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

    # -- the hooks: a rule answers the ones it overrides ---------------------------------------
    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        """A watched graph call failed: the evidence of that failure."""
        return ()

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        """Static reading: one function compiled as graph code."""
        return ()

    def on_class(self, ctx: ClassContext) -> Iterable[Finding]:
        """Static reading: one Cell subclass."""
        return ()

    def on_compiled(self, call: CompiledCall) -> Iterable[Finding]:
        """A watched model that has compiled is called again (what the graph froze may have changed)."""
        return ()

    def on_hang(self, hang: Hang) -> Iterable[Finding]:
        """A compile has been running far longer than compiles normally take."""
        return ()

    def traced(self, trace: Trace, message: str, *, failing: Span | None, failing_label: str = "",
               fix: Fix | None = None, evidence: Iterable[str] = (),
               confidence: float = Confidence.ROOT, related: Iterable[Related] = ()) -> Candidate:
        """A finding at the root of a trace, with the chain down to where it failed (and any
        further places after it). A root that is a mistake of its own (arguments in another
        order, a parameter the helper ignores) gets that mistake's fix."""
        if trace.root.kind == "swapped":
            fix = Fix(tr("fix.swapped", signature=trace.root.name))
        elif trace.root.kind == "ignored":
            fix = Fix(tr("fix.ignored", name=trace.root.name))
        related = [*trace.related(), *related, *fails_at(failing, label=failing_label)]
        finding = self.finding(trace.root.span, message, fix=fix, evidence=evidence, related=related,
                               label=trace.root.label)
        return Candidate(finding, confidence)

    @classmethod
    def hooks(cls) -> frozenset[Hook]:
        """The hooks this rule answers: those it overrides."""
        return frozenset(h for h in HOOKS if getattr(cls, h) is not getattr(Rule, h))

    def finding(
        self,
        span: Span,
        message: str,
        *,
        fix: Fix | None = None,
        evidence: Iterable[str] = (),
        related: Iterable[Related] = (),
        label: str = "",
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
            related=tuple(r for r in related if r.span != span),
            label=label,
        )


def fails_at(*spans: Span | None, label: str = "") -> tuple[Related, ...]:
    """The places where the failure shows itself, labelled for the chain under the root."""
    return tuple(Related(span, label or tr("label.fails_here")) for span in spans if span is not None)


def passed_through(spans: Iterable[Span]) -> tuple[Related, ...]:
    """Places a value or size went through on its way from the root to the failure."""
    return tuple(Related(span, tr("label.passed_here")) for span in spans)


@dataclass
class CompiledCall:
    """A later call of a watched model that compiled: the model, what this rule noted at its first
    successful call (`memo`, the rule's own), and whether this is that first call."""

    obj: Any
    memo: dict[str, Any]
    first: bool
    find_caller: Callable[[], tuple[str, int] | None] = lambda: None  # looked up only when needed
    owner: Any = None  # for a jit method: the instance it is called on
    find_graph_code: Callable[[], list[GraphCode]] = lambda: []  # read once per call, shared by the rules

    @property
    def caller(self) -> tuple[str, int] | None:
        """The user's file and line making the call."""
        return self.find_caller()

    @property
    def graph_code(self) -> list[GraphCode]:
        """The user functions the compiled call runs (`model.reach.graph_code`)."""
        return self.find_graph_code()


@dataclass(frozen=True)
class Hang:
    """A compile still running: what is compiling and for how long."""

    obj: Any
    seconds: float


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


def is_watched_input(ev: Evidence, place: Span) -> bool:
    """Whether `place` is (inside) an argument of the watched call, as opposed to the rest of its
    line: in `Model(width=3)(x)` the `3` configures the model, the `x` is an input."""
    site = ev.target.call_site
    if site is None or not place.covers(site.file, site.line):
        return False
    call = call_at(frame_span(site))
    if call is None:
        return True
    arguments = [*call.args, *(k.value for k in call.keywords)]
    return any(node_span(site.file, a).line <= place.line <= (a.end_lineno or a.lineno)
               and (place.line != a.lineno or place.column >= a.col_offset)
               and (place.line != a.end_lineno or place.column < (a.end_col_offset or 0))
               for a in arguments)


def passed_to_watched_call(ev: Evidence, file: str, name: str,
                           function: ast.FunctionDef | ast.AsyncFunctionDef | None = None) -> Trace | None:
    """For a parameter `name` of the watched `construct` or jit function (and `function`, when
    given, is that function): the value the user's call passed for it, traced to where it was
    made (a tensor wrapped by `ms.Tensor(n)` before the call, say)."""
    located = ev.construct_function()
    if located is None or os.path.realpath(located[0]) != os.path.realpath(file):
        return None
    construct = located[1]
    if (function is not None and function.lineno != construct.lineno) \
            or name not in [a.arg for a in construct.args.args]:
        return None
    return ev.provenance.watched_argument(construct, name, Want("any"))
