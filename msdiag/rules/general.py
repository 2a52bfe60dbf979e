"""Rules that apply to any graph failure no other rule explains."""
from __future__ import annotations

from typing import Iterable

from ..locale import tr
from ..model.facts import Evidence, frame_span
from .base import Candidate, Confidence, Rule


class UnexplainedGraphError(Rule):
    """A graph-mode failure that no specific rule explains, shown at the user's line.

    ## What it does
    Points at the line of your code where the failure shows itself: the last line of yours in the
    eager (PyNative) re-run of the same call, or else the deepest line of yours in MindSpore's
    "Traceback of Net Construct Code".

    ## Why is this bad?
    MindSpore compiles `construct` into a graph before running it, so its error is reported in
    terms of graph nodes, often with no line, a line inside MindSpore's own `nn` package, or the
    outermost call. The eager re-run executes the same Python line by line, which names the line
    that really failed.

    ## Example
    ```python
    def construct(self, x):
        return self.head(x).view(-1)   # fails inside MindSpore
    ```

    ## Use instead
    Read the message at the line shown; run the model with `ms.set_context(mode=ms.PYNATIVE_MODE)`
    to step through it, and split long expressions to narrow it down.
    """

    code = "MSD901"
    name = "graph-error"

    def on_failure(self, ev: Evidence) -> Iterable[Candidate]:
        span = ev.failing_span()
        if span is None and ev.target.call_site is not None:
            span = frame_span(ev.target.call_site)
        if span is None:
            return []
        message = _message(ev)
        if len(message) > 160:
            message = message[:157] + "..."
        evidence = [tr("seen.mindspore", headline=ev.headline)]
        if ev.eager is not None and ev.eager.raised:
            evidence.append(tr("seen.eager", message=f"{ev.eager.type_name}: {ev.eager_message}"))
        return [Candidate(self.finding(span, message, evidence=evidence), Confidence.FALLBACK)]


def _message(ev: Evidence) -> str:
    """MindSpore's headline, unless it says nothing (a bare location or separator line) or the
    eager re-run raised the same error at the same place, whose Python wording is clearer. An
    eager error of another type, or raised further on, contradicts the graph's: it is not used."""
    headline = ev.headline.strip()
    empty = not headline or headline.startswith(("#", "---", "In file"))
    eager = ev.eager_message
    agrees = ev.eager is not None and ev.eager.raised and ev.eager.type_name == type(ev.exception).__name__ \
        and not ev.eager_displaced()
    if eager and (agrees or empty):
        return eager
    return headline if not empty else type(ev.exception).__name__
